import { distance, neighbours } from "../../../hex";
import type { HexMap } from "../../../map";

export type River = "minor-river" | "major-river";

/** The river in a hex, rivers being hex terrain (PG 5.7, IA1 5.8), the major one if both. */
export function riverAt(map: HexMap, hex: number): River | null {
  const terrain = map.terrainAt(hex);
  return terrain.includes("major-river") ? "major-river" : terrain.includes("minor-river") ? "minor-river" : null;
}

/**
 * The banks of a river hex: its on-map neighbours that are not river hexes, in runs around it that the river's own
 * hexes (and the map edge) divide. A river running through has two banks; the hex where it rises has one.
 */
export function banks(map: HexMap, hex: number): number[][] {
  const around = neighbours(map.hexAt(hex)).map((h) => (map.contains(h) && riverAt(map, map.indexOf(h)) === null ? map.indexOf(h) : null));
  const cut = around.indexOf(null);
  if (cut < 0) return [around as number[]];
  const runs: number[][] = [[]];
  for (let i = 1; i <= 6; i++) {
    const h = around[(cut + i) % 6] ?? null;
    if (h === null) runs.push([]);
    else runs[runs.length - 1]!.push(h);
  }
  return runs.filter((r) => r.length > 0);
}

/**
 * PG 5.7 (IA1 5.8): the bank a piece ends a step on (null off the river, or unknown) and whether the step crosses the
 * river, from the bank it stood on (`bank`: the hex it entered the river from); null when it would move down the river
 * off its bank. Down the river the piece keeps to its bank, which must run on beside the next river hex.
 */
export function bankStep(map: HexMap, bank: number | null | undefined, from: number, to: number): { readonly bank: number | null; readonly crossing: boolean } | null {
  if (riverAt(map, from) === null) return { bank: riverAt(map, to) === null ? null : from, crossing: false };
  const side = bank == null ? undefined : banks(map, from).find((run) => run.includes(bank));
  if (riverAt(map, to) === null) return { bank: null, crossing: side !== undefined && !side.includes(to) };
  if (side === undefined) return { bank: null, crossing: false };
  const along = side.filter((h) => distance(map.hexAt(h), map.hexAt(to)) === 1);
  return along.length ? { bank: along.length === 1 ? along[0]! : null, crossing: false } : null;
}
