import { describe, expect, it } from "vitest";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { BRITISH, GERMAN, MG, offsetOf, rpBattle, rpMap, type UnitSpec } from "../support/fixture";
import { omaRunner, only } from "./oma-fixture";

// The example of play's ground: British trenches V09–V13, wire before V10–V12, a village at T05.
const map = rpMap({
  hexes: { ...Object.fromEntries(["V09", "V10", "V11", "V12", "V13"].map((l) => [l, { terrain: ["trench"] }])), T05: { terrain: ["village"] } },
  hexsides: [["V10", "W10", ["wire"]], ["V11", "W11", ["wire"]], ["V12", "W12", ["wire"]], ["V13", "W13", ["wire"]]],
});
const { run, play, at } = omaRunner(map);
const labels = (...ls: string[]) => ls.map(offsetOf);
const sides = [{ setUp: labels("X09", "X10", "X11", "X12", "X13") }, { setUp: labels("V09", "V10", "V11", "V12", "V13") }];

const british: Record<string, UnitSpec> = {
  v09: { side: BRITISH, at: "V09", in: "trench" },
  v10: { side: BRITISH, at: "V10", in: "trench", types: ["machine-gun"], ...MG },
  v11: { side: BRITISH, at: "V11", in: "trench" },
  v12: { side: BRITISH, at: "V12", in: "trench", types: ["machine-gun"], ...MG },
  v13: { side: BRITISH, at: "V13", in: "trench" },
};
const battle = (units: Record<string, UnitSpec>, kind: "pulverizing" | "paralyzing", hexes: string[], extra: Record<string, unknown> = {}) =>
  rpBattle(map, { units, phase: "preliminary", sides: sides as never, extra: { preliminary: [{ side: GERMAN, kind, hexes: labels(...hexes) }], ...extra } });
const fire: RpCommand = { type: "fire-preliminary", side: GERMAN };
/** A hexside as the breach options give it: the lower map index first. */
const pair = (a: string, b: string) => [at(a), at(b)].sort((x, y) => x - y);
const scrapes = (...ls: string[]) => Object.fromEntries(ls.map((l, i) => [`rp-scrape:${i + 1}`, at(l)]));

