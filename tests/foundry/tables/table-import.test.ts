import { describe, expect, it } from "vitest";
import type { FireTableSet } from "../../../src/engine/rules/series/data/schemas/fire-table";
import { ia1FireTables, ia1Tec } from "../../../src/engine/rules/ia/data";
import { iaTableRules } from "../../../src/foundry/rulesets/ia/tables";
import { parseCsv, formatCsv } from "../../../src/foundry/tables/csv";
import type { TableKind } from "../../../src/foundry/tables/kinds";
import { editCell, tableFromCsv, tableFromJson, tableToCsv, tableToJson } from "../../../src/foundry/tables/table-import";

const ia1Counters = iaTableRules.shipped("IA1").counters;
const charts = { "fire-tables": ia1FireTables, tec: ia1Tec, counters: ia1Counters } as const;
type TableKindId = keyof typeof charts;
/** Infantry Attacks' kinds of chart, by id. */
const TABLE_KINDS = Object.fromEntries(iaTableRules.kinds.map((k) => [k.id, k])) as Record<TableKindId, TableKind<any>>;
const check = (kind: TableKindId) => (table: unknown) => iaTableRules.check(kind, "IA1", table);
const copy = <T>(json: T): T => structuredClone(json) as T;

/** A chart's CSV with one row's fields replaced (rows as a spreadsheet numbers them: the header is 1). */
function csvWith(kind: TableKindId, row: number, change: (fields: string[]) => string[]): string {
  const records = parseCsv(tableToCsv(TABLE_KINDS[kind], charts[kind])).map((r) => [...r.fields]);
  records[row - 1] = change(records[row - 1]!);
  return formatCsv(records);
}

describe("charts as JSON and CSV", () => {
  it.each(Object.keys(charts) as TableKindId[])("%s: JSON and CSV exports import back to the same chart", (kind) => {
    const chart = charts[kind];
    const json = tableFromJson(TABLE_KINDS[kind], tableToJson(chart), check(kind));
    expect(json).toEqual({ ok: true, table: chart });
    const csv = tableFromCsv(TABLE_KINDS[kind], tableToCsv(TABLE_KINDS[kind], chart), chart, check(kind));
    expect(csv).toEqual({ ok: true, table: chart });
  });

  it("writes one CSV row per cell, keyed by table, row and column, with the cell's provenance and rule", () => {
    const lines = tableToCsv(TABLE_KINDS["fire-tables"], ia1FireTables).split("\n");
    expect(lines[0]).toBe("table,row,column,value,source,rule,note");
    // IA1 7.51: the direct fire table's third column header is 4, cited from the rules.
    expect(lines[3]).toMatch(/^direct-fire,strength,3,4,rules,7\.51,/);
  });

  it("a CSV row sets its cell's value and provenance; the cells it does not list stay as they were", () => {
    const csv = formatCsv([
      ["table", "row", "column", "value", "source", "rule", "note"],
      ["direct-fire", "2", "1", "M", "user", "", "from our printed chart"],
    ]);
    const result = tableFromCsv(TABLE_KINDS["fire-tables"], csv, ia1FireTables, check("fire-tables"));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const table = result.table as FireTableSet;
    expect(table.tables[0]!.rows["2"]![0]).toEqual({ value: "M", provenance: { source: "user", note: "from our printed chart" } });
    expect(table.tables[0]!.rows["2"]![1]).toEqual(ia1FireTables.tables[0]!.rows["2"]![1]);
    expect(table.tables.slice(1)).toEqual(ia1FireTables.tables.slice(1));
  });
});

