import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { leaderCasualties, loneLeaderLosses } from "../../../../../src/engine/rules/ia/morale";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { at, done, ofType } from "./probe";

const h = at(5, 5);
const ia1 = (units: IaUnit[], leaders: IaLeader[]) => battle([side("R", 3), side("G", 3)], units, leaders);
const ia2 = (units: IaUnit[], leaders: IaLeader[], more: Partial<IaBattle> = {}) =>
  battle([side("R", 3), side("G", 3)], units, leaders, { edition: "IA2", visibility: ia2Visibility("day", 1), ...more });
const ia2Map = testMap(ia2Tec, [], [20, 20]);

describe("IA1 6.72 decapitation", () => {
  it("IA1 6.72 'the highest-ranking leader on a side' is his own side's: an enemy leader of higher rank does not matter", () => {
    const b = ia1([], [leader("ob", "R", h, { rank: 3 }), leader("jr", "R", at(9, 9), { rank: 1 }), leader("gen", "G", at(15, 15), { rank: 5 })]);
    const r = done(b, [], (ctx) => loneLeaderLosses(ctx, h, 1, "R"));
    expect(r.state.sides[0].decapitation).toEqual({ leader: "ob", leaderType: "infantry", turn: 1, turns: 2 });
  });
  it("IA1 6.72 a leader killed by a casualty roll (6.7) decapitates for 2 turns, not the 4 of 14.11 and 14.44", () => {
    const b = ia1([inf("i1", "R", h)], [leader("ob", "R", h, { rank: 3 })]);
    // 1 + 1 − 1 step = 1: killed.
    const r = done(b, [1, 1], (ctx) => leaderCasualties(ctx, h, 1, "R"));
    expect(r.state.eliminated).toEqual(["ob"]);
    expect(ofType(r.events, "decapitated").map((e) => [e.leader, e.turns])).toEqual([["ob", 2]]);
  });
});

describe("IA1 6.73 catastrophic loss", () => {
  it("IA1 6.73 only leaders of the fallen leader's type check: an adjacent cavalry leader does not, an infantry one does", () => {
    const b = ia1(
      [],
      [leader("ob", "R", h, { rank: 4, rankTitle: "Oberst", moraleBonus: 0 }), leader("lt", "R", at(5, 4), { rank: 1 }), leader("rittm", "R", at(5, 6), { rank: 2, leaderType: "cavalry" })],
    );
    const r = done(b, [3, 3], (ctx) => loneLeaderLosses(ctx, h, 1, "R"));
    expect(ofType(r.events, "morale-checked").map((e) => e.piece)).toEqual(["lt"]);
  });
});

describe("IA2 6.11, 6.74 horse artillery and a cavalry general's fall", () => {
  it("IA2 6.11, 6.74 adjacent horse artillery checks morale when a five-star cavalry leader falls; other guns do not", () => {
    const one = { company: false, steps: 1, maxSteps: 1 } as const;
    const b = ia2(
      [inf("cav", "R", at(5, 4), { kind: "CAV" }), inf("ha", "R", at(5, 6), { kind: "MG", horseArtillery: true, ...one }), inf("mg", "R", at(4, 5), { kind: "MG", ...one })],
      [leader("gen", "R", h, { rank: 5, leaderType: "cavalry", moraleBonus: 0 })],
    );
    const r = done(b, [3, 3, 3, 3], (ctx) => loneLeaderLosses(ctx, h, 1, "R"), {}, ia2Map);
    expect(ofType(r.events, "morale-checked").map((e) => e.piece)).toEqual(["cav", "ha"]);
  });
});

describe("IA2 6.7–6.74 cite the 2nd edition's numbers", () => {
  it("IA2 6.71, 6.73, 6.74 a lone five-star leader lost: elimination, decapitation and catastrophic loss under IA2 numbers", () => {
    const b = ia2([inf("i1", "R", at(5, 4))], [leader("gen", "R", h, { rank: 5, moraleBonus: 1 })]);
    const r = done(b, [3, 3], (ctx) => loneLeaderLosses(ctx, h, 1, "R"), {}, ia2Map);
    expect(ofType(r.events, "eliminated").map((e) => e.rule)).toEqual(["IA2 6.71"]);
    expect(ofType(r.events, "decapitated").map((e) => e.rule)).toEqual(["IA2 6.73"]);
    expect(ofType(r.events, "morale-checked")[0]!.trace).toContainEqual(expect.objectContaining({ id: "ia.morale.catastrophic-loss", value: -1, rule: "IA2 6.74" }));
  });
  it("IA2 6.7 a leader casualty roll", () => {
    const b = ia2([inf("i1", "R", h)], [leader("capt", "R", h, { rank: 2 }), leader("maj", "R", at(9, 9), { rank: 3 })]);
    const r = done(b, [1, 1], (ctx) => leaderCasualties(ctx, h, 1, "R"), {}, ia2Map);
    expect([...ofType(r.events, "leader-casualty-rolled"), ...ofType(r.events, "eliminated")].map((e) => e.rule)).toEqual(["IA2 6.7", "IA2 6.7"]);
  });
  it("IA2 6.73 the activation check after a decapitation", () => {
    const b = ia2([inf("a", "R", h)], [leader("capt", "R", h)], {
      phase: "action",
      impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    });
    b.sides[0].decapitation = { turn: 1, turns: 2, leaderType: "infantry", leader: "x" };
    const r = runCommand(iaRuleset(ia2Map, ia2Tec), b, { type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move" } }, new ScriptedDice([6, 6]));
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect(r.record.events.filter((e) => e.type === "activation-checked" || e.type === "moved-fired").map((e) => ("rule" in e ? e.rule : ""))).toEqual(["IA2 6.73", "IA2 6.73"]);
  });
});

describe("IA2 6.72 lone leaders overrun", () => {
  it("IA2 6.72 the overrun roll and the retreat cite the 2nd edition's number", () => {
    const ia = iaRuleset(ia2Map, ia2Tec);
    const b = ia2([inf("a", "R", at(5, 5, ia2Map)), inf("g", "G", at(5, 1, ia2Map))], [leader("gl", "G", at(5, 6, ia2Map))], {
      phase: "action",
      impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
      activation: { side: "R", pieces: { a: { action: "move", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] },
    });
    const r = runCommand(ia, b, { type: "move", side: "R", piece: "a", to: at(5, 6, ia2Map) }, new ScriptedDice([3, 4]));
    expect(r).toMatchObject({ status: "decision", request: { kind: "leader-retreat", rule: "IA2 6.72" }, preview: expect.arrayContaining([expect.objectContaining({ type: "overrun-rolled", rule: "IA2 6.72" })]) });
  });
});
