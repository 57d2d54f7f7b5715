import { describe, expect, it } from "vitest";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { at, done, fireAt, fixtureRules, fixtureTables, gun, inAction, map, mg, ofType, run, wagon } from "./support";

const T = at(0, 2);
const russianFire = (state: Parameters<typeof done>[1], dice: number[], answers = {}) => done(fixtureRules, state, fireAt(["r"], T, undefined, "R"), dice, answers);
const shooter = () => inf("r", "R", at(0, 0), { full: { direct: 7, bombardment: 0, range: 4, movement: 4 } });

describe("IA1 7.61 step losses from direct fire", () => {
  // 7.61 example: a 2X on a hex with an Oberst, two full-strength INF and two wagons (one carrying an MG).
  const example = () =>
    inAction(
      [shooter(), inf("i1", "G", T), inf("i2", "G", T), wagon("w1", "G", T, { carrying: "mg" }), mg("mg", "G", T, { carriedBy: "w1", limbered: true }), wagon("w2", "G", T)],
      [leader("oberst", "G", T, { rank: 5, morale: 10 })],
      {},
      "R",
    );
  it("IA1 7.61 each loss goes where the owner chooses, one category at a time; a wagon's loss takes its cargo", () => {
    // Fire roll 3 (2X); M2 checks for the Oberst, then the surviving INF; the Oberst's casualty roll, less 2.
    const r = run(fixtureRules, example(), fireAt(["r"], T, undefined, "R"), [1, 2, 1, 1, 1, 1, 6, 6], { "loss:2X:combat:2": "i1" });
    expect(r.asked.map((q) => [q.id, q.kind, q.side, q.options, q.default, q.rule])).toEqual([
      ["loss:2X:combat:1", "loss-allocation", "G", ["i1", "i2"], "i1", "IA1 7.61"],
      ["loss:2X:transport:1", "loss-allocation", "G", ["w1", "w2"], "w1", "IA1 7.61"],
    ]);
    const { state, events } = russianFire(example(), [1, 2, 1, 1, 1, 1, 6, 6], { "loss:2X:combat:2": "i1" });
    expect(ofType(events, "loss-allocated").map((e) => [e.unit, e.category])).toEqual([
      ["i1", "combat"],
      ["i1", "combat"],
      ["w1", "transport"],
      ["w2", "transport"],
    ]);
    expect(state.eliminated).toEqual(["i1", "mg", "w1", "w2"]);
    expect(ofType(events, "morale-checked").map((e) => [e.piece, e.result - e.roll.total])).toEqual([
      ["oberst", 2],
      ["i2", 2],
    ]);
    expect(ofType(events, "leader-casualty-rolled")).toEqual([expect.objectContaining({ leader: "oberst", stepsLost: 2, result: 10, eliminated: false })]);
  });
  it("IA1 7.61 or one step loss on each INF, at the owner's choice", () => {
    const { state } = russianFire(example(), [1, 2, 1, 1, 1, 1, 1, 1, 6, 6], { "loss:2X:combat:2": "i2" });
    expect([state.units.get("i1")!.steps, state.units.get("i2")!.steps]).toEqual([1, 1]);
  });
  it("IA1 7.61 example: a 2X on an MG and three wagons eliminates the MG and two wagons, not the third", () => {
    const state = inAction([shooter(), mg("mg", "G", T), wagon("w1", "G", T), wagon("w2", "G", T), wagon("w3", "G", T)], [], {}, "R");
    // The leftover combat loss is ignored; the surviving wagon checks M2.
    const { state: after } = russianFire(state, [1, 2, 1, 1], { "loss:2X:transport:1": "w1", "loss:2X:transport:2": "w2" });
    expect(after.eliminated).toEqual(["mg", "w1", "w2"]);
    expect([...after.units.keys()].sort()).toEqual(["r", "w3"]);
  });
  it("IA1 7.52 no spillover: an X on the INF and a 2X on the gun cost the INF one step and destroy the gun", () => {
    // Strength 7 (5 column), +1 for the one company: the INF's X on the 10 column, the gun's 2X on the 20 (+2).
    const rules = iaRuleset(map, ia1Tec, { fireTables: fixtureTables({ 4: ["M", "M2", "X", "2X"] }) });
    const state = inAction([shooter(), inf("i", "G", T), gun("fk", "G", T)], [], {}, "R");
    const { state: after, events } = done(rules, state, fireAt(["r"], T, undefined, "R"), [1, 3, 1, 1]);
    expect(ofType(events, "fire-resolved")[0]!.results.map((x) => [x.piece, x.column, x.result])).toEqual([
      ["i", 10, "X"],
      ["fk", 20, "2X"],
    ]);
    expect(after.units.get("i")!.steps).toBe(1);
    expect(after.eliminated).toEqual(["fk"]);
  });
});

