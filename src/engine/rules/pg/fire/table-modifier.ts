import type { Modifier } from "../../../core/modifiers";
import { modifierShift } from "../../../data/table-lookup";
import type { FireTable } from "../../series/data/schemas/fire-table";

/**
 * The table's column modifier `id`, sized as the table gives it (PG 7.5: "See the tables for the column modifiers"),
 * with its category; none when the table does not list it. The rules say when it applies, the data how much.
 */
export function tableShift(table: FireTable, id: string): Modifier[] {
  const m = table.modifiers.find((x) => x.id === id);
  return m?.shift ? [{ ...modifierShift(m), category: m.category }] : [];
}
