import type { CiContext } from "../context";
import { ciFireLine, type CiBoard, type CiFireLine } from "../los";
import { hexsideKey } from "../state/markers";
import { blocksAt } from "../state/where";

/** The board line of sight is drawn on now: the map, this Game Turn's smoke and the hedge gaps tanks made. */
export function boardOf(ctx: CiContext): CiBoard {
  const m = ctx.state.markers;
  return { map: ctx.map, smoke: new Set(m.smoke), hedgeGaps: new Set(m.hedgeGaps.map(([a, b]) => hexsideKey(a, b))) };
}

/** CI 6.x Line of Sight: whether a unit of `side` in `from` sees and may fire at `to` (its own units block fire). */
export function fireLineOf(ctx: CiContext, side: string, from: number, to: number): CiFireLine {
  const b = ctx.state;
  return ciFireLine(boardOf(ctx), from, to, (hex) => blocksAt(b, hex).some((id) => b.blocks[id]!.side === side));
}
