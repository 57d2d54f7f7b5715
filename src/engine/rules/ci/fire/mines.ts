import type { CiContext } from "../context";
import { labelOf } from "../state/lookups";
import { blocksAt } from "../state/where";
import { reveal } from "../view/reveal";

export const MINES_RULE = "CI 7.x Mines";

/** The minefields in `hex` (CI 7.x Mines). */
export const minefieldsAt = (ctx: CiContext, hex: number): string[] => blocksAt(ctx.state, hex).filter((id) => labelOf(ctx.state, id).class === "minefield");

/**
 * CI 7.x Mines: a hidden minefield is revealed when its hex is fired on or bombarded, even if no hit is scored; those
 * hits go only to the other defending units. Returns the hex's minefields, for `allocateHits`'s `exclude`.
 */
export function revealMines(ctx: CiContext, hex: number): string[] {
  const mines = minefieldsAt(ctx, hex);
  for (const id of mines) reveal(ctx, id, "mine", MINES_RULE);
  return mines;
}
