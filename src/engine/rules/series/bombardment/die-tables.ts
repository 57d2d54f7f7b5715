import type { DieTable } from "../../../data/schemas/die-table";

/**
 * What die table `id` of a game's die tables gives for the roll `total` (friendly fire 9.52, smoke 16.11, 16.13); a
 * modified roll beyond the bands counts as the end band's (PG 9.52's +1 on a 6).
 */
export function dieResult(set: { readonly name: string; readonly tables: readonly DieTable[] }, id: string, total: number): string | number {
  const table = set.tables.find((t) => t.id === id);
  if (!table) throw new Error(`${set.name} has no "${id}" table`);
  const rows = table.rows;
  const row = rows.find((r) => total >= r.rolls[0] && total <= r.rolls[1]) ?? (total < rows[0]!.rolls[0] ? rows[0]! : rows.at(-1)!);
  return row.result.value;
}
