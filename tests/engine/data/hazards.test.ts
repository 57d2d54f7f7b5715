import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FireTable } from "../../../src/engine/rules/series/data/schemas/fire-table";
import { TerrainEffectsChart } from "../../../src/engine/data/schemas/tec";
import { DataError, jsonHazards, MAX_JSON_DEPTH, parseData, type DataIssue } from "../../../src/engine/data/validate";
import fireTablesJson from "../../../src/engine/rules/ia/data/ia1-fire-tables.json";
import tecJson from "../../../src/engine/rules/ia/data/ia1-tec.json";

const clone = <T>(x: T): any => structuredClone(x);

function refused(schema: z.ZodType, json: unknown, root: readonly PropertyKey[] = []): DataIssue[] {
  try {
    parseData(schema, json, "test.json", root);
  } catch (e) {
    if (e instanceof DataError) return [...e.issues];
    throw e;
  }
  throw new Error("data was accepted");
}

/** JSON nested `depth` levels, arrays and objects in turn, built without recursion. */
function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

describe("what no schema sees is refused before any schema runs", () => {
  it("a key every object inherits, wherever it is, even where a record would silently drop it (__proto__)", () => {
    const json = JSON.parse('{ "units": { "__proto__": { "id": "x" }, "g1": { "constructor": 1 } }, "list": [{ "toString": 2 }] }');
    expect(jsonHazards(json)).toEqual([
      { path: "$.list[0].toString", message: '"toString" is a name reserved by JavaScript: it cannot name anything here' },
      { path: "$.units.__proto__", message: '"__proto__" is a name reserved by JavaScript: it cannot name anything here' },
      { path: "$.units.g1.constructor", message: '"constructor" is a name reserved by JavaScript: it cannot name anything here' },
    ]);
    // The schema alone would accept it: z.record drops a "__proto__" key without a word.
    const records = z.object({ units: z.record(z.string(), z.unknown()), list: z.array(z.unknown()) });
    expect(records.safeParse(JSON.parse('{ "units": { "__proto__": 1 }, "list": [] }')).success).toBe(true);
    expect(refused(records, JSON.parse('{ "units": { "__proto__": 1 }, "list": [] }'))).toEqual([
      { path: "$.units.__proto__", message: expect.stringContaining("reserved by JavaScript") },
    ]);
  });
  it(`nesting deeper than ${MAX_JSON_DEPTH} levels, even 100,000 levels, is refused at the level it passes the limit`, () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    expect(jsonHazards({ a: nested(100_000) })).toEqual([{ path: "$.a" + ".a[0]".repeat(31) + ".a", message: "nested more than 64 levels deep" }]);
    expect(jsonHazards({ a: nested(MAX_JSON_DEPTH - 1) })).toEqual([]);
  });
  it("paths are given under the root the data lies in", () => {
    expect(refused(z.object({ n: z.number() }), { n: "x" }, ["map"])).toEqual([{ path: "$.map.n", message: "Invalid input: expected number, received string" }]);
    expect(refused(z.unknown(), { constructor: 1 }, ["battle"])).toEqual([{ path: "$.battle.constructor", message: expect.stringContaining("reserved") }]);
  });
  it("a DataError lists the first 20 issues and counts the rest; all are kept", () => {
    const e = new DataError("big.json", Array.from({ length: 25 }, (_, i) => ({ path: `$[${i}]`, message: "bad" })));
    expect(e.message.split("\n")).toHaveLength(1 + 20 + 1);
    expect(e.message.split("\n").at(-1)).toBe("  … and 5 more");
    expect(e.issues).toHaveLength(25);
  });
});

describe("data-file values the engine cannot hold are refused with their path", () => {
  it("a table id or TEC terrain named constructor (a name every object has)", () => {
    const tec = clone(tecJson);
    tec.terrain = { ...tec.terrain, constructor: tec.terrain.clear };
    expect(refused(TerrainEffectsChart, tec)).toEqual([{ path: "$.terrain.constructor", message: expect.stringContaining("reserved by JavaScript") }]);
    const t = clone(fireTablesJson.tables[0]);
    t.id = "constructor";
    expect(refused(FireTable, t)).toEqual([{ path: "$.id", message: "this name is reserved by JavaScript: choose another id" }]);
  });
  it("a fire table's dice of 10^21 faces: refused at $.dice, its rows left unchecked (they would span 10^21 rolls)", () => {
    const t = clone(fireTablesJson.tables[0]);
    t.dice = { count: 2, sides: 1e21 };
    expect(refused(FireTable, t)).toEqual([
      { path: "$.dice.sides", message: "Too big: expected int to be <=9007199254740991" },
      { path: "$.dice.sides", message: "Too big: expected number to be <=20" },
    ]);
  });
  it("a friendly fire die-roll modifier beyond ±20 (the largest die) is refused, not spanned", () => {
    const t = clone(fireTablesJson.tables[1]);
    t.friendlyFire.modifiers[0].die.value = -1e9;
    expect(refused(FireTable, t)).toEqual([{ path: "$.friendlyFire.modifiers[0].die.value", message: "Too small: expected number to be >=-20" }]);
  });
  it("TEC heights, concealment ranges and move costs too large for the sight tables or any counter", () => {
    const tec = clone(tecJson);
    tec.terrain.woods.losHeight.value = 40_000;
    tec.terrain.woods.concealRange.value = 300;
    tec.terrain.clear.moveCost.value = 1e21;
    expect(refused(TerrainEffectsChart, tec).map((i) => i.path)).toEqual([
      "$.terrain.clear.moveCost.value",
      "$.terrain.woods.losHeight.value",
      "$.terrain.woods.concealRange.value",
    ]);
  });
});
