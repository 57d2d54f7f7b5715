import type { HexMap } from "../../../map";

/** A unit the fire reaches on its own: one loaded on a transport shares the transport's fate (5.65, 7.6). */
export const isLoose = (u: { readonly carriedBy: string | null }): boolean => u.carriedBy === null;

export const onMap = (map: HexMap, index: number): boolean => Number.isInteger(index) && index >= 0 && index < map.size && map.contains(map.hexAt(index));

/** A hex by its map column and row, for messages. */
export function hexName(map: HexMap, index: number): string {
  const { col, row } = map.offsetAt(index);
  return `hex ${col},${row}`;
}
