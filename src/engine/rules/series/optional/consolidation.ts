import { refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { ActivatedPiece } from "../state/battle";
import type { UnitOf } from "../rules/leadership";
import { inForce } from "./options";

/** Where the games' consolidation differs (PG 17.1, IA1 17.1). */
export interface ConsolidationRules<B extends ReducedBattle, C> {
  /** The game's conditions on each of the two units (IA1: a good-order company activated by a leader). */
  checkUnit(ctx: C, u: UnitOf<B>, activated: ActivatedPiece): void;
  /** The game's conditions on the pair (IA1: one leader, the same type; PG: the same type, nationality and morale condition). */
  checkPair(ctx: C, u: UnitOf<B>, other: UnitOf<B>): void;
}

/**
 * 17.1: two reduced units, activated to move and starting their activation in the same hex of the board, spend all
 * their MPs to combine: `unit` flips to full strength under MOVED/FIRED, `other` leaves play (not eliminated).
 */
export function consolidate<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, side: string, unit: string, other: string, rules: ConsolidationRules<B, C>): void {
  const b = ctx.state;
  const { cite, say } = ctx.rules;
  const rule = cite("17.1");
  refuseUnless(inForce(b, "consolidation"), rule, say("optional.not-in-force", { rule: "17.1" }));
  const a = b.activation;
  refuseUnless(a !== null && a.side === side, rule, say("consolidation.no-activation"));
  refuseUnless(unit !== other, rule, say("consolidation.same-unit"));
  const [u, o] = [unit, other].map((id) => {
    const p = b.units.get(id) as UnitOf<B> | undefined;
    const activated = a.pieces[id];
    refuseUnless(p !== undefined && activated?.action === "move", rule, say("consolidation.not-activated", { unit: p?.name ?? b.leaders.get(id)?.name ?? id }));
    refuseUnless(p.steps < p.maxSteps, rule, say("consolidation.not-reduced", { unit: p.name }));
    rules.checkUnit(ctx, p, activated);
    // 17.1: all their MPs: neither may have spent any or finished its action.
    refuseUnless(activated.hexesEntered === 0 && !a.done.includes(id) && !p.movedFired, rule, say("consolidation.has-moved", { unit: p.name }));
    return p;
  }) as [UnitOf<B>, UnitOf<B>];
  rules.checkPair(ctx, u, o);
  // 16.51: off the board a unit stands in no hex, so it starts its activation in no hex with another.
  for (const x of [u, o]) refuseUnless(x.hex !== null, cite("17.1", "16.51"), say("consolidation.off-board", { unit: x.name }));
  refuseUnless(u.hex === o.hex && u.carriedBy === null && o.carriedBy === null, rule, say("consolidation.not-same-hex", { unit: u.name, other: o.name }));
  if (a.current !== unit) ctx.emit({ type: "acting", piece: unit });
  ctx.emit({ type: "consolidated", unit, removed: other, rule });
  ctx.emit({ type: "moved-fired", pieces: [unit], rule });
}