describe("RP 7.1 preliminary bombardment", () => {
  it("RP 7.12, 9.0: the example of play's pulverizing PB: every British unit is IN a trench, so all are dispersed; no die is a 6, none is eliminated", () => {
    const b = battle(british, "pulverizing", ["V09", "V10", "V11", "V12", "V13"]);
    const answers = { "rp-breach:1": pair("V10", "W10"), "rp-breach:2": pair("V11", "W11"), ...scrapes("W10", "W11", "W09", "W12", "V09", "U10") };
    const { state, events } = play(b, fire, [1, 2, 3, 4, 5], answers);
    expect(events[0]).toEqual({ type: "bombardment-fired", side: GERMAN, kind: "pulverizing", hexes: labels("V09", "V10", "V11", "V12", "V13").map(([c, r]) => map.indexOfOffset(c, r)), barrage: false, rule: "RP 7.11" });
    expect(only(events, "unit-destroyed")).toEqual([]);
    expect(Object.values(state.units).map((u) => [u.face, u.status, u.spent])).toEqual(Array(5).fill(["dispersed", "on-map", false]));
    expect(only(events, "bombardment-die").map((e) => (e as { effect: string }).effect)).toEqual(["none", "none", "none", "none", "none"]);
    // RP 7.12 a: the targeted (British) player's breach first, then the firer's.
    expect(only(events, "hexside-marked").map((e) => (e as { by: string }).by)).toEqual([BRITISH, GERMAN]);
    // RP 7.13: six scrapes by the firer; RP 7.14: "PB fired" for the scenario.
    expect(state.markers.scrapes).toEqual(["W10", "W11", "W09", "W12", "V09", "U10"].map((l) => ({ hex: at(l), origin: "pb" })));
    expect(state).toMatchObject({ pbFired: true, preliminary: [] });
  });

  it("RP 7.12 a: the targeted player places the first breach; RP 7.13: scrapes go in No Man's Land or the enemy's set-up area, never the firer's", () => {
    const b = battle(british, "pulverizing", ["V09", "V10", "V11", "V12", "V13"]);
    expect(run(b, fire, [1, 2, 3, 4, 5])).toMatchObject({ status: "decision", request: { kind: "rp-breach", side: BRITISH, rule: "RP 7.12" } });
    const r = run(b, fire, [1, 2, 3, 4, 5], { "rp-breach:1": pair("V10", "W10"), "rp-breach:2": pair("V11", "W11") });
    expect(r).toMatchObject({ status: "decision", request: { kind: "rp-scrape", side: GERMAN } });
    const options = r.status === "decision" ? (r.request.options as number[]) : [];
    expect(options).toContain(at("V09"));
    expect(options).toContain(at("W10"));
    expect(options).not.toContain(at("X10"));
  });

  it("RP 7.12, R16: a unit neither in a village nor IN a trench is eliminated, the firer's own too; a pulverizing 6 eliminates a dispersed unit", () => {
    const units: Record<string, UnitSpec> = {
      open: { side: BRITISH, at: "V09" },
      own: { side: GERMAN, at: "V10" },
      tank: { side: BRITISH, at: "V11", types: ["tank"] },
      village: { side: BRITISH, at: "T05" },
      six: { side: BRITISH, at: "V12", in: "trench" },
    };
    const b = battle(units, "pulverizing", ["V09", "V10", "V11", "V12", "T05"]);
    const answers = { "rp-breach:1": pair("V10", "W10"), "rp-breach:2": pair("V11", "W11"), ...scrapes("W10", "W11", "W09", "W12", "U09", "U10") };
    const { state } = play(b, fire, [6, 5], answers);
    expect(Object.fromEntries(Object.entries(state.units).map(([id, u]) => [id, u.status]))).toEqual({ open: "destroyed", own: "destroyed", tank: "destroyed", village: "on-map", six: "destroyed" });
    expect(state.units.village).toMatchObject({ face: "dispersed", spent: false });
  });

  it("RP 7.12 b: paralyzing: a die of 2 or more spends a dispersed unit, a 1 does not; three breaches by the firer", () => {
    const b = battle({ v09: british.v09!, v11: british.v11! }, "paralyzing", ["V09", "V10", "V11", "V12", "V13"]);
    const answers = { "rp-breach:1": pair("V10", "W10"), "rp-breach:2": pair("V11", "W11"), "rp-breach:3": pair("V12", "W12"), ...scrapes("W10", "W11", "W09", "W12", "V09", "U10") };
    const { state, events } = play(b, fire, [1, 2], answers);
    expect(only(events, "bombardment-die").map((e) => (e as { effect: string }).effect)).toEqual(["none", "spent"]);
    expect([state.units.v09!.spent, state.units.v11!.spent]).toEqual([false, true]);
    expect(only(events, "hexside-marked").map((e) => (e as { by: string }).by)).toEqual([GERMAN, GERMAN, GERMAN]);
  });

  it("RP 7.11: fired by its side, before turn 1, while one is left; refusals leave the state unchanged", () => {
    const b = battle(british, "pulverizing", ["V09"]);
    const before = structuredClone(b);
    expect(run(b, { type: "fire-preliminary", side: BRITISH })).toMatchObject({ status: "refused", rule: "RP 7.11", code: "rp.oma.not-your-preliminary" });
    expect(run({ ...b, phase: "initiative" }, fire)).toMatchObject({ status: "refused", rule: "RP 7.11" });
    expect(run({ ...b, preliminary: [] }, fire)).toMatchObject({ status: "refused", rule: "RP 7.11", code: "rp.oma.no-preliminary" });
    expect(b).toEqual(before);
  });
});
