/**
 * The hex a token stands on, from its top-left point (a token document's x and y, and a ruler waypoint's: V13
 * `TokenRulerWaypoint`). The referee places a token at its hex's top-left point, which may lie in a neighbouring hex's
 * area: `getOffset` of it is a guess, and the hex is the one near it whose top-left point it is.
 */
import type { GridOffset } from "../../engine/hex/foundry-grid";

/** What this reads of a scene's grid. */
export interface TokenGrid {
  getOffset(point: { x: number; y: number }): GridOffset;
  getTopLeftPoint(offset: GridOffset): { x: number; y: number };
}

/**
 * The grid offset of the hex a token at this top-left point stands on: the one whose top-left point it is (the referee
 * places tokens there), found near `getOffset` of the point — a hex's bounding-box corner may lie in a neighbour.
 */
export function offsetAt(grid: TokenGrid, point: { x: number; y: number }): GridOffset {
  const guess = grid.getOffset(point);
  let best = guess;
  let far = Infinity;
  for (let di = -1; di <= 1; di++)
    for (let dj = -1; dj <= 1; dj++) {
      const o = { i: guess.i + di, j: guess.j + dj };
      const p = grid.getTopLeftPoint(o);
      const d = (p.x - point.x) ** 2 + (p.y - point.y) ** 2;
      if (d < far) [best, far] = [o, d];
    }
  return best;
}

