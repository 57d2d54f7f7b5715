import type { HexLayout } from "../../../hex/layout";
import type { HexMap } from "../../../map/hex-map";

/**
 * RP maps are flat-topped, every second column (B, D, …) shoved down half a hex: `odd-q`. RP 7.244 confirms it: N18,
 * O19 and N19 meet at a vertex, and so do M19, N18 and N19.
 */
export const RP_LAYOUT: HexLayout = "odd-q";

/** Column letters as printed on the AA maps: A…Z, then AA…AZ, BA…, for 0-based columns. */
export function columnLetters(column: number): string {
  let letters = "";
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const columnOf = (letters: string): number => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** A hex's printed name: column letters, then the row from 1 in at least two digits ("N18", "AT03"). */
export function rpHexLabel(map: HexMap, index: number): string {
  if (index < 0 || index >= map.size || !map.contains(map.hexAt(index))) throw new Error(`${index} is not a hex of map "${map.id}"`);
  const { col, row } = map.offsetAt(index);
  return `${columnLetters(col)}${String(row + 1).padStart(2, "0")}`;
}

/** The map index of a printed hex name ("AT03", "AT3" or "at03"); throws naming the label if it is not a hex of the map. */
export function rpHexAt(map: HexMap, label: string): number {
  const m = /^([A-Z]+)(\d+)$/.exec(label.trim().toUpperCase());
  const col = m ? columnOf(m[1]!) : -1;
  const row = m ? Number(m[2]) - 1 : -1;
  if (col < 0 || col >= map.columns || row < 0 || row >= map.rows)
    throw new Error(`"${label}" is not a hex of map "${map.id}" (columns A–${columnLetters(map.columns - 1)}, rows 01–${String(map.rows).padStart(2, "0")})`);
  return map.indexOfOffset(col, row);
}
