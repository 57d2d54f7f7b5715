import { distance, hexLine } from "../../../hex";
import type { HexMap } from "../../../map";

/**
 * PG 11.12, IA1 17.6 (issue 18 ruling A24): the hexes next to `target` that the line from `from` is traced through: the
 * firer's own hex when adjacent, else the line's last hex before the target; both hexes where it runs along their spine
 * (or crosses their hexside).
 */
export function tracedThrough(map: HexMap, from: number, target: number): number[] {
  const steps = hexLine(map.hexAt(from), map.hexAt(target));
  const s = steps[steps.length - 2]!;
  return (s.kind === "hex" ? [s.hex] : [s.left, s.right]).map((h) => map.indexOf(h)).filter((i) => i >= 0 && map.contains(map.hexAt(i)));
}

/**
 * PG 11.12 "through two or more non-adjacent hexes", IA1 17.6: an attack traced through `now` comes from apart from an
 * earlier one traced through `earlier` when every hex it is traced through is neither that attack's hex nor adjacent to
 * it, for some hex of the earlier attack (a line along the spine between an adjacent and a non-adjacent hex does not
 * qualify: one of its two hexes is adjacent).
 */
export const tracedApart = (map: HexMap, earlier: readonly number[], now: readonly number[]): boolean =>
  earlier.some((e) => now.every((h) => distance(map.hexAt(h), map.hexAt(e)) > 1));
