import { refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { say as fireSay } from "../fire/text";
import { numberOf } from "../numbers/read";
import { takeAction } from "../sequence/command";
import { companyOf, labelOf, valueOf } from "../state/lookups";
import { reveal } from "../view/reveal";
import { aimOf, BOMBARD_RULE, requireRange, seenOrSpotted } from "./aim";
import { bombardArmorOf, halvedUp } from "./armor";
import { resolveBombardment } from "./resolve";
import { say } from "./text";

/**
 * CI 6.x Bombardment: a commanded red-triangle unit fires (its action) at a hex, a face-up enemy unit or a bridge in its
 * range that it sees, or that a face-up HQ of its company spots (CI 6.x Spotting; adjacent: +`hqAdjacentBombardF` F,
 * C34 lost). Not subject to hexside fire limits, over hedges too, from any terrain. A targeted face-up unit's AC is
 * taken off (ruling R8a); a bridge is bombarded at half F rounded up (CI 7.x Demolish Bridges). The unit turns
 * face-up, then rolls a d10 a step (CI 6.x Firepower).
 */
export function bombard(ctx: CiContext, c: Extract<CiCommand, { type: "bombard" }>): void {
  const id = takeAction(ctx, c.side, c.unit, "fire");
  const b = ctx.state;
  refuseUnless(labelOf(b, id).bombard, BOMBARD_RULE, say("ci.bombard.not-bombard", { block: c.unit }));
  const k = b.blocks[id]!;
  const from = k.hex!;
  const aim = aimOf(ctx, c.side, c.target, from);
  requireRange(ctx, c.unit, from, valueOf(b, id, "range"), aim.hex);
  const spot = seenOrSpotted(ctx, c.side, companyOf(k), from, aim.hex, c.spotter);
  const F = valueOf(b, id, "F") + (spot.adjacent ? numberOf(b.numbers, "hqAdjacentBombardF") : 0);
  const ac = aim.target === null ? 0 : bombardArmorOf(ctx, aim.target, false);
  refuseUnless(F - ac > 0, "CI 6.x Armor Class", fireSay("ci.no-net-fire", { f: F, ac }));
  reveal(ctx, id, "fire", BOMBARD_RULE);
  const f = aim.hexside ? halvedUp(F) : F - ac;
  resolveBombardment(ctx, { side: c.side, firer: id, aim, spotter: spot.spotter, dice: ctx.state.blocks[id]!.strength, f, air: false, ignoreArmor: false, rule: BOMBARD_RULE });
}
