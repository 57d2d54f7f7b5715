import { pgModule } from "../../../engine/rules/pg/module";
import { tecKind } from "../../tables/kinds";
import type { TableIssue } from "../../tables/table-import";
import type { TableRules } from "../../tables/table-rules";
import { PG } from "./combat";

/** A chart of another game or edition than the battle's, by its `ruleset` and `edition`. */
function foreign(edition: string, table: unknown): TableIssue[] {
  const { ruleset, edition: of } = table as { ruleset?: unknown; edition?: unknown };
  if (ruleset !== PG) return [{ code: "wrongRuleset", params: { path: "$.ruleset", found: String(ruleset), expected: PG } }];
  return of === edition ? [] : [{ code: "wrongEdition", params: { path: "$.edition", found: String(of), expected: edition } }];
}

/**
 * Panzer Grenadier's charts at the table: its TEC, which the GM may edit. Its fire tables, AT table, morale and die
 * tables are the shipped ones (rules/pg/data) until the charts editor learns their kinds.
 */
export const pgTableRules: TableRules = {
  ruleset: PG,
  kinds: [tecKind],
  shipped: (edition) => pgModule.charts.shipped(edition),
  check: (_kind, edition, table) => foreign(edition, table),
  view: () => ({}),
};
