import type { Cell } from "../../../data/provenance";
import type { AtTable } from "./schemas/at-table";

/** What one AT shot brings to the table (PG 11.1). */
export interface AtShot {
  /** The two dice, unmodified. */
  readonly roll: number;
  /** The firer's AT value (halved at increased range, PG 11.3). */
  readonly at: number;
  /** The target's armor value; a truck's is the table's `truckArmor` (PG 11.11). */
  readonly armor: number;
  /** The die modifiers that apply (PG 11.12 crossfire, 17.3). */
  readonly modifiers: readonly number[];
}

/** The modified roll: dice + AT value − armor value + die modifiers (PG 1.1, 11.1). */
export const atTotal = (shot: AtShot): number => shot.roll + shot.at - shot.armor + shot.modifiers.reduce((a, b) => a + b, 0);

/** The result cell of a modified roll: the band of the highest `min` it reaches (the first band takes every lower roll). */
export function atResult(table: AtTable, total: number): Cell<string> {
  let band = table.bands[0]!;
  for (const b of table.bands) if (b.min && total >= b.min.value) band = b;
  return band.result;
}
