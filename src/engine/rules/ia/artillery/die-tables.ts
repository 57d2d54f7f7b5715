import { ia1DieTables } from "../data";

/** What die table `id` of ia1-die-tables.json gives for the roll `total` (IA1 9.14, 9.83, 16.11, 16.13). */
export function dieResult(id: string, total: number): string | number {
  const table = ia1DieTables.tables.find((t) => t.id === id);
  if (!table) throw new Error(`ia1-die-tables.json has no "${id}" table`);
  return table.rows.find((r) => total >= r.rolls[0] && total <= r.rolls[1])!.result.value;
}
