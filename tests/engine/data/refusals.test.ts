import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CounterSet } from "../../../src/engine/rules/ia/data/schemas/counters";
import { DieTableSet } from "../../../src/engine/data/schemas/die-table";
import { FireTable } from "../../../src/engine/rules/series/data/schemas/fire-table";
import { MoraleTable } from "../../../src/engine/rules/series/data/schemas/morale";
import { Scenario } from "../../../src/engine/rules/ia/data/schemas/scenario";
import { TerrainEffectsChart } from "../../../src/engine/data/schemas/tec";
import { DataError, parseData, type DataIssue } from "../../../src/engine/data/validate";
import dieTablesJson from "../../../src/engine/rules/ia/data/ia1-die-tables.json";
import fireTablesJson from "../../../src/engine/rules/ia/data/ia1-fire-tables.json";
import moraleJson from "../../../src/engine/rules/ia/data/ia1-morale.json";
import tecJson from "../../../src/engine/rules/ia/data/ia1-tec.json";
import { counterSet, scenario } from "./fixtures";

/** The issues a schema reports for `json`, which must be refused. */
function refused(schema: z.ZodType, json: unknown): DataIssue[] {
  try {
    parseData(schema, json, "test.json");
  } catch (e) {
    if (e instanceof DataError) {
      expect(e.message).toContain("test.json");
      return [...e.issues];
    }
    throw e;
  }
  throw new Error("data was accepted");
}

// Mutable copies of real data files.
const clone = <T>(x: T): any => structuredClone(x);
const directFire = () => clone(fireTablesJson.tables[0]);

describe("bad data is refused with its JSON path and the reason", () => {
  it("a TEC flag that is not a boolean", () => {
    const tec = clone(tecJson);
    tec.terrain.woods.limiting.value = "yes";
    expect(refused(TerrainEffectsChart, tec)).toEqual([{ path: "$.terrain.woods.limiting.value", message: expect.stringContaining("boolean") }]);
  });
  it("a rules provenance without a rule number", () => {
    const tec = clone(tecJson);
    delete tec.terrain.town.los.provenance.rule;
    expect(refused(TerrainEffectsChart, tec).map((i) => i.path)).toContain("$.terrain.town.los.provenance.rule");
  });
  it("a fire table row with a missing column names the row", () => {
    const t = directFire();
    t.rows["5"].pop();
    expect(refused(FireTable, t)).toEqual([{ path: '$.rows["5"]', message: "row 5 has 8 cells; the table has 9 columns" }]);
  });
  it("column headers that are not strictly ascending", () => {
    const t = directFire();
    t.columns[3].value = 4;
    expect(refused(FireTable, t)).toEqual([{ path: "$.columns[3].value", message: expect.stringContaining("strictly ascending") }]);
  });
  it("rows that do not cover exactly the dice range", () => {
    const t = directFire();
    t.rows["13"] = t.rows["12"];
    delete t.rows["12"];
    expect(refused(FireTable, t)).toEqual([
      { path: "$.rows", message: "no row for roll 12 (2d6 rolls 2–12)" },
      { path: '$.rows["13"]', message: "roll 13 is outside 2–12 (2d6)" },
    ]);
  });
  it("a result code that is not in the table's vocabulary", () => {
    const t = directFire();
    t.rows["2"][0].value = "4X";
    expect(refused(FireTable, t)).toEqual([{ path: '$.rows["2"][0].value', message: expect.stringContaining('result "4X" is not one of') }]);
  });
  it("a modifier with both a column shift and a die-roll modifier", () => {
    const t = directFire();
    t.modifiers[0].die = t.modifiers[0].shift;
    expect(refused(FireTable, t)).toEqual([{ path: "$.modifiers[0].shift", message: expect.stringContaining("not both") }]);
  });
  it("a friendly fire line naming a column the table lacks", () => {
    const t = clone(fireTablesJson.tables[1]);
    t.friendlyFire.columns["3"].value = 6;
    expect(refused(FireTable, t)).toEqual([{ path: '$.friendlyFire.columns["3"].value', message: "6 is not a column of the table" }]);
  });
  it("a die table whose bands leave a gap", () => {
    const d = clone(dieTablesJson);
    d.tables[0].rows[1].rolls = [5, 5];
    expect(refused(DieTableSet, d)).toEqual([{ path: "$.tables[0].rows[1].rolls", message: expect.stringContaining("should start at 4") }]);
  });
  it("a morale table with no band for large failures", () => {
    const m = clone(moraleJson);
    m.check.failures[1].margin.max = 5;
    expect(refused(MoraleTable, m)).toEqual([{ path: "$.check.failures", message: "good-order: failures by more than 5 have no band" }]);
  });
  it("counters with an unknown nationality or rank title", () => {
    const c = clone(counterSet);
    c.units["ru-inf"].nationality = "serbian";
    c.leaders["de-major"].rank = "Feldmarschall";
    expect(refused(CounterSet, c)).toEqual([
      { path: '$.units["ru-inf"].nationality', message: 'unknown nationality "serbian"' },
      { path: '$.leaders["de-major"].rank', message: 'rank "Feldmarschall" is not in the german infantry rank list' },
    ]);
  });
  it("scenario setup for an unknown side, without a position, or turns past the end", () => {
    const s = clone(scenario);
    s.setup[0].side = "austrian";
    delete s.setup[1].at;
    s.turns.conditions[0].to = 99;
    s.sides[0].initiativeLosses = [4, 2];
    expect(refused(Scenario, s).map((i) => `${i.path}: ${i.message}`)).toEqual([
      "$.sides[0].initiativeLosses: initiative loss thresholds must be strictly ascending",
      "$.setup[1].at: give exactly one of at, zone or enters",
      '$.setup[0].side: unknown side "austrian"',
      "$.turns.conditions[0]: turns 5–99 are not within 1–12",
    ]);
  });
  it("a board label that is not a hex number", () => {
    const s = clone(scenario);
    s.setup[0].at = "45/12";
    expect(refused(Scenario, s)[0]!.path).toBe("$.setup[0].at");
  });
});
