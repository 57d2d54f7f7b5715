import type { Provenance } from "../../engine/data/provenance";
import { DataError, jsonPath, parseData, type DataIssue } from "../../engine/data/validate";
import { cellId, formatValue, parseValue, readCell, writeCell, type TableCell } from "./cells";
import { CsvSyntaxError, formatCsv, parseCsv } from "./csv";
import type { TableKind } from "./kinds";

/**
 * Why an import was refused, as a `lang/en.json` key under `HEX_TACTICS.Tables.Issue` and its parameters: every fault
 * at its CSV row and column or its JSON path, never an exception.
 */
export interface TableIssue {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export type ImportResult<T> = { readonly ok: true; readonly table: T } | { readonly ok: false; readonly issues: readonly TableIssue[] };

/** Checks a parsed table must also pass (the ruleset's: its edition, what its engine can play): the faults, none if it passes. */
export type TableCheck<T> = (table: T) => readonly TableIssue[];

const PROVENANCE_COLUMNS = ["value", "source", "rule", "note"] as const;
const SOURCES = ["rules", "playtest", "user"];

/** The CSV header of a kind: its key columns, then value, source, rule, note. */
export const csvHeader = (kind: TableKind<unknown>) => [...kind.keyColumns, ...PROVENANCE_COLUMNS];

/** A table as CSV (docs/tables.md): one row per cell, in the table's order. */
export function tableToCsv<T>(kind: TableKind<T>, table: T): string {
  const rows = kind.cells(table).map((cell) => {
    const { value, provenance } = readCell(table, cell)!;
    const rule = provenance.source === "rules" ? provenance.rule : "";
    return [...cell.address, cell.codec === "code" ? String(value) : formatValue(value), provenance.source, rule, provenance.note ?? ""];
  });
  return formatCsv([csvHeader(kind as TableKind<unknown>), ...rows]);
}

/** A table as JSON text, as it is stored. */
export const tableToJson = (table: unknown): string => `${JSON.stringify(table, null, 2)}\n`;

/** A whole table from JSON text: the kind's schema, then `check`. */
export function tableFromJson<T>(kind: TableKind<T>, text: string, check: TableCheck<T>): ImportResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return refused({ code: "notJson", params: { message: (e as Error).message } });
  }
  return validated(kind, json, check, () => null);
}

/**
 * The cells a CSV lists, written into `base` (a table of the same kind: CSV carries values, not a table's shape —
 * docs/tables.md). Each row names one cell of `base` once; its value, source, rule and note replace the cell's.
 */
export function tableFromCsv<T>(kind: TableKind<T>, text: string, base: T, check: TableCheck<T>): ImportResult<T> {
  let records;
  try {
    records = parseCsv(text).filter((r) => r.fields.some((f) => f !== ""));
  } catch (e) {
    if (e instanceof CsvSyntaxError) return refused({ code: e.code === "stray-quote" ? "csvStrayQuote" : "csvUnterminatedQuote", params: { row: e.row } });
    throw e;
  }
  const header = csvHeader(kind as TableKind<unknown>);
  const [head, ...rows] = records;
  if (!head) return refused({ code: "csvEmpty", params: { header: header.join(",") } });
  if (head.fields.join(",") !== header.join(",")) return refused({ code: "csvHeader", params: { row: head.row, header: header.join(",") } });

  const cells = new Map(kind.cells(base).map((c) => [c.address.join("\u0000"), c]));
  const issues: TableIssue[] = [];
  const edits: { readonly row: number; readonly cell: TableCell; readonly value: ReturnType<typeof parseValue>; readonly provenance: Provenance }[] = [];
  const seen = new Map<string, number>();
  const keys = kind.keyColumns.length;
  for (const { row, fields } of rows) {
    if (fields.length !== header.length) {
      issues.push({ code: "csvFields", params: { row, count: fields.length, expected: header.length } });
      continue;
    }
    const address = fields.slice(0, keys);
    const [valueText, source, rule, note] = fields.slice(keys) as [string, string, string, string];
    const key = address.join("\u0000");
    const cell = cells.get(key);
    if (!cell) {
      issues.push({ code: "csvUnknownCell", params: { row, cell: address.join(",") } });
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) issues.push({ code: "csvDuplicate", params: { row, first } });
    seen.set(key, row);
    if (!SOURCES.includes(source)) issues.push({ code: "csvSource", params: { row, column: "source", value: source } });
    else if (source === "rules" && rule === "") issues.push({ code: "csvRuleMissing", params: { row, column: "rule" } });
    else if (source !== "rules" && rule !== "") issues.push({ code: "csvRuleExtra", params: { row, column: "rule", source } });
    else {
      const noted = note === "" ? {} : { note };
      const provenance = (source === "rules" ? { source, rule, ...noted } : { source, ...noted }) as Provenance;
      edits.push({ row, cell, value: parseValue(valueText, cell.codec), provenance });
    }
  }
  if (issues.length) return { ok: false, issues };
  const json = edits.reduce((t, e) => writeCell(t, e.cell, e.value, e.provenance), base);
  // A fault inside an edited cell is named by its CSV row and column.
  const located = edits.map((e) => ({ ...e, at: jsonPath(e.cell.path) }));
  return validated(kind, json, check, (issue) => {
    const edit = located.find((e) => issue.path === e.at || issue.path.startsWith(`${e.at}.`) || issue.path.startsWith(`${e.at}[`));
    if (!edit) return null;
    const column = issue.path.startsWith(`${edit.at}.provenance`) ? "source" : "value";
    return { code: "csvValue", params: { row: edit.row, column, message: issue.message } };
  });
}

/** `table` with one cell (named by its `cellId`) set to `text` by a GM: the cell becomes `user`. */
export function editCell<T>(kind: TableKind<T>, table: T, id: string, text: string, check: TableCheck<T>): ImportResult<T> {
  const cell = kind.cells(table).find((c) => cellId(c) === id);
  if (!cell) return refused({ code: "noCell", params: { cell: id.split("|").join(",") } });
  const json = writeCell(table, cell, parseValue(text, cell.codec), { source: "user" });
  const at = jsonPath(cell.path);
  return validated(kind, json, check, (issue) => (issue.path === at || issue.path.startsWith(`${at}.`) ? { code: "cellValue", params: { value: text, message: issue.message } } : null));
}

function validated<T>(kind: TableKind<T>, json: unknown, check: TableCheck<T>, locate: (issue: DataIssue) => TableIssue | null): ImportResult<T> {
  const issuesOf = (e: unknown) => {
    if (!(e instanceof DataError)) throw e;
    return { ok: false as const, issues: e.issues.map((i) => locate(i) ?? { code: "json", params: { path: i.path, message: i.message } }) };
  };
  let table: T;
  try {
    table = parseData(kind.schema, json, kind.id);
  } catch (e) {
    return issuesOf(e);
  }
  const issues = check(table);
  return issues.length ? { ok: false, issues } : { ok: true, table };
}

const refused = (issue: TableIssue): ImportResult<never> => ({ ok: false, issues: [issue] });
