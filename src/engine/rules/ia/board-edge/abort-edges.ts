import type { HexMap } from "../../../map";
import type { BoardExit } from "../state";

/** The four edges of the (rectangular) map: its first and last rows and columns. */
export type MapEdge = "north" | "east" | "south" | "west";
const EDGES: readonly MapEdge[] = ["north", "east", "south", "west"];
const OPPOSITE: Record<MapEdge, MapEdge> = { north: "south", south: "north", east: "west", west: "east" };

/** Hexes from `hex` to the edge's row or column (a step changes the row, or the column, by at most one). */
function distance(map: HexMap, hex: number, edge: MapEdge): number {
  const { col, row } = map.offsetAt(hex);
  return { north: row, south: map.rows - 1 - row, west: col, east: map.columns - 1 - col }[edge];
}

/** The hexes of an edge, in map order. */
export const edgeHexes = (map: HexMap, edge: MapEdge): number[] => [...map.indices()].filter((h) => distance(map, h, edge) === 0);

/** The edges every one of `hexes` lies on (a corner hex lies on two). */
const edgesHolding = (map: HexMap, hexes: readonly number[]): MapEdge[] => EDGES.filter((e) => hexes.length > 0 && hexes.every((h) => distance(map, h, e) === 0));

/** IA1 16.42: the edge(s) farthest from a section of the board: whose nearest hex of the section is farthest away. */
function farthestFrom(map: HexMap, section: readonly number[]): MapEdge[] {
  if (!section.length) return [];
  const far = EDGES.map((e) => Math.min(...section.map((h) => distance(map, h, e))));
  const most = Math.max(...far);
  return EDGES.filter((_, i) => far[i] === most);
}

/** What a side knows at the start of play: the hexes of each of its groups entering on turn 1, and where its units set up. */
export interface StartOfPlay {
  readonly side: string;
  /** Its guns: artillery or mortar units (9.14), on the board or entering. */
  readonly guns: boolean;
  /** The entry hexes of each of its groups entering on turn 1 that the enemy may know of (not hidden, 16.5). */
  readonly publicEntries: readonly (readonly number[])[];
  /** The entry hexes of each of its groups entering on turn 1, hidden ones too. */
  readonly entries: readonly (readonly number[])[];
  /** The hexes of the board where its units set up that the enemy may know of: unhidden units' hexes, hidden units' zones (16.5). */
  readonly section: readonly number[];
}

/**
 * IA1 16.42: the edges a side's artillery and mortars with Abort missions may exit by, fixed at the start of play: the
 * edge where its units entered, the edge farthest from the enemy's entry edge, the edge farthest from the section where
 * enemy units set up — the enemy's only as the side may know them (docs/rulings.md). Sides without guns get none.
 */
export function abortExits(map: HexMap, sides: readonly [StartOfPlay, StartOfPlay]): BoardExit[] {
  return sides.flatMap((own, i) => {
    if (!own.guns) return [];
    const enemy = sides[1 - i]!;
    const edges = new Set([
      ...own.entries.flatMap((hexes) => edgesHolding(map, hexes)),
      ...enemy.publicEntries.flatMap((hexes) => edgesHolding(map, hexes)).map((e) => OPPOSITE[e]),
      ...farthestFrom(map, enemy.section),
    ]);
    return EDGES.filter((e) => edges.has(e)).map((e) => ({ side: own.side, hexes: edgeHexes(map, e), abortOnly: true as const }));
  });
}
