import type { Provenance } from "../../engine/data/provenance";
import { editorGroups, sourceCounts, type EditorGroup, type Translate } from "./editor-model";
import { checkFor, type WorldTables } from "./charts-in-effect";
import type { TableKind, TableKindId } from "./kinds";
import { editCell, tableFromCsv, tableFromJson, tableToCsv, tableToJson, type ImportResult, type TableIssue } from "./table-import";
import type { TableRules } from "./table-rules";

export type TableFormat = "json" | "csv";
const T = "HEX_TACTICS.Tables";
const SOURCES: readonly Provenance["source"][] = ["rules", "playtest", "user"];

/** A world's chart of a kind. */
export const chartOf = (tables: WorldTables, kind: TableKindId): unknown => tables.charts[kind];

/** The kind of chart an id names, of the world's ruleset. */
const kindOf = (tables: WorldTables, kind: TableKindId): TableKind<unknown> => tables.kinds.find((k) => k.id === kind)!;

/** An import's fault in the reader's language. */
export function issueText(issue: TableIssue, t: Translate): string {
  return t(`${T}.Issue.${issue.code}`, Object.fromEntries(Object.entries(issue.params).map(([k, v]) => [k, String(v)])));
}

/** What the table editor shows: the kinds as tabs, the chart's grids with each cell's provenance, the legend, the faults. */
export function tablesEditorContext(tables: WorldTables, kind: TableKindId, issues: readonly TableIssue[], t: Translate) {
  const chart = chartOf(tables, kind);
  const groups: EditorGroup[] = editorGroups(kindOf(tables, kind), chart, t);
  const counts = sourceCounts(kindOf(tables, kind), chart);
  const problems = tables.problems[kind] ?? [];
  return {
    edition: t(`HEX_TACTICS.Settings.Edition.${tables.edition}`),
    kinds: tables.kinds.map(({ id }) => ({ id, label: t(`${T}.Kind.${id}`), active: id === kind })),
    kind,
    name: (chart as { name: string }).name,
    origin: t(`${T}.Origin.${tables.origin[kind]}`),
    shipped: tables.origin[kind] === "shipped",
    groups,
    legend: SOURCES.map((source) => ({ source, label: t(`${T}.Provenance.${source}`), hint: t(`${T}.Legend.${source}`), count: counts[source] })),
    issues: [...problems, ...issues].map((i) => issueText(i, t)),
  };
}

/** A chart as a file to download. */
export function exportChart(tables: WorldTables, kind: TableKindId, format: TableFormat): { readonly text: string; readonly type: string; readonly filename: string } {
  const chart = chartOf(tables, kind);
  const text = format === "csv" ? tableToCsv(kindOf(tables, kind), chart) : tableToJson(chart);
  return { text, type: format === "csv" ? "text/csv" : "application/json", filename: `${tables.ruleset}-${tables.edition}-${kind}.${format}` };
}

/** The format a file is in, by its name. */
export const formatOf = (filename: string): TableFormat => (/\.csv$/i.test(filename) ? "csv" : "json");

/** A file's chart, checked as the world will hold it: a JSON chart whole, a CSV's cells into the chart in effect. */
export function importChart(tables: WorldTables, rules: TableRules, kind: TableKindId, format: TableFormat, text: string): ImportResult<unknown> {
  const check = checkFor(rules, tables.edition, kind);
  if (format === "json") return tableFromJson(kindOf(tables, kind), text, check);
  return tableFromCsv(kindOf(tables, kind), text, chartOf(tables, kind), check);
}

/** The chart once a GM has set one cell (it becomes `user`). */
export function editChart(tables: WorldTables, rules: TableRules, kind: TableKindId, cell: string, text: string): ImportResult<unknown> {
  return editCell(kindOf(tables, kind), chartOf(tables, kind), cell, text, checkFor(rules, tables.edition, kind));
}
