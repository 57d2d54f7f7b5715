import { describe, expect, expectTypeOf, it } from "vitest";
import { decapitated, effectiveInitiative, leaderCasualties, loneLeaderLosses } from "../../../../../src/engine/rules/ia/morale";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { at, done, ofType, probe } from "./probe";

const h = at(5, 5);
const state = (units: IaUnit[], leaders: IaLeader[], more: Partial<IaBattle> = {}) => battle([side("R", 3), side("G", 1)], units, leaders, more);

describe("IA1 6.7 leader casualties", () => {
  it("IA1 6.7 each leader rolls 2d6 less one per step lost: 4 − 2 = 2 is eliminated, 5 − 2 = 3 survives; most senior first", () => {
    const b = state([inf("i1", "R", h)], [leader("jr", "R", h, { rank: 1 }), leader("sr", "R", h, { rank: 3 })]);
    const r = done(b, [2, 2, 2, 3], (ctx) => leaderCasualties(ctx, h, 2, "R"));
    expect(ofType(r.events, "leader-casualty-rolled").map((e) => [e.leader, e.roll.total, e.result, e.eliminated, e.rule])).toEqual([
      ["sr", 4, 2, true, "IA1 6.7"],
      ["jr", 5, 3, false, "IA1 6.7"],
    ]);
    expect(r.value).toEqual(["sr"]);
    expect(r.state.eliminated).toEqual(["sr"]);
  });
  it("IA1 6.7 no step losses, no roll", () => {
    expect(done(state([inf("i1", "R", h)], [leader("l", "R", h)]), [], (ctx) => leaderCasualties(ctx, h, 0, "R")).events).toEqual([]);
  });
  it("IA1 6.7, 6.71 only the named side's leaders roll or are lost where both sides' leaders are (an assault hex); every caller names the side", () => {
    const b = state([], [leader("r", "R", h), leader("g", "G", h)]);
    expect(ofType(done(b, [6, 6], (ctx) => leaderCasualties(ctx, h, 1, "G")).events, "leader-casualty-rolled").map((e) => e.leader)).toEqual(["g"]);
    expect(done(b, [], (ctx) => loneLeaderLosses(ctx, h, 1, "R")).value).toEqual(["r"]);
    expectTypeOf(leaderCasualties).parameter(3).toEqualTypeOf<string>();
    expectTypeOf(loneLeaderLosses).parameter(3).toEqualTypeOf<string>();
  });
});

describe("IA1 6.71 lone leaders", () => {
  const lone = () => state([], [leader("jr", "R", h, { rank: 1 }), leader("sr", "R", h, { rank: 3 })]);
  it("IA1 6.71 an X eliminates one leader; the owner chooses which (default: the most junior)", () => {
    const asked = probe(lone(), [], (ctx) => loneLeaderLosses(ctx, h, 1, "R")).result;
    expect(asked).toMatchObject({ status: "decision", request: { id: `lone-leader-loss:5,5:0`, kind: "lone-leader-loss", side: "R", options: ["sr", "jr"], default: "jr", rule: "IA1 6.71" } });
    const r = done(lone(), [], (ctx) => loneLeaderLosses(ctx, h, 1, "R"), { [`lone-leader-loss:5,5:0`]: "sr" });
    expect(r.value).toEqual(["sr"]);
    expect([...r.state.leaders.keys()]).toEqual(["jr"]);
  });
  it("IA1 6.71 a 2X eliminates two leaders; more losses than leaders eliminate them all", () => {
    const answers = { [`lone-leader-loss:5,5:0`]: "jr" };
    expect(done(lone(), [], (ctx) => loneLeaderLosses(ctx, h, 2, "R"), answers).value).toEqual(["jr", "sr"]);
    expect(done(lone(), [], (ctx) => loneLeaderLosses(ctx, h, 3, "R"), answers).value).toEqual(["jr", "sr"]);
  });
});