describe("bad charts are refused, each fault named by its JSON path or CSV row and column", () => {
  it("JSON that does not parse", () => {
    const result = tableFromJson(TABLE_KINDS.tec, "{ terrain: }", check("tec"));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]!.code).toBe("notJson");
  });

  it("a value of the wrong type, at its path", () => {
    const json = copy(ia1FireTables) as unknown as { tables: { columns: { value: unknown }[] }[] };
    json.tables[0]!.columns[2]!.value = "four";
    expect(tableFromJson(TABLE_KINDS["fire-tables"], JSON.stringify(json), check("fire-tables"))).toEqual({
      ok: false,
      issues: [{ code: "json", params: { path: "$.tables[0].columns[2].value", message: "Invalid input: expected number, received string" } }],
    });
  });

  it("a fire table result the table does not define (the engine's vocabulary check), at its path", () => {
    const json = copy(ia1FireTables) as unknown as { tables: { rows: Record<string, { value: string }[]> }[] };
    json.tables[0]!.rows["2"]![0]!.value = "Q";
    const result = tableFromJson(TABLE_KINDS["fire-tables"], JSON.stringify(json), check("fire-tables"));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => [i.code, i.params.path])).toEqual([["json", '$.tables[0].rows["2"][0].value']]);
  });

  it("another edition's or another game's chart", () => {
    const ia2 = { ...copy(ia1Tec), edition: "IA2" };
    expect(tableFromJson(TABLE_KINDS.tec, JSON.stringify(ia2), check("tec"))).toEqual({
      ok: false,
      issues: [{ code: "wrongEdition", params: { path: "$.edition", found: "IA2", expected: "IA1" } }],
    });
    const other = { ...copy(ia1Tec), ruleset: "panzer-grenadier" };
    expect(tableFromJson(TABLE_KINDS.tec, JSON.stringify(other), check("tec"))).toMatchObject({ ok: false, issues: [{ code: "wrongRuleset", params: { path: "$.ruleset" } }] });
  });

  it("a CSV whose header is not the kind's", () => {
    const csv = csvWith("tec", 1, (f) => f.map((c) => (c === "property" ? "prop" : c)));
    expect(tableFromCsv(TABLE_KINDS.tec, csv, ia1Tec, check("tec"))).toEqual({
      ok: false,
      issues: [{ code: "csvHeader", params: { row: 1, header: "section,id,property,value,source,rule,note" } }],
    });
  });

  it("CSV rows naming no cell, repeating one, with a bad source, rule or field count", () => {
    const lines = tableToCsv(TABLE_KINDS.tec, ia1Tec).split("\n");
    const text = [
      lines[0],
      "terrain,lava,moveCost,3,user,,",
      lines[1],
      lines[1],
      "terrain,woods,moveCost,2,printed,,",
      "terrain,woods,los,blocks,rules,,",
      "terrain,woods,losHeight,1,user,8.72,",
      "terrain,woods,limiting,true",
    ].join("\n");
    const result = tableFromCsv(TABLE_KINDS.tec, text, ia1Tec, check("tec"));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues).toEqual([
      { code: "csvUnknownCell", params: { row: 2, cell: "terrain,lava,moveCost" } },
      { code: "csvDuplicate", params: { row: 4, first: 3 } },
      { code: "csvSource", params: { row: 5, column: "source", value: "printed" } },
      { code: "csvRuleMissing", params: { row: 6, column: "rule" } },
      { code: "csvRuleExtra", params: { row: 7, column: "rule", source: "user" } },
      { code: "csvFields", params: { row: 8, count: 4, expected: 7 } },
    ]);
  });

  it("a CSV value the schema refuses, at its row and the value column", () => {
    // Row 11 of the IA1 TEC export is woods' move cost.
    const csv = csvWith("tec", 11, (f) => {
      expect(f.slice(0, 3)).toEqual(["terrain", "woods", "moveCost"]);
      return [...f.slice(0, 3), "lots", "user", "", ""];
    });
    const result = tableFromCsv(TABLE_KINDS.tec, csv, ia1Tec, check("tec"));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => [i.code, i.params.row, i.params.column])).toEqual([["csvValue", 11, "value"]]);
  });

  it("CSV that is not CSV", () => {
    expect(tableFromCsv(TABLE_KINDS.tec, 'section,id\n"open', ia1Tec, check("tec"))).toEqual({ ok: false, issues: [{ code: "csvUnterminatedQuote", params: { row: 2 } }] });
    expect(tableFromCsv(TABLE_KINDS.tec, "", ia1Tec, check("tec"))).toMatchObject({ ok: false, issues: [{ code: "csvEmpty" }] });
  });
});

describe("a GM's edit", () => {
  it("sets the cell and makes it a user cell", () => {
    const result = editCell(TABLE_KINDS["fire-tables"], ia1FireTables, "direct-fire|2|1", "M1", check("fire-tables"));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect((result.table as FireTableSet).tables[0]!.rows["2"]![0]).toEqual({ value: "M1", provenance: { source: "user" } });
    expect(ia1FireTables.tables[0]!.rows["2"]![0]!.value).toBe("-");
  });

  it("reads a signed number as a number (a TEC column shift)", () => {
    const result = editCell(TABLE_KINDS.tec, ia1Tec, "terrain|woods|combat:direct", "+1", check("tec"));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect((result.table as typeof ia1Tec).terrain.woods!.combat[0]).toEqual({ fire: "direct", shift: 1, provenance: { source: "user" } });
  });

  it("refuses a value the cell cannot hold, and a cell the chart lacks", () => {
    expect(editCell(TABLE_KINDS["fire-tables"], ia1FireTables, "direct-fire|strength|3", "x", check("fire-tables"))).toEqual({
      ok: false,
      issues: [{ code: "cellValue", params: { value: "x", message: "Invalid input: expected number, received string" } }],
    });
    expect(editCell(TABLE_KINDS.tec, ia1Tec, "terrain|lava|los", "clear", check("tec"))).toEqual({ ok: false, issues: [{ code: "noCell", params: { cell: "terrain,lava,los" } }] });
  });
});
