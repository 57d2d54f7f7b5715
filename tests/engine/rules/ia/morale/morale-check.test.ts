import { describe, expect, it } from "vitest";
import { checkMorale } from "../../../../../src/engine/rules/ia/morale";
import type { IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { at, done, ofType, probe } from "./probe";

const h = at(5, 5);
const sides = () => [side("R", 2), side("G", 2)] as [ReturnType<typeof side>, ReturnType<typeof side>];
const check = (units: IaUnit[], leaders: IaLeader[], ids: string[], dice: number[], level: 0 | 1 | 2 = 0) =>
  done(battle(sides(), units, leaders), dice, (ctx) => checkMorale(ctx, ids, level, "fire"));

describe("IA1 14.1 morale checks", () => {
  it("IA1 14.1 example: leader 10 (+1) and two INF of morale 8 under M2 — leader passes on 8+2, INF 8+2 vs 9 disrupted, 10+2 vs 9 demoralized", () => {
    const r = check([inf("i1", "R", h), inf("i2", "R", h)], [leader("ldr", "R", h, { morale: 10, moraleBonus: 1 })], ["i1", "i2", "ldr"], [4, 4, 3, 5, 4, 6], 2);
    expect(r.value.map((o) => [o.piece, o.check.roll.total, o.check.result, o.check.target, o.result])).toEqual([
      ["ldr", 8, 10, 10, "no-effect"],
      ["i1", 8, 10, 9, "disrupted"],
      ["i2", 10, 12, 9, "demoralized"],
    ]);
    expect([r.state.leaders.get("ldr")!.status, r.state.units.get("i1")!.status, r.state.units.get("i2")!.status]).toEqual(["good", "disrupted", "demoralized"]);
    const [, first] = ofType(r.events, "morale-checked");
    expect(first).toMatchObject({ piece: "i1", leader: "ldr", outcome: "disrupted", margin: 1, passed: false, roll: { dice: [3, 5] }, rule: "IA1 14.1" });
    expect(first!.trace.map((t) => [t.id, t.value])).toEqual([
      ["ia.morale.full", 8],
      ["ia.morale.leader-bonus", 1],
      ["ia.morale.m2", 2],
    ]);
  });
  it("IA1 14.1 M adds nothing; M1 adds one (playtest reading)", () => {
    expect(check([inf("i1", "R", h)], [], ["i1"], [4, 4], 0).value[0]).toMatchObject({ result: "no-effect" });
    expect(check([inf("i1", "R", h)], [], ["i1"], [4, 4], 1).value[0]).toMatchObject({ result: "disrupted", check: { result: 9, margin: 1 } });
  });
  it("IA1 14.0 a reduced company checks against the reduced morale; other one-step units use the full value", () => {
    const reduced = check([inf("i1", "R", h, { steps: 1 })], [], ["i1"], [4, 4]).value[0]!;
    expect(reduced).toMatchObject({ check: { target: 7 }, result: "disrupted" });
    const mg = check([inf("m1", "R", h, { kind: "MG", company: false, steps: 1, maxSteps: 1 })], [], ["m1"], [4, 4]).value[0]!;
    expect(mg).toMatchObject({ check: { target: 8 }, result: "no-effect" });
  });
});

describe("IA1 14.11 compound morale failure", () => {
  const cases: [string, Partial<IaUnit>, number[], string, Partial<IaUnit> | null][] = [
    ["disrupted failing by 1 becomes demoralized", { status: "disrupted" }, [4, 5], "demoralized", { status: "demoralized", steps: 2 }],
    ["disrupted failing by 4 becomes demoralized", { status: "disrupted" }, [6, 6], "demoralized", { status: "demoralized", steps: 2 }],
    ["demoralized (morale 8 − 1) failing by 2: no further effect", { status: "demoralized" }, [4, 5], "no-effect", { status: "demoralized", steps: 2 }],
    ["demoralized failing by 3 loses a step and stays demoralized", { status: "demoralized" }, [5, 5], "step-loss", { status: "demoralized", steps: 1 }],
    ["a demoralized reduced company (7 − 1) failing by 3 loses its last step", { status: "demoralized", steps: 1 }, [4, 5], "step-loss", null],
  ];
  for (const [name, unit, dice, result, after] of cases)
    it(`IA1 14.11 ${name}`, () => {
      const r = check([inf("i1", "R", h, unit)], [], ["i1"], dice);
      expect(r.value[0]!.result).toBe(result);
      if (after) expect(r.state.units.get("i1")).toMatchObject(after);
      else expect(r.state.eliminated).toEqual(["i1"]);
    });
  it("IA1 14.11 a demoralized leader demoralized again is eliminated (6.72: his side's top leader, by 14.11, so 4 turns)", () => {
    const r = check([], [leader("ldr", "R", h, { status: "demoralized" })], ["ldr"], [5, 5]);
    expect(r.value[0]!.result).toBe("eliminated");
    expect(r.state.eliminated).toEqual(["ldr"]);
    expect(r.state.sides[0].decapitation).toEqual({ leader: "ldr", leaderType: "infantry", turn: 1, turns: 4 });
  });
  it("IA1 14.11 a step lost by compound failure counts against the side (3.0 A)", () => {
    expect(check([inf("i1", "R", h, { status: "demoralized" })], [], ["i1"], [6, 6]).state.sides[0].stepsLost).toBe(1);
  });
});

describe("IA1 14.12 leaders first, in order of seniority, results at once", () => {
  it("IA1 14.12 a leader demoralized by his own check adds nothing to the units' checks", () => {
    const r = check([inf("i1", "R", h)], [leader("ldr", "R", h)], ["i1", "ldr"], [5, 6, 4, 5]);
    expect(r.value.map((o) => [o.piece, o.result, o.leader])).toEqual([
      ["ldr", "demoralized", null],
      ["i1", "disrupted", null],
    ]);
    expect(r.value[1]!.check.trace.map((t) => t.id)).not.toContain("ia.morale.leader-bonus");
  });
  it("IA1 14.12, 6.64 the senior leader rolls first and helps the junior; the junior never helps him", () => {
    const r = check([], [leader("jr", "R", h, { rank: 1 }), leader("sr", "R", h, { rank: 3 })], ["jr", "sr"], [3, 3, 4, 5]);
    expect(ofType(r.events, "morale-checked").map((e) => [e.piece, e.leader, e.target])).toEqual([
      ["sr", null, 8],
      ["jr", "sr", 9],
    ]);
  });
  it("IA1 6.64 leaders of equal rank do not help each other, nor a leader himself", () => {
    const r = check([], [leader("a", "R", h), leader("b", "R", h)], ["a", "b"], [3, 3, 3, 3]);
    expect(r.value.map((o) => o.leader)).toEqual([null, null]);
  });
});

describe("IA1 6.61, 6.63 which leader helps", () => {
  const reach: [string, number, Partial<IaLeader>, string | null][] = [
    ["a good-order leader helps in his hex", h, {}, "ldr"],
    ["a good-order leader helps in an adjacent hex", at(5, 4), {}, "ldr"],
    ["a good-order leader two hexes away does not", at(5, 3), {}, null],
    ["a disrupted leader helps in his own hex", h, { status: "disrupted" }, "ldr"],
    ["a disrupted leader does not help an adjacent hex", at(5, 4), { status: "disrupted" }, null],
    ["a demoralized leader helps no one", h, { status: "demoralized" }, null],
    ["a leader under MOVED/FIRED still helps (6.61)", h, { movedFired: true }, "ldr"],
    ["a cavalry leader does not help infantry (6.1)", h, { leaderType: "cavalry" }, null],
    ["an enemy leader does not help", h, { side: "G" }, null],
  ];
  for (const [name, hex, more, helper] of reach)
    it(`IA1 6.61, 6.63 ${name}`, () => {
      expect(check([inf("i1", "R", h)], [leader("ldr", "R", hex, more)], ["i1"], [4, 4]).value[0]!.leader).toBe(helper);
    });
  it("IA1 6.1, 6.61 cavalry leaders help cavalry; infantry leaders do not", () => {
    const cav = inf("c1", "R", h, { kind: "CAV" });
    expect(check([cav], [leader("ldr", "R", h, { leaderType: "cavalry" })], ["c1"], [4, 4]).value[0]!.leader).toBe("ldr");
    expect(check([cav], [leader("ldr", "R", h)], ["c1"], [4, 4]).value[0]!.leader).toBeNull();
  });
  it("IA1 6.61 only one leader's modifier counts; the owner chooses, the largest by default", () => {
    const b = battle(sides(), [inf("i1", "R", h)], [leader("l1", "R", h, { moraleBonus: 1 }), leader("l2", "R", at(5, 4), { moraleBonus: 2 })]);
    const body = (ctx: Parameters<typeof checkMorale>[0]) => checkMorale(ctx, ["i1"], 0, "fire");
    const asked = probe(b, [4, 4], body).result;
    expect(asked).toMatchObject({ status: "decision", request: { id: "morale-leader:fire:i1", kind: "morale-leader", side: "R", options: ["l2", "l1"], default: "l2", rule: "IA1 6.61" } });
    expect(done(b, [4, 4], body, { "morale-leader:fire:i1": "l1" }).value[0]).toMatchObject({ leader: "l1", check: { target: 9 } });
    expect(done(b, [4, 4], body, { "morale-leader:fire:i1": "l2" }).value[0]).toMatchObject({ leader: "l2", check: { target: 10 } });
  });
});

describe("IA1 5.64 transports", () => {
  const loaded = () => [
    inf("t1", "R", h, { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, carrying: "mg1", full: { direct: 0, bombardment: 0, range: 0, movement: 6 } }),
    inf("mg1", "R", h, { kind: "MG", company: false, steps: 1, maxSteps: 1, carriedBy: "t1", limbered: true }),
  ];
  it("IA1 5.64 a loaded transport rolls once, helped by any one infantry leader adjacent; its cargo shares the result", () => {
    const r = check(loaded(), [leader("ldr", "R", at(5, 4))], ["mg1", "t1"], [4, 6]);
    expect(r.value).toHaveLength(1);
    expect(r.value[0]).toMatchObject({ piece: "t1", cargo: "mg1", leader: "ldr", result: "disrupted", check: { target: 9, result: 10 } });
    expect([r.state.units.get("t1")!.status, r.state.units.get("mg1")!.status]).toEqual(["disrupted", "disrupted"]);
    expect(ofType(r.events, "status-changed").map((e) => [e.piece, e.rule])).toEqual([
      ["t1", "IA1 14.1"],
      ["mg1", "IA1 5.64"],
    ]);
  });
});
