import type { z } from "zod";
import type { TableCell } from "../cells";

/** The id of a kind of chart: `tec`, which every game has, or one of a ruleset's own (`fire-tables`, `counters` …). */
export type TableKindId = string;

/**
 * A kind of chart: its schema, how its cells are found and named. Every cell of a table is listed in one fixed order,
 * which is the order of its CSV rows (docs/tables.md).
 */
export interface TableKind<T> {
  readonly id: TableKindId;
  readonly schema: z.ZodType<T>;
  /** The CSV columns before `value,source,rule,note` that name a cell. */
  readonly keyColumns: readonly string[];
  /** Every cell of `json`, in the table's order. */
  cells(json: T): TableCell[];
  /** The edition the table belongs to (rules are cited with it). */
  edition(json: T): string;
}
