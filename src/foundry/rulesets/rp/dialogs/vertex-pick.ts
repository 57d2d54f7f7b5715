/**
 * RP 6.1: a cross hair goes on a hex vertex. A click on the canvas snaps to the nearest vertex of the hex clicked in
 * (hex/foundry-grid.ts: a vertex's point is the mean of its three hexes' centres).
 */
import { fromGridOffset, vertexToGridPoint, type GridOffset, type GridPlacement, type MapVertex } from "../../../../engine/hex/foundry-grid";

/** What this reads of the scene's grid (V13 `BaseGrid#getOffset`, `#getCenterPoint`). */
export interface VertexGrid {
  getOffset(point: { x: number; y: number }): GridOffset;
  getCenterPoint(offset: GridOffset): { x: number; y: number };
}

/** The map vertex nearest `point`: one of the six of the hex under it. */
export function nearestVertex(placement: GridPlacement, grid: VertexGrid, point: { x: number; y: number }): MapVertex {
  const [column, row] = fromGridOffset(placement, grid.getOffset(point));
  let best: MapVertex = [column, row, 0];
  let far = Infinity;
  for (let corner = 0; corner < 6; corner++) {
    const v: MapVertex = [column, row, corner];
    const p = vertexToGridPoint(placement, v, (o) => grid.getCenterPoint(o));
    const d = (p.x - point.x) ** 2 + (p.y - point.y) ** 2;
    if (d < far) [best, far] = [v, d];
  }
  return best;
}
