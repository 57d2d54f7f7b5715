import { describe, expect, it } from "vitest";
import { DataError } from "../../../../../src/engine/data/validate";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { checkFireTables } from "../../../../../src/engine/rules/ia/data/fire-vocabulary";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { testMap } from "../../../../fixtures/maps";
import { fixtureTables } from "../fire/support";

describe("fire tables the engine can play", () => {
  it("IA1 10.2 a fixture table with the engine's modifier ids is accepted", () => {
    expect(() => checkFireTables(fixtureTables(), "fixture")).not.toThrow();
  });
  it("an unknown modifier id is refused naming its path, not silently ignored", () => {
    const tables = fixtureTables();
    const t = structuredClone(tables);
    (t.tables[0]!.modifiers[1] as { id: string }).id = "stacking";
    const error = (() => {
      try {
        iaRuleset(testMap(ia1Tec), ia1Tec, { fireTables: t });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).issues).toEqual([{ path: "$.fireTables.tables[0].modifiers[1].id", message: expect.stringContaining('no modifier "stacking"') }]);
  });
  it("IA1 10.2 tables without a direct fire table are refused", () => {
    const t = structuredClone(fixtureTables());
    (t.tables[0] as { kind: string }).kind = "bombardment";
    expect(() => checkFireTables({ ...t, tables: [] }, "x")).toThrow(/no table of kind "direct"/);
  });
});
