import type { HexMap } from "../../../../engine/map";

/** A map index as the [column, row] a command's JSON gives hexes by. */
export const offsetOf = (map: HexMap, hex: number): [number, number] => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};
