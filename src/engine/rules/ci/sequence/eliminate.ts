import type { CiContext } from "../context";
import { isHq, otherSide } from "../state/lookups";
import { reveal } from "../view/reveal";
import { hqSquads, returnHq } from "./hq-return";

/** CI 6.x Eliminated Units: each eliminated unit is one victory point for the enemy (C23). */
export const VP_PER_ELIMINATION = 1;
/** CI 4.x HQ Elimination: an HQ not replaced "counts as one Victory Point" for the enemy (C14). */
export const VP_HQ_NOT_REPLACED = 1;

/**
 * CI 6.x Eliminated Units: a block reduced below strength 1 (or eliminated by a rule) is removed, shown first (ruling R3:
 * victory points are counted in the open), 1 VP to the enemy. CI 4.x HQ Elimination: an HQ returns at once (no VP);
 * one whose rifle squads are all gone is not replaced and counts 1 VP; one with no legal hex is not replaced, no VP (R7).
 */
export function eliminate(ctx: CiContext, id: string, rule: string): void {
  const k = ctx.state.blocks[id]!;
  if (k.status !== "on-map") return;
  reveal(ctx, id, "eliminated", rule);
  const to = otherSide(ctx.state, k.side);
  if (!isHq(ctx.state, id)) {
    ctx.emit({ type: "eliminated", block: id, to, vp: VP_PER_ELIMINATION, rule });
    return;
  }
  const replaced = hqSquads(ctx.state, id).length > 0;
  ctx.emit({ type: "eliminated", block: id, to, vp: replaced ? 0 : VP_HQ_NOT_REPLACED, rule });
  const lost = replaced ? returnHq(ctx, id) : null;
  if (lost !== null) eliminate(ctx, lost, rule);
}
