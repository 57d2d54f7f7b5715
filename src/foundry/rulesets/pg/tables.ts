import { pg3Charts, type PgCharts } from "../../../engine/rules/pg/data";
import { pgModule } from "../../../engine/rules/pg/module";
import { tecKind } from "../../tables/kinds";
import type { TableIssue } from "../../tables/table-import";
import type { Charts, TableRules } from "../../tables/table-rules";
import { fireTablesKind } from "../series/charts/fire-tables";
import { moraleTableKind } from "../series/charts/morale-table";
import { atTableKind } from "./charts/at-table";
import { dieTablesKind } from "./charts/die-tables";
import { PG } from "./combat";

/** A chart of another game or edition than the battle's, by its `ruleset` and `edition`. */
function foreign(edition: string, table: unknown): TableIssue[] {
  const { ruleset, edition: of } = table as { ruleset?: unknown; edition?: unknown };
  if (ruleset !== PG) return [{ code: "wrongRuleset", params: { path: "$.ruleset", found: String(ruleset), expected: PG } }];
  return of === edition ? [] : [{ code: "wrongEdition", params: { path: "$.edition", found: String(of), expected: edition } }];
}

/** The chart kinds besides the TEC, by the key PG's code reads each under (rules/pg/data `PgCharts`). */
const KEYS = { "fire-tables": "fireTables", "at-table": "atTable", "morale-table": "morale", "die-tables": "dieTables" } as const;
type Kind = keyof typeof KEYS;
const KINDS = Object.keys(KEYS) as Kind[];
/** The charts PG 3rd edition ships with, by kind. */
const SHIPPED = Object.fromEntries(KINDS.map((kind) => [kind, pg3Charts[KEYS[kind]]])) as Record<Kind, unknown>;

/** Panzer Grenadier's charts as its code reads them: those the world holds of its own (the rest are the shipped ones). */
export type PgWorldCharts = { readonly pgCharts: Partial<PgCharts> };

/**
 * Panzer Grenadier's charts at the table, each of which the GM may edit, import or export: its fire tables (direct
 * fire, bombardment, assault: 10.2, 9.4, 12.4), the Anti-Tank Fire Table (11.1), the morale table (14.0), the die
 * tables (a Random Events Table among them if the GM adds one, 17.5) and its TEC. A new battle plays with the world's.
 */
export const pgTableRules: TableRules<PgWorldCharts> = {
  ruleset: PG,
  kinds: [fireTablesKind, atTableKind, moraleTableKind, dieTablesKind, tecKind],
  shipped: (edition): Charts => ({ ...pgModule.charts.shipped(edition), ...SHIPPED }),
  check: (_kind, edition, table) => foreign(edition, table),
  view: (charts) => ({ pgCharts: Object.fromEntries(KINDS.filter((kind) => charts[kind] !== undefined && charts[kind] !== SHIPPED[kind]).map((kind) => [KEYS[kind], charts[kind]])) as Partial<PgCharts> }),
};
