import type { Comparison, MoraleStatus, MoraleTable } from "./schemas/morale";
import type { z } from "zod";

/** Whether a modified roll passes against modified morale: `at-most` on ≤ (PG and IA1 14.1), `below` on < (14.41). */
export const passes = (comparison: z.infer<typeof Comparison>, roll: number, morale: number): boolean => (comparison === "at-most" ? roll <= morale : roll < morale);

/** The failure band of a piece of `status` whose modified roll beat its morale by `margin` (PG and IA1 14.1, 14.11). */
export function failureBand(table: MoraleTable, status: z.infer<typeof MoraleStatus>, margin: number): MoraleTable["check"]["failures"][number] {
  const band = table.check.failures.find((f) => f.status === status && margin >= f.margin.min && (f.margin.max === null || margin <= f.margin.max));
  if (!band) throw new RangeError(`${table.name} has no failure band for ${status} by ${margin}`);
  return band;
}
