import { describe, expect, it } from "vitest";
import { pg3Charts } from "../../../../src/engine/rules/pg/data";
import type { AtTable } from "../../../../src/engine/rules/pg/data/schemas/at-table";
import type { PgDieTables } from "../../../../src/engine/rules/pg/data/schemas/die-tables";
import { pgTableRules } from "../../../../src/foundry/rulesets/pg/tables";
import { readCell } from "../../../../src/foundry/tables/cells";
import { chartsInEffect, withTable } from "../../../../src/foundry/tables/charts-in-effect";
import type { TableKind } from "../../../../src/foundry/tables/kinds";
import { editCell, tableFromCsv, tableFromJson, tableToCsv, tableToJson } from "../../../../src/foundry/tables/table-import";
import { cellId } from "../../../../src/foundry/tables/cells";

const KINDS = Object.fromEntries(pgTableRules.kinds.map((k) => [k.id, k])) as Record<string, TableKind<any>>;
const shipped = pgTableRules.shipped("PG3");
const check = (kind: string) => (table: unknown) => pgTableRules.check(kind, "PG3", table);

describe("PG's charts in the charts editor", () => {
  it("are the fire tables, the Anti-Tank Fire Table, the morale table, the die tables and the TEC, shipped as PG 3rd edition's", () => {
    expect(pgTableRules.kinds.map((k) => k.id)).toEqual(["fire-tables", "at-table", "morale-table", "die-tables", "tec"]);
    expect([shipped["fire-tables"], shipped["at-table"], shipped["morale-table"], shipped["die-tables"], shipped.tec]).toEqual([pg3Charts.fireTables, pg3Charts.atTable, pg3Charts.morale, pg3Charts.dieTables, pg3Charts.tec]);
  });

  it.each(["fire-tables", "at-table", "morale-table", "die-tables", "tec"])("%s: every cell names a value of the chart, once; JSON and CSV exports import back to the same chart", (kind) => {
    const chart = shipped[kind];
    const cells = KINDS[kind]!.cells(chart);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((c) => readCell(chart, c)?.provenance === undefined).map(cellId)).toEqual([]);
    expect(new Set(cells.map(cellId)).size).toBe(cells.length);
    expect(tableFromJson(KINDS[kind]!, tableToJson(chart), check(kind))).toEqual({ ok: true, table: chart });
    expect(tableFromCsv(KINDS[kind]!, tableToCsv(KINDS[kind]!, chart), chart, check(kind))).toEqual({ ok: true, table: chart });
  });

  it("PG 11.1 a GM's edit of the AT table's threshold band is a user cell; a band out of order is refused, saying why", () => {
    const at = KINDS["at-table"]!;
    const table = shipped["at-table"] as AtTable;
    const edited = editCell(at, table, "band|2|min", "9", check("at-table"));
    if (!edited.ok) throw new Error(JSON.stringify(edited.issues));
    expect((edited.table as AtTable).bands[1]!.min).toEqual({ value: 9, provenance: { source: "user" } });
    const wrong = editCell(at, table, "band|3|min", "8", check("at-table"));
    expect(wrong).toEqual({ ok: false, issues: [{ code: "cellValue", params: { value: "8", message: "bands must rise: 8 follows 10" } }] });
  });

  it("PG 17.5 a GM adds a Random Events Table to the die tables by import; a chart of another game is refused", () => {
    const own = { source: "user" } as const;
    const dieTables = shipped["die-tables"] as PgDieTables;
    const withEvents = { ...dieTables, tables: [...dieTables.tables, { id: "random-events", name: "Random Events", rule: "17.5", dice: { count: 2, sides: 6 }, rows: [{ rolls: [2, 12], label: "Rain", result: { value: "rain", provenance: own } }] }] };
    expect(tableFromJson(KINDS["die-tables"]!, JSON.stringify(withEvents), check("die-tables"))).toMatchObject({ ok: true });
    expect(tableFromJson(KINDS["die-tables"]!, JSON.stringify({ ...withEvents, ruleset: "infantry-attacks" }), check("die-tables"))).toMatchObject({ ok: false, issues: [{ code: "wrongRuleset" }] });
  });

  it("a new battle plays the world's charts: those the GM stored, and the shipped ones for the rest", () => {
    const at = structuredClone(shipped["at-table"]) as AtTable;
    at.truckArmor = { value: 0, provenance: { source: "user" } };
    const stored = withTable({}, "panzer-grenadier", "PG3", "at-table", at);
    const world = chartsInEffect(stored, "panzer-grenadier", "PG3", pgTableRules);
    expect(world.pgCharts).toEqual({ atTable: at });
    expect(chartsInEffect({}, "panzer-grenadier", "PG3", pgTableRules).pgCharts).toEqual({});
  });
});
