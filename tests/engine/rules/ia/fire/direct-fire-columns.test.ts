import { describe, expect, it } from "vitest";
import { resolveColumn, resultAt } from "../../../../../src/engine/data/table-lookup";
import { ia1DirectFire, ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { ia1Reduced } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { at, cav, done, fireAt, fixtureRules, fixtureTables, gun, inAction, mg, ofType, shipped } from "./support";

describe("IA1 7.52 separate column modifiers in one attack", () => {
  it("IA1 7.52 example: MG fire 6 at range 2 on INF, mounted CAV and artillery: 11, 16 and 22 columns; a 5 gives M, M1, M2", () => {
    const state = inAction([mg("mg", "G", at(0, 0)), inf("inf", "R", at(0, 2)), cav("cav", "R", at(0, 2)), gun("art", "R", at(0, 2))]);
    // One fire roll (5), then a morale roll for each unit: M for the INF, M1 for the CAV, M2 for the gun.
    const { events } = done(shipped, state, fireAt(["mg"], at(0, 2)), [2, 3, 1, 1, 1, 1, 1, 1]);
    const [fire] = ofType(events, "fire-resolved");
    expect(fire).toMatchObject({ strength: 6, column: 11, roll: { total: 5 } });
    expect(fire!.results.map((r) => [r.piece, r.column, r.result, r.source])).toEqual([
      ["inf", 11, "M", "rules"],
      ["cav", 16, "M1", "rules"],
      ["art", 22, "M2", "rules"],
    ]);
    expect(fire!.trace.map((t) => [t.id, t.value, t.rule])).toEqual([
      ["table.strength", 6, undefined],
      ["table.column", 4, "IA1 10.2"],
      ["companies", 2, "IA1 4.2"],
      ["table.shift", 2, undefined],
    ]);
    expect(fire!.results[2]!.trace!.filter((t) => t.id === "artillery-target")).toEqual([expect.objectContaining({ value: 2, rule: "IA1 7.52" })]);
    // Each morale roll is 2 plus its result's modifier: M +0 and M2 +2 are rules (14.1); M1's +1 is a playtest
    // value (14.1 names only M2's), so the CAV's 3 rests on playtest data.
    expect((["M", "M1", "M2"] as const).map((code) => ia1DirectFire.results[code]!.provenance.source)).toEqual(["rules", "playtest", "rules"]);
    expect(ofType(events, "morale-checked").map((e) => [e.piece, e.result])).toEqual([
      ["inf", 2],
      ["cav", 3], // playtest: M1 = +1
      ["art", 4],
    ]);
  });
  it("IA1 7.52, 15.41 the mounted cavalry shift is for mounted cavalry only: a dismounted CAV in the hex takes the hex's column", () => {
    // Fire 2 on the fixture table's 2 column, +2 for the two companies: 10; the mounted CAV +1 more: 20.
    const weak = inf("g", "G", at(0, 0), { full: { direct: 2, bombardment: 0, range: 4, movement: 4 } });
    const state = inAction([weak, cav("up", "R", at(0, 2)), cav("down", "R", at(0, 2), { mounted: false })]);
    const [fire] = ofType(done(fixtureRules, state, fireAt(["g"], at(0, 2)), [6, 6]).events, "fire-resolved");
    expect(fire!.results.map((r) => [r.piece, r.column])).toEqual([
      ["up", 20],
      ["down", 10],
    ]);
    expect(fire!.results[0]!.trace!.filter((t) => t.id === "mounted-cavalry")).toEqual([expect.objectContaining({ value: 1, rule: "IA1 7.52" })]);
  });
  it("IA1 7.52 the cells and columns of that example are rules data, not playtest values", () => {
    const index = (header: number) => ia1DirectFire.columns.findIndex((c) => c.value === header);
    for (const [header, code] of [[11, "M"], [16, "M1"], [22, "M2"]] as const) {
      expect(ia1DirectFire.columns[index(header)]!.provenance).toMatchObject({ source: "rules" });
      expect(resultAt(ia1DirectFire, index(header), 5)).toMatchObject({ code, provenance: { source: "rules", rule: "7.52" } });
    }
  });
});

describe("IA1 7.51 applying a column modifier", () => {
  it("IA1 7.51 example: +5 moves a direct fire attack from the 4 column to the 30 column", () => {
    expect(resolveColumn(ia1DirectFire, 4, [{ id: "shift", label: "+5", value: 5 }]).header).toBe(30);
  });
  it("IA1 7.51 no attack is raised above the highest column", () => {
    const big = inf("big", "G", at(0, 0), { full: { direct: 20, bombardment: 0, range: 4, movement: 4 } });
    const state = inAction([big, inf("r1", "R", at(0, 2)), inf("r2", "R", at(0, 2))]);
    const [fire] = ofType(done(fixtureRules, state, fireAt(["big"], at(0, 2)), [6, 6]).events, "fire-resolved");
    expect(fire!.column).toBe(20);
    expect(fire!.trace.at(-1)).toMatchObject({ id: "table.clamp-high", value: 0, rule: "IA1 7.51" });
  });
  it("IA1 7.51 no attack is reduced below the lowest column (woods −2 from the TEC, night −1)", () => {
    const weak = inf("weak", "G", at(-4, 3), { full: { direct: 2, bombardment: 0, range: 4, movement: 4 } });
    const state = inAction([weak, mg("mg", "R", at(-4, 4))], [], { visibility: ia1Reduced(2, true) });
    const [fire] = ofType(done(fixtureRules, state, fireAt(["weak"], at(-4, 4)), [6, 6]).events, "fire-resolved");
    expect(fire!.column).toBe(2);
    expect(fire!.trace.map((t) => [t.id, t.value, t.rule])).toEqual([
      ["table.strength", 2, undefined],
      ["table.column", 2, "IA1 10.2"],
      ["night", -1, "IA1 1.0"],
      ["terrain.woods", -2, "IA1 8.52"],
      ["table.clamp-low", 0, "IA1 7.51"],
    ]);
  });
});

describe("IA1 4.2, 13.15 hex column modifiers", () => {
  it("IA1 4.2 one company +1, two companies +2; a non-company unit adds nothing", () => {
    const shift = (units: ReturnType<typeof inf>[]) => {
      const [fire] = ofType(done(fixtureRules, inAction([inf("g", "G", at(0, 0)), ...units]), fireAt(["g"], at(0, 2)), [6, 6]).events, "fire-resolved");
      return fire!.trace.find((t) => t.id === "companies")?.value ?? 0;
    };
    expect(shift([mg("m", "R", at(0, 2))])).toBe(0);
    expect(shift([inf("r1", "R", at(0, 2)), mg("m", "R", at(0, 2))])).toBe(1);
    expect(shift([inf("r1", "R", at(0, 2)), inf("r2", "R", at(0, 2)), mg("m", "R", at(0, 2))])).toBe(2);
  });
  it("IA1 13.15 a target three or more hexes away: −1; two hexes away: none", () => {
    const ids = (d: number) => {
      const [fire] = ofType(done(fixtureRules, inAction([inf("g", "G", at(0, 0)), mg("m", "R", at(0, d))]), fireAt(["g"], at(0, d)), [6, 6]).events, "fire-resolved");
      return fire!.trace.map((t) => t.id);
    };
    expect(ids(2)).not.toContain("long-range");
    expect(ids(3)).toContain("long-range");
  });
  it("IA1 7.5, 2.2.2 (docs/rulings.md) a hex of woods and town takes one terrain modifier, not both", () => {
    const both = testMap(ia1Tec, [[10, 12, ["woods", "town"]]]);
    const hexAt = (c: number, r: number) => both.indexOfOffset(c, r);
    // Fire 20 on the fixture table's 20 column: −2 moves it to the 5 column (−4 would reach the 2 column).
    const state = inAction([inf("g", "G", hexAt(10, 10), { full: { direct: 20, bombardment: 0, range: 4, movement: 4 } }), mg("m", "R", hexAt(10, 12))]);
    const [fire] = ofType(done(iaRuleset(both, ia1Tec, { fireTables: fixtureTables() }), state, fireAt(["g"], hexAt(10, 12)), [6, 6]).events, "fire-resolved");
    expect(fire!.trace.filter((t) => t.id.startsWith("terrain.")).map((t) => t.value)).toEqual([-2]);
    expect(fire!.column).toBe(5);
    // With town at −1 (a test TEC), the woods' −2 is the one that applies: the most favourable to the target.
    const tec = structuredClone(ia1Tec);
    tec.terrain.town!.combat = tec.terrain.town!.combat.map((m) => (m.fire === "direct" ? { ...m, shift: -1 } : m));
    const lighter = testMap(tec, [[10, 12, ["town", "woods"]]]);
    const [other] = ofType(done(iaRuleset(lighter, tec, { fireTables: fixtureTables() }), state, fireAt(["g"], hexAt(10, 12)), [6, 6]).events, "fire-resolved");
    expect(other!.trace.filter((t) => t.id.startsWith("terrain.")).map((t) => [t.id, t.value])).toEqual([["terrain.woods", -2]]);
  });
  it("IA1 16.32 an entrenched unit gets −2 on its own column; leaders use the hex's column", () => {
    const state = inAction([inf("g", "G", at(0, 0)), inf("dug", "R", at(0, 2), { entrenched: true }), inf("open", "R", at(0, 2))], [leader("l", "R", at(0, 2))]);
    const [fire] = ofType(done(fixtureRules, state, fireAt(["g"], at(0, 2)), [6, 6]).events, "fire-resolved");
    expect(fire!.results.map((r) => [r.piece, r.column])).toEqual([
      ["dug", 5],
      ["open", 20],
      ["l", 20],
    ]);
  });
});