describe("IA1 6.72 decapitation", () => {
  const germans = () =>
    battle(
      [side("R", 3), side("G", 3)],
      [],
      [leader("oberst", "G", at(2, 2), { rank: 3, rankTitle: "Oberst" }), leader("major", "G", at(12, 12), { rank: 2, rankTitle: "Major" })],
    );
  it("IA1 6.72 example: the Oberst, highest-ranking, falls; a Major eliminated later does not decapitate again (once per game)", () => {
    const first = done(germans(), [], (ctx) => loneLeaderLosses(ctx, at(2, 2), 1, "G"));
    expect(first.state.sides[1].decapitation).toEqual({ leader: "oberst", leaderType: "infantry", turn: 1, turns: 2 });
    const later = done({ ...first.state, turn: 2 }, [], (ctx) => loneLeaderLosses(ctx, at(12, 12), 1, "G"));
    expect(ofType(later.events, "decapitated")).toEqual([]);
    expect(later.state.sides[1].decapitation).toMatchObject({ leader: "oberst" });
  });
  it("IA1 6.72 a leader below the highest rank does not decapitate", () => {
    expect(done(germans(), [], (ctx) => loneLeaderLosses(ctx, at(12, 12), 1, "G")).state.sides[1].decapitation).toBeUndefined();
  });
  it("IA1 6.72 initiative −2 for the two turns after the current one, never below zero; leaders of his type check to activate this turn and those two", () => {
    const b = done(germans(), [], (ctx) => loneLeaderLosses(ctx, at(2, 2), 1, "G")).state;
    const byTurn = (turn: number) => ({ ...b, turn });
    expect([1, 2, 3, 4].map((t) => effectiveInitiative(byTurn(t), "G"))).toEqual([3, 1, 1, 3]);
    expect([1, 2, 3, 4].map((t) => decapitated(byTurn(t), "G", "infantry"))).toEqual([true, true, true, false]);
    expect(decapitated(b, "G", "cavalry")).toBe(false);
    expect(decapitated(b, "R", "infantry")).toBe(false);
    const poor = { ...byTurn(2), sides: [b.sides[0], { ...b.sides[1], initiative: 1 }] as IaBattle["sides"] };
    expect(effectiveInitiative(poor, "G")).toBe(0);
  });
});

describe("IA1 6.73 catastrophic loss", () => {
  it("IA1 6.73 friendly units and leaders of his type stacked or adjacent check morale at once (M), less his modifier", () => {
    const b = state(
      [
        inf("i1", "R", h),
        inf("i2", "R", at(5, 4)),
        inf("far", "R", at(5, 3)),
        inf("cav", "R", at(5, 6), { kind: "CAV" }),
        inf("foe", "G", at(4, 5)),
      ],
      [leader("ob", "R", h, { rank: 4, rankTitle: "Oberst", moraleBonus: 2 }), leader("lt", "R", at(6, 5), { rank: 1, moraleBonus: 0 })],
    );
    const r = done(b, [1, 1, 3, 3, 3, 4, 3, 3], (ctx) => leaderCasualties(ctx, h, 1, "R"));
    const checks = ofType(r.events, "morale-checked");
    expect(checks.map((e) => [e.piece, e.cause, e.target, e.outcome])).toEqual([
      ["lt", "catastrophic-loss:ob", 6, "no-effect"],
      ["i1", "catastrophic-loss:ob", 6, "disrupted"],
      ["i2", "catastrophic-loss:ob", 6, "no-effect"],
    ]);
    expect(checks[1]!.trace).toContainEqual(expect.objectContaining({ id: "ia.morale.catastrophic-loss", value: -2, rule: "IA1 6.73" }));
  });
  const ranks: [string, Partial<IaBattle>, Partial<IaLeader>, boolean][] = [
    ["IA1 General", {}, { rankTitle: "General" }, true],
    ["IA1 Polkovnik", {}, { rankTitle: "Polkovnik" }, true],
    ["IA1 Major", {}, { rankTitle: "Major" }, false],
    ["IA2 five stars", { edition: "IA2" }, { rank: 5 }, true],
    ["IA2 four stars", { edition: "IA2" }, { rank: 4 }, false],
  ];
  for (const [name, more, rank, checks] of ranks)
    it(`IA1 6.73, IA2 6.74 ${name} ${checks ? "is" : "is not"} a catastrophic loss`, () => {
      const b = state([inf("i1", "R", at(5, 4))], [leader("x", "R", h, rank)], more);
      expect(ofType(done(b, [3, 3], (ctx) => loneLeaderLosses(ctx, h, 1, "R")).events, "morale-checked")).toHaveLength(checks ? 1 : 0);
    });
});
