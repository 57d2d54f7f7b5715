import { describe, expect, it } from "vitest";
import { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import { DataError } from "../../../../../src/engine/data/validate";
import atTable from "../../../../../src/engine/rules/pg/data/pg3-at-table.json";
import demoCounters from "../../../../../src/engine/rules/pg/data/pg3-demo-counters.json";
import dieTables from "../../../../../src/engine/rules/pg/data/pg3-die-tables.json";
import fireTables from "../../../../../src/engine/rules/pg/data/pg3-fire-tables.json";
import morale from "../../../../../src/engine/rules/pg/data/pg3-morale.json";
import tec from "../../../../../src/engine/rules/pg/data/pg3-tec.json";
import { AtTable } from "../../../../../src/engine/rules/pg/data/schemas/at-table";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import { PgDieTables } from "../../../../../src/engine/rules/pg/data/schemas/die-tables";
import { loadCharts } from "../../../../../src/engine/rules/series/data/load";
import { FireTableSet } from "../../../../../src/engine/rules/series/data/schemas/fire-table";
import { MoraleTable } from "../../../../../src/engine/rules/series/data/schemas/morale";
import type { z } from "zod";

/** A copy of `json` with `edit` applied. */
function broken<T>(json: T, edit: (copy: any) => void): unknown {
  const copy = structuredClone(json);
  edit(copy);
  return copy;
}

/** The DataError paths of loading `json` as `file` with `schema`. */
function refusal(schema: z.ZodType, json: unknown, file: string): string[] {
  try {
    loadCharts({ chart: [schema, json, file] });
  } catch (e) {
    expect(e).toBeInstanceOf(DataError);
    expect((e as DataError).source).toBe(file);
    return (e as DataError).issues.map((i) => i.path);
  }
  throw new Error(`${file} loaded`);
}

describe("PG charts are refused with the JSON path at fault", () => {
  it("the shipped charts load", () => {
    const all = { fireTables: [FireTableSet, fireTables, "f"], atTable: [AtTable, atTable, "a"], morale: [MoraleTable, morale, "m"], dieTables: [PgDieTables, dieTables, "d"], tec: [TerrainEffectsChart, tec, "t"], counters: [PgCounterSet, demoCounters, "c"] } as const;
    expect(Object.keys(loadCharts(all))).toEqual(["fireTables", "atTable", "morale", "dieTables", "tec", "counters"]);
  });
  it("a fire table cell of the wrong type", () => {
    const json = broken(fireTables, (c) => (c.tables[0].rows["4"][4].value = 4));
    expect(refusal(FireTableSet, json, "pg3-fire-tables.json")).toEqual(['$.tables[0].rows["4"][4].value']);
  });
  it("an AT band's min of the wrong type, and bands that do not rise", () => {
    expect(refusal(AtTable, broken(atTable, (c) => (c.bands[1].min.value = "10")), "pg3-at-table.json")).toEqual(["$.bands[1].min.value"]);
    expect(refusal(AtTable, broken(atTable, (c) => (c.bands[2].min.value = 9)), "pg3-at-table.json")).toEqual(["$.bands[2].min.value"]);
  });
  it("an AT modifier that shifts a column", () => {
    const json = broken(atTable, (c) => {
      c.modifiers[0].shift = c.modifiers[0].die;
      delete c.modifiers[0].die;
    });
    expect(refusal(AtTable, json, "pg3-at-table.json")).toEqual(["$.modifiers[0].die"]);
  });
  it("a morale band of the wrong type", () => {
    expect(refusal(MoraleTable, broken(morale, (c) => (c.check.failures[0].margin.min = "1")), "pg3-morale.json")).toEqual(["$.check.failures[0].margin.min"]);
  });
  it("a die modifier of a table the set lacks", () => {
    expect(refusal(PgDieTables, broken(dieTables, (c) => (c.modifiers[0].table = "no-such-table")), "pg3-die-tables.json")).toEqual(["$.modifiers[0].table"]);
  });
  it("a movement cost by class of the wrong type", () => {
    const json = broken(tec, (c) => (c.terrain["minor-river"].moveCosts.motorized.value = "never"));
    expect(refusal(TerrainEffectsChart, json, "pg3-tec.json")).toEqual(['$.terrain["minor-river"].moveCosts.motorized.value']);
  });
  it("a counter's armor value of the wrong type", () => {
    expect(refusal(PgCounterSet, broken(demoCounters, (c) => (c.units.tiger.armor.value = "5")), "pg3-demo-counters.json")).toEqual(["$.units.tiger.armor.value"]);
  });
});
