import type { HexMap } from "../../../map";

/** A hex by its map column and row ("8,8"), for messages, dice and causes. */
export function hexLabel(map: HexMap, hex: number): string {
  const { col, row } = map.offsetAt(hex);
  return `${col},${row}`;
}
