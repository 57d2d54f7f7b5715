import { describe, expect, it } from "vitest";
import { pg3Assault, pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import { moraleLevel } from "../../../../../src/engine/rules/pg/fire/after-losses";
import { lossCategories, lossOptions, mustInclude, type PgLossCategory, type PgLossScope } from "../../../../../src/engine/rules/pg/fire/losses";
import type { PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { counter } from "../units/fixtures";
import { at, battle, pgUnit } from "./fixtures";

const HEX = at(8, 8);
const placed = (id: string, type: string, over: Parameters<typeof pgUnit>[2] = {}): PgUnit => ({ ...pgUnit(id, type, over), hex: HEX });
/** The shipped results' step losses, each fixed by the rules (7.61, 7.63). */
const result = (table: typeof pg3DirectFire, code: string) => {
  const r = table.results[code]!;
  expect(r.provenance).toMatchObject({ source: "rules" });
  return r;
};
/** Every option list offered along `choices`, taking each choice in turn. */
function walk(scope: PgLossScope, category: PgLossCategory, choices: readonly string[]): string[][] {
  return [...choices, null].map((_, n) => lossOptions(scope, category, choices.slice(0, n)));
}

describe("PG 7.61, 7.63 loss categories", () => {
  it("PG 7.61 combat units except closed-top AFVs; wagons, trucks and sledges", () => {
    const of = (id: string) => lossCategories(counter(id), "fire");
    expect([of("german-infantry"), of("spw-251"), of("tiger"), of("wagon"), of("truck"), of("armed-truck")]).toEqual([["combat"], ["combat"], [], ["transport"], ["transport"], ["combat", "transport"]]);
  });
  it("PG 7.63 \"one enemy combat unit of any kind\": a closed-top AFV too", () => {
    expect(lossCategories(counter("tiger"), "assault")).toEqual(["combat"]);
  });
  it("PG 7.61, 7.63 the constraint of a 2X/3X or 2/3: an open-top AFV on the fire tables, any AFV in an assault; none for one loss", () => {
    const fire2 = mustInclude("fire", result(pg3DirectFire, "2X"))!;
    const assault2 = mustInclude("assault", result(pg3Assault, "2"))!;
    expect([fire2(counter("spw-251")), fire2(counter("tiger")), assault2(counter("tiger")), assault2(counter("german-infantry"))]).toEqual([true, false, true, false]);
    expect(mustInclude("fire", result(pg3DirectFire, "X"))).toBeNull();
    expect(mustInclude("assault", result(pg3Assault, "1"))).toBeNull();
  });
});

describe("PG 7.61 the 2X example", () => {
  // A full-strength German INF, a Tiger, an SPW 251 APC and two wagons.
  const units = [placed("inf", "german-infantry"), placed("tiger", "tiger"), placed("spw", "spw-251"), placed("w1", "wagon"), placed("w2", "wagon")];
  const scope: PgLossScope = { table: "fire", result: result(pg3DirectFire, "2X"), units };

  it("PG 7.61 2X: the combat losses go to the INF and the APC in either order (the rule forces the open-top AFV), never the Tiger", () => {
    expect(walk(scope, "combat", ["inf", "spw"])).toEqual([["inf", "spw"], ["spw"], []]);
    expect(walk(scope, "combat", ["spw", "inf"])).toEqual([["inf", "spw"], ["inf"], []]);
  });
  it("PG 7.61 2X: both wagons", () => {
    expect(walk(scope, "transport", ["w1", "w2"])).toEqual([["w1", "w2"], ["w2"], []]);
  });
  it("PG 7.61 2X: open-top takes one loss, wagons both, Tiger checks M, INF M2", () => {
    // The APC and both wagons are gone; the INF survives its one loss.
    const b = battle(units);
    expect(["inf", "tiger"].map((id) => moraleLevel(b, b.units.get(id)!, pg3DirectFire, "fire", "2X"))).toEqual([2, 0]);
  });
});

describe("PG 7.61, 7.6 the owner's choices", () => {
  const two = [placed("a", "german-infantry"), placed("b", "german-infantry")];
  it("PG 7.61 X: any combat unit but a closed-top AFV, the APC included", () => {
    const units = [...two, placed("tiger", "tiger"), placed("spw", "spw-251")];
    expect(lossOptions({ table: "fire", result: result(pg3DirectFire, "X"), units }, "combat", [])).toEqual(["a", "b", "spw"]);
  });
  it("PG 7.61 3X: at least one loss to the open-top AFV, the last one if none went to it", () => {
    const scope: PgLossScope = { table: "fire", result: result(pg3DirectFire, "3X"), units: [...two, placed("spw", "spw-251")] };
    expect(walk(scope, "combat", ["a", "b"])).toEqual([["a", "b", "spw"], ["a", "b", "spw"], ["spw"]]);
    expect(walk(scope, "combat", ["spw", "a"])).toEqual([["a", "b", "spw"], ["a", "b"], ["a", "b"]]);
  });
  it("PG 7.61 2X with no open-top AFV present: the owner's free choice", () => {
    expect(walk({ table: "fire", result: result(pg3DirectFire, "2X"), units: two }, "combat", ["a"])).toEqual([["a", "b"], ["a", "b"]]);
  });
  it("PG 7.6 a unit that took two step losses is eliminated; losses beyond the category's units are ignored", () => {
    const scope: PgLossScope = { table: "fire", result: result(pg3DirectFire, "3X"), units: [placed("a", "german-infantry")] };
    expect(walk(scope, "combat", ["a", "a"])).toEqual([["a"], ["a"], []]);
    expect(lossOptions({ ...scope, units: [placed("w", "wagon")] }, "combat", [])).toEqual([]);
  });
});

describe("PG 7.63 the assault example", () => {
  // An INF, a disrupted HMG, a Tiger, an SPW 251 APC and two trucks, all at full strength.
  const units = [
    placed("inf", "german-infantry"),
    placed("hmg", "german-hmg", { status: "disrupted" }),
    placed("tiger", "tiger"),
    placed("spw", "spw-251"),
    placed("t1", "opel-blitz"),
    placed("t2", "opel-blitz"),
  ];
  const scope = (code: string): PgLossScope => ({ table: "assault", result: result(pg3Assault, code), units });

  it("PG 7.63 result 1 best status first: one truck, and a step to the INF, the Tiger or the APC, not the disrupted HMG", () => {
    expect(walk(scope("1"), "transport", ["t1"])).toEqual([["t1", "t2"], []]);
    expect(walk(scope("1"), "combat", ["tiger"])).toEqual([["inf", "tiger", "spw"], []]);
  });
  it("PG 7.63 result 2 an AFV takes one: both trucks; first loss not the HMG; the Tiger or the APC if the INF took it", () => {
    expect(walk(scope("2"), "transport", ["t1", "t2"])).toEqual([["t1", "t2"], ["t2"], []]);
    expect(walk(scope("2"), "combat", ["inf", "spw"])).toEqual([["inf", "tiger", "spw"], ["tiger", "spw"], []]);
    expect(walk(scope("2"), "combat", ["tiger", "hmg"])).toEqual([["inf", "tiger", "spw"], ["inf", "hmg", "tiger", "spw"], []]);
  });
  it("PG 7.63 result 3: free after the first, an AFV by the last", () => {
    expect(walk(scope("3"), "combat", ["inf", "hmg", "tiger"])).toEqual([["inf", "tiger", "spw"], ["inf", "hmg", "tiger", "spw"], ["tiger", "spw"], []]);
  });
  it("PG 7.63 \"After applying all step losses, each surviving unit must make an M2 morale check\", the Tiger too", () => {
    // t1 is gone; every survivor checks M2.
    const b = battle(units);
    expect(["inf", "hmg", "tiger", "spw", "t2"].map((id) => moraleLevel(b, b.units.get(id)!, pg3Assault, "assault", "1"))).toEqual([2, 2, 2, 2, 2]);
  });
});

describe("PG 7.63 best morale status (ruling A54) and non-participants (12.3, ruling N4)", () => {
  const one = result(pg3Assault, "1");
  it("PG 7.63 (ruling A54) with no unit in good order a disrupted one takes the first loss; all demoralized: any", () => {
    const dis = placed("dis", "german-infantry", { status: "disrupted" });
    const dem = placed("dem", "german-hmg", { status: "demoralized" });
    const dem2 = placed("dem2", "german-infantry", { status: "demoralized" });
    expect(lossOptions({ table: "assault", result: one, units: [dem, dis] }, "combat", [])).toEqual(["dis"]);
    expect(lossOptions({ table: "assault", result: one, units: [dem, dem2] }, "combat", [])).toEqual(["dem", "dem2"]);
  });
  it("PG 7.63 in the transport category too: a good-order truck before a disrupted wagon", () => {
    const units = [placed("w", "wagon", { status: "disrupted" }), placed("t", "opel-blitz")];
    expect(lossOptions({ table: "assault", result: one, units }, "transport", [])).toEqual(["t"]);
  });
  it("PG 12.3 (ruling N4) active units that did not take part take no step loss, but check M2", () => {
    const units = [placed("in", "german-infantry", { status: "disrupted" }), placed("out", "german-infantry")];
    expect(lossOptions({ table: "assault", result: one, units, exempt: new Set(["out"]) }, "combat", [])).toEqual(["in"]);
    const b = battle(units);
    expect(units.map((u) => moraleLevel(b, b.units.get(u.id)!, pg3Assault, "assault", "1"))).toEqual([2, 2]);
  });
});
