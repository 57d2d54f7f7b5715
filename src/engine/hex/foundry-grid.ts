import { add, directionTo, DIRECTIONS, type Hex } from "./axial";
import { FOUNDRY_GRID_TYPE, hexToOffset, isPointy, offsetToHex, type HexLayout } from "./layout";
import { vertexHexes, vertexOf } from "./vertex";

/** A Foundry grid offset: `i` is the row, `j` the column (V13 `GridOffset2D`). */
export interface GridOffset {
  readonly i: number;
  readonly j: number;
}

/**
 * Where a map lies on a Foundry hex scene: the scene grid's type (`CONST.GRID_TYPES`: 2 HEXODDR, 3 HEXEVENR, 4 HEXODDQ,
 * 5 HEXEVENQ) and the grid offset of the map's hex [0, 0]. A scanned board laid on a scene lines up with the grid by
 * whole hexes, so map hex [column, row] is grid offset {i: origin.i + row, j: origin.j + column}.
 */
export interface GridPlacement {
  readonly gridType: 2 | 3 | 4 | 5;
  readonly origin: GridOffset;
}

const LAYOUT_OF: Readonly<Record<GridPlacement["gridType"], HexLayout>> = { 2: "odd-r", 3: "even-r", 4: "odd-q", 5: "even-q" };
const FLIP: Readonly<Record<HexLayout, HexLayout>> = { "odd-r": "even-r", "even-r": "odd-r", "odd-q": "even-q", "even-q": "odd-q" };

/**
 * The map layout a placement implies. Foundry shoves every odd (or even) row of a row grid, or column of a column grid;
 * a map whose first row (column) sits on an odd grid row (column) has the other parity shoved relative to its own
 * numbering — an odd-r grid with the map starting on row 1 holds an even-r map.
 */
export function layoutOnGrid(p: GridPlacement): HexLayout {
  const layout = LAYOUT_OF[p.gridType];
  const shift = isPointy(layout) ? p.origin.i : p.origin.j;
  return (shift & 1) === 0 ? layout : FLIP[layout];
}

/** The placement of a map with this layout whose hex [0, 0] is at `origin` on a grid of the same orientation, or null if none fits. */
export function placementFor(layout: HexLayout, origin: GridOffset, pointyGrid = isPointy(layout)): GridPlacement | null {
  if (pointyGrid !== isPointy(layout)) return null;
  const candidates = (pointyGrid ? [2, 3] : [4, 5]) as GridPlacement["gridType"][];
  const gridType = candidates.find((t) => layoutOnGrid({ gridType: t, origin }) === layout);
  return gridType === undefined ? null : { gridType, origin };
}

/** Map hex [column, row] → Foundry grid offset. */
export const toGridOffset = (p: GridPlacement, [column, row]: readonly [number, number]): GridOffset => ({ i: p.origin.i + row, j: p.origin.j + column });

/** Foundry grid offset → map hex [column, row] (it may lie off the map: the caller checks). */
export const fromGridOffset = (p: GridPlacement, o: GridOffset): [number, number] => [o.j - p.origin.j, o.i - p.origin.i];

/**
 * A map vertex as JSON gives it, [column, row, corner]: corner k (0–5) of map hex [column, row], the point it shares with
 * its neighbours in directions k and k + 1 (vertex.ts `vertexOf`).
 */
export type MapVertex = readonly [number, number, number];

/** An axial hex of the map laid by `p` (its layout `layoutOnGrid(p)`) → its grid offset. */
const gridOffsetOf = (p: GridPlacement, layout: HexLayout, h: Hex): GridOffset => {
  const { col, row } = hexToOffset(layout, h);
  return toGridOffset(p, [col, row]);
};

/** The grid offsets of the three hexes that meet at a map vertex (some may lie off the map: the caller checks). */
export function vertexGridOffsets(p: GridPlacement, [column, row, corner]: MapVertex): [GridOffset, GridOffset, GridOffset] {
  const layout = layoutOnGrid(p);
  const [a, b, c] = vertexHexes(vertexOf(offsetToHex(layout, column, row), corner));
  return [gridOffsetOf(p, layout, a), gridOffsetOf(p, layout, b), gridOffsetOf(p, layout, c)];
}

/**
 * A map vertex's point on the scene: the mean of the centres of its three hexes, which `centre` gives (in Foundry the
 * grid's `getCenterPoint`). The mean of three hex centres is their shared corner on any hex grid, stretched or not.
 */
export function vertexToGridPoint(p: GridPlacement, vertex: MapVertex, centre: (o: GridOffset) => { readonly x: number; readonly y: number }): { x: number; y: number } {
  const points = vertexGridOffsets(p, vertex).map(centre);
  return { x: points.reduce((s, q) => s + q.x, 0) / 3, y: points.reduce((s, q) => s + q.y, 0) / 3 };
}

/** A hexside as JSON gives it: the two adjacent map hexes it divides, [column, row] each. */
export type MapHexside = readonly [readonly [number, number], readonly [number, number]];

/**
 * A hexside's middle and direction on the scene, from the points `at` gives of grid offsets (in Foundry the grid's
 * `getCenterPoint`, or its `getTopLeftPoint` for a one-hex token's top-left): the midpoint of its two hexes' points, and
 * the angle in degrees clockwise from the scene's x axis (0 ≤ rotation < 180) of the line from one of the two hexes both
 * touch to the other, which runs along the hexside (its ends are a third of the way along it), on any hex grid.
 */
export function hexsideToGridPoint(p: GridPlacement, [a, b]: MapHexside, at: (o: GridOffset) => { readonly x: number; readonly y: number }): { x: number; y: number; rotation: number } {
  const layout = layoutOnGrid(p);
  const [u, v] = [offsetToHex(layout, a[0], a[1]), offsetToHex(layout, b[0], b[1])];
  const k = directionTo(u, v);
  if (k === null) throw new Error(`[${a.join(", ")}] and [${b.join(", ")}] are no hexside: they are not adjacent`);
  const [from, to] = [k + 5, k + 1].map((d) => at(gridOffsetOf(p, layout, add(u, DIRECTIONS[d % 6]!))));
  const [pa, pb] = [at(toGridOffset(p, a)), at(toGridOffset(p, b))];
  const degrees = (Math.atan2(to!.y - from!.y, to!.x - from!.x) * 180) / Math.PI;
  return { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2, rotation: (((degrees % 180) + 180) % 180) };
}

export { FOUNDRY_GRID_TYPE };