describe("IA1 6.7, 6.71 leaders under fire", () => {
  it("IA1 6.71 a leader alone in the hex is eliminated by an X", () => {
    const state = inAction([shooter()], [leader("hptm", "G", T)], {}, "R");
    const { state: after, events } = russianFire(state, [1, 3]);
    expect(after.leaders.get("hptm")).toBeUndefined();
    expect(ofType(events, "eliminated")).toEqual([expect.objectContaining({ piece: "hptm", rule: "IA1 6.71" })]);
    expect(ofType(events, "morale-checked")).toEqual([]);
  });
  it("IA1 6.71 transports are not combat units: a leader with only a wagon is alone, and both are lost to an X", () => {
    const state = inAction([shooter(), wagon("w", "G", T)], [leader("hptm", "G", T)], {}, "R");
    const { state: after, events } = russianFire(state, [1, 3]);
    expect(after.eliminated).toEqual(["w", "hptm"]);
    expect(ofType(events, "leader-casualty-rolled")).toEqual([]);
  });
  it("IA1 6.71, 7.61 units loaded on transports do not count: a leader with a loaded wagon is alone, and an X loses him, the wagon and its cargo", () => {
    const state = inAction([shooter(), wagon("w", "G", T, { carrying: "mg" }), mg("mg", "G", T, { carriedBy: "w", limbered: true })], [leader("hptm", "G", T)], {}, "R");
    const { state: after, events } = russianFire(state, [1, 3]);
    expect(after.eliminated).toEqual(["mg", "w", "hptm"]);
    expect(ofType(events, "eliminated")).toContainEqual(expect.objectContaining({ piece: "hptm", rule: "IA1 6.71" }));
    expect(ofType(events, "morale-checked")).toEqual([]);
  });
  it("IA1 6.7, 14.11 the casualty roll counts every step lost by friendly combat units in the hex, the morale checks' own included", () => {
    // Roll 4 (X): the INF loses a step (7.61). M2: the leader and the INF pass; the demoralized INF fails by 3 or
    // more and loses a step (14.11). The leader's casualty roll, 12, is then less two.
    const state = inAction([shooter(), inf("i", "G", T), inf("d", "G", T, { status: "demoralized" })], [leader("hptm", "G", T)], {}, "R");
    const { events } = russianFire(state, [1, 3, 1, 1, 1, 1, 6, 6, 6, 6]);
    expect(ofType(events, "steps-lost").map((e) => [e.unit, e.rule])).toEqual([
      ["i", "IA1 7.61"],
      ["d", "IA1 14.11"],
    ]);
    expect(ofType(events, "leader-casualty-rolled")).toEqual([expect.objectContaining({ leader: "hptm", stepsLost: 2, result: 10 })]);
  });
  it("IA1 6.7 without a step lost by combat units there is no casualty roll (an M2 result)", () => {
    const state = inAction([shooter(), inf("i", "G", T)], [leader("hptm", "G", T)], {}, "R");
    const { events } = russianFire(state, [2, 3, 1, 1, 1, 1]);
    expect(ofType(events, "morale-checked").map((e) => e.piece)).toEqual(["hptm", "i"]);
    expect(ofType(events, "leader-casualty-rolled")).toEqual([]);
  });
});
