import { Refusal, refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { SpecialSpotCommand } from "../commands/schema";
import { asSpotter, asTarget, sightFor } from "../commands/sight";
import { say } from "../text";
import { knownTo } from "../view/side-view";

const RULE = "IA2 7.3";

/**
 * IA2 7.3, second ability: an activated special spotter whose action is not finished, not demoralized, places a Spotted
 * marker (7.22) on one enemy unit it can spot (its range with the first ability, and LOS), once in its activation and
 * at no MP cost (docs/rulings.md). A unit the side may not know (hidden, 16.5) is refused as one not on the board.
 */
export function specialSpot(ctx: IaContext, c: SpecialSpotCommand): void {
  const b = ctx.state;
  refuseUnless(b.edition === "IA2", RULE, say("special-spot.ia1"));
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, RULE, say("special-spot.no-activation"));
  const u = b.units.get(c.unit);
  refuseUnless(u !== undefined && a.pieces[c.unit] !== undefined, RULE, say("special-spot.not-activated", { unit: u?.name ?? c.unit }));
  refuseUnless(u.specialSpotting === true, RULE, say("special-spot.no-power", { unit: u.name }));
  refuseUnless(!a.done.includes(u.id) && !u.movedFired, RULE, say("special-spot.finished", { unit: u.name }));
  refuseUnless(u.status !== "demoralized", RULE, say("special-spot.demoralized", { unit: u.name }));
  refuseUnless(!(a.specialSpotted ?? []).includes(u.id), RULE, say("special-spot.used", { unit: u.name }));
  const t = b.units.get(c.target);
  refuseUnless(t !== undefined && t.side !== c.side && t.hex !== null && knownTo(t, c.side), RULE, say("special-spot.no-enemy", { target: c.target }));
  refuseUnless(!t.spotted, RULE, say("special-spot.already-spotted", { target: t.name }));
  const sight = sightFor(ctx);
  const answer = sight.explain(asSpotter(u), asTarget(t));
  if (answer.reason !== "spotted") {
    const block = answer.los?.sides.find((s) => s.blocked)?.blocked;
    throw new Refusal(
      RULE,
      block
        ? say("special-spot.blocked", { unit: u.name, target: t.name, hex: `${block.col},${block.row}`, why: block.label, losRule: block.rule })
        : say("special-spot.out-of-range", { unit: u.name, target: t.name, range: answer.range, spotting: answer.spottingRange }),
    );
  }
  ctx.emit({ type: "special-spotted", unit: u.id, target: t.id, rule: RULE });
}

export const specialSpotHandlers = {
  "special-spot": (ctx: IaContext, c: SpecialSpotCommand) => specialSpot(ctx, c),
};
