/**
 * The GM's brush: which tool paints, with what, how wide; and what one touch of it on a hex does to the map. A hexside
 * tool acts on the side of the touched hex nearest the pointer.
 */
import type { HexMap } from "../../engine/map";
import type { HexGeometry, Point } from "./overlay-data";
import { adjacent, brushHexes, floodFill, paintHexes, paintHexside, type At } from "./paint";

export const PAINT_TOOLS = ["terrain", "level", "slope", "hexside", "fill"] as const;
export type PaintTool = (typeof PAINT_TOOLS)[number];

export interface Brush {
  readonly tool: PaintTool;
  /** The terrain a hex is painted with (ground terrain first). */
  readonly terrain: readonly string[];
  readonly level: number;
  readonly slope: boolean;
  /** The hexside feature put on (or, erasing, taken off). */
  readonly feature: string;
  /** 0: one hex; 1: the hex and its neighbours … */
  readonly radius: number;
}

/** The neighbour of `at` across the hexside nearest `pointer`, or null off the map. */
export function acrossNearestSide(map: HexMap, geometry: HexGeometry, at: At, pointer: Point): At | null {
  const candidates = brushHexes(map, at, 1).filter((b) => adjacent(map, at, b));
  let best: At | null = null;
  let bestDistance = Infinity;
  for (const b of candidates) {
    const c = geometry.centre(b);
    const d = (c.x - pointer.x) ** 2 + (c.y - pointer.y) ** 2;
    if (d < bestDistance) [best, bestDistance] = [b, d];
  }
  return best;
}

/** The map after one touch of `brush` on hex `at` at `pointer` (erasing takes a hexside feature off). */
export function touch(map: HexMap, brush: Brush, at: At, pointer: Point, geometry: HexGeometry, erase = false): HexMap {
  const hexes = () => brushHexes(map, at, brush.radius);
  switch (brush.tool) {
    case "terrain":
      return paintHexes(map, hexes(), { terrain: brush.terrain });
    case "level":
      return paintHexes(map, hexes(), { level: brush.level });
    case "slope":
      return paintHexes(map, hexes(), { slope: !erase && brush.slope });
    case "fill":
      return floodFill(map, at, brush.terrain);
    case "hexside": {
      const other = acrossNearestSide(map, geometry, at, pointer);
      return other ? paintHexside(map, at, other, brush.feature, !erase) : map;
    }
  }
}
