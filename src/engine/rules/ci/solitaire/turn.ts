import { refuseUnless } from "../../../core/refusal";
import type { CiContext } from "../context";
import { companiesToDraw, fillFirstPools, SOLITAIRE } from "./pools";
import { say } from "./text";

/**
 * CI 10.x Solitaire, the chit-pull (ruling): a Player Turn ends only when each of the side's companies with an HQ left in
 * its pool has drawn one (a drawn HQ may pass: it activates and gives no command).
 */
export function chitPullTurnEnds(ctx: CiContext, side: string): void {
  fillFirstPools(ctx);
  const open = companiesToDraw(ctx.state, side);
  refuseUnless(open.length === 0, SOLITAIRE, say("ci.draw-first", { company: open[0] ?? "" }));
}
