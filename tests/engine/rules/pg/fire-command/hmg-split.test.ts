import { describe, expect, it } from "vitest";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { pgUnitFromCounter } from "../../../../../src/engine/rules/pg/state/pieces";
import { fromJson, refusals, toJson } from "../state/fixtures";
import { counterType } from "../units/fixtures";
import { at, battle, leader, playAll, run, rulesetWith, unit } from "./fixtures";

const X = rulesetWith("X");
const FROM = at(8, 5);
/** Soviet infantry in hexes the German HMG (9-5) reaches, each its own target. */
const TARGETS = [at(10, 5), at(10, 6), at(8, 8), at(6, 5)] as const;
const GERMAN = { impulses: { sides: ["german", "soviet"] as [string, string], active: "german", lead: 1, lastPass: null, over: false } };

const hmg = (status: "good" | "disrupted" = "good") => ({ ...pgUnitFromCounter("h", "german", "german-hmg", counterType("german-hmg"), { hex: FROM }), status });
const targets = TARGETS.map((hex, k) => unit(`s${k}`, "soviet", "soviet-infantry", hex));

const activate = (pieces: Record<string, "fire">, root: PgCommand extends infer C ? (C extends { type: "activate"; root: infer R } ? R : never) : never): PgCommand => ({ type: "activate", side: "german", root, pieces });
const fire = (firers: string[], target: number, parts?: Record<string, number>, leaders?: string[]): PgCommand => ({
  type: "direct-fire",
  side: "german",
  firers,
  at: target,
  ...(parts ? { parts } : {}),
  ...(leaders ? { leaders } : {}),
});

/** The German segment: the HMG (and `extra` units and leaders) activated to fire. */
function ready(status: "good" | "disrupted" = "good", extra: Parameters<typeof battle>[0] = [], leaders: Parameters<typeof battle>[1] = []): PgBattle {
  const pieces = Object.fromEntries([["h", "fire"], ...extra.map((u) => [u.id, "fire"]), ...leaders.map((l) => [l.id, "fire"])]) as Record<string, "fire">;
  const root = leaders[0] ? { leader: leaders[0].id } : { stack: FROM };
  return playAll(X, battle([hmg(status), ...extra, ...targets], leaders, GERMAN), [activate(pieces, root)]);
}

const done = (r: ReturnType<typeof run>) => {
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r;
};
const resolved = (r: ReturnType<typeof run>) => done(r).record.events.find((e) => e.type === "fire-resolved")!;
const marked = (r: ReturnType<typeof run>) => done(r).record.events.filter((e) => e.type === "moved-fired").flatMap((e) => e.pieces);

describe("PG 7.23 HMG split fire, each part its own direct-fire", () => {
  it("PG 7.23 E9: a German 9-5 HMG fires three attacks of 3 at three hexes, each its own roll; a fourth is refused", () => {
    let b = ready();
    for (const [k, target] of TARGETS.slice(0, 3).entries()) {
      const r = run(X, b, fire(["h"], target, { h: 3 }), [k + 1, 2]);
      expect(resolved(r)).toMatchObject({ firers: ["h"], at: target, strength: 3, roll: { dice: [k + 1, 2] } });
      expect(resolved(r)).toHaveProperty("strengthTrace", [expect.objectContaining({ value: 9 }), expect.objectContaining({ value: -6, rule: "PG 7.23" })]);
      expect(done(r).record.events).toContainEqual({ type: "hmg-part-fired", unit: "h", points: 3, rule: "PG 7.23" });
      expect(marked(r).includes("h")).toBe(k === 2);
      b = done(r).state;
      expect(b.activation!.hmgFired).toEqual({ h: 3 * (k + 1) });
    }
    expect(b.units.get("h")!.movedFired).toBe(true);
    expect(run(X, b, fire(["h"], TARGETS[3], { h: 3 }))).toMatchObject({ status: "refused", rule: "PG 7.22", code: "fire.moved-fired" });
  });
  it("PG 7.23 a part below 3 is refused, the state unchanged", () => {
    const b = ready();
    expect(run(X, b, fire(["h"], TARGETS[0], { h: 2 }))).toMatchObject({ status: "refused", rule: "PG 7.23", code: "fire.split.part-below-minimum" });
    expect(b.activation!.hmgFired).toBeUndefined();
  });
  it("PG 7.23 a part more than the points left is refused; the points need not all be used", () => {
    const b = done(run(X, ready(), fire(["h"], TARGETS[0], { h: 4 }), [1, 1])).state;
    expect(run(X, b, fire(["h"], TARGETS[1], { h: 6 }))).toMatchObject({ status: "refused", rule: "PG 7.23", code: "fire.split.over-points-left" });
    expect(run(X, ready(), fire(["h"], TARGETS[0], { h: 10 }))).toMatchObject({ status: "refused", rule: "PG 7.23", code: "fire.split.over-points-left" });
    // 4 + 3: the 2 points left make no part of 3, so the HMG is done.
    const r = run(X, b, fire(["h"], TARGETS[1], { h: 3 }), [1, 1]);
    expect(resolved(r)).toMatchObject({ strength: 3 });
    expect(marked(r)).toContain("h");
  });
  it("PG 7.23, 14.2 a disrupted HMG fires 5 (9 halved first): no split possible, a part of 5 only", () => {
    const b = ready("disrupted");
    expect(run(X, b, fire(["h"], TARGETS[0], { h: 3 }))).toMatchObject({ status: "refused", rule: "PG 7.23", code: "fire.split.no-split" });
    for (const parts of [{ h: 5 }, undefined]) {
      const r = run(X, b, fire(["h"], TARGETS[0], parts), [1, 1]);
      expect(resolved(r)).toMatchObject({ strength: 5 });
      expect(done(r).record.events.some((e) => e.type === "hmg-part-fired")).toBe(false);
      expect(marked(r)).toContain("h");
    }
  });
  it("PG 7.23 no split in opportunity fire: an HMG's parts are its own segment's direct fire, refused in another side's segment (3.0 B)", () => {
    const soviet = { ...ready(), impulses: { ...GERMAN.impulses, active: "soviet" } };
    expect(run(X, soviet, fire(["h"], TARGETS[0], { h: 3 }))).toMatchObject({ status: "refused", rule: "PG 3.0 B", code: "fire.not-your-segment" });
  });
  it("PG 7.23, 7.33 a part combines with another unit's fire normally; the rest fires without naming it", () => {
    const b = ready("good", [unit("i", "german", "german-infantry", FROM)]);
    const r = run(X, b, fire(["h", "i"], TARGETS[0], { h: 3 }), [1, 1]);
    expect(resolved(r)).toMatchObject({ firers: ["h", "i"], strength: 8 });
    expect(marked(r)).toEqual(["i"]);
    const rest = run(X, done(r).state, fire(["h"], TARGETS[1]), [1, 1]);
    expect(resolved(rest)).toMatchObject({ strength: 6, strengthTrace: [expect.objectContaining({ value: 9 }), expect.objectContaining({ value: -3 })] });
    expect(marked(rest)).toEqual(["h"]);
    expect(done(rest).state.activation!.hmgFired).toEqual({ h: 9 });
  });
  it("PG 7.23, 6.42 the leader's modifier goes to one part: he is then MOVED/FIRED (7.46) and takes no other", () => {
    const b = ready("good", [], [leader("l", "german", FROM)]);
    const r = run(X, b, fire(["h"], TARGETS[0], { h: 3 }, ["l"]), [1, 1]);
    expect(resolved(r)).toMatchObject({ strength: 4 });
    expect(run(X, done(r).state, fire(["h"], TARGETS[1], { h: 3 }, ["l"]))).toMatchObject({ status: "refused", rule: "PG 6.2", code: "fire.leader-moved-fired" });
  });
  it("PG 7.23 only an HMG splits, and a part goes to a firer", () => {
    const b = ready("good", [unit("i", "german", "german-infantry", FROM)]);
    expect(run(X, b, fire(["i"], TARGETS[0], { i: 3 }))).toMatchObject({ status: "refused", rule: "PG 7.23", code: "fire.split.not-an-hmg" });
    expect(resolved(run(X, b, fire(["i"], TARGETS[0], { i: 5 }), [1, 1]))).toMatchObject({ strength: 5 });
    expect(run(X, b, fire(["i"], TARGETS[0], { h: 3 }))).toMatchObject({ status: "refused", rule: "PG 7.23", code: "fire.split.not-firing" });
  });
});

describe("PG 7.23, 7.46 MOVED/FIRED when the HMG's points are spent", () => {
  it("PG 7.46 marked after its last points, not before", () => {
    const first = run(X, ready(), fire(["h"], TARGETS[0], { h: 4 }), [1, 1]);
    expect(marked(first)).toEqual([]);
    expect(done(first).state.units.get("h")!.movedFired).toBe(false);
    const last = run(X, done(first).state, fire(["h"], TARGETS[1], { h: 5 }), [1, 1]);
    expect(marked(last)).toEqual(["h"]);
  });
  it("PG 3.13 an HMG with points left is marked when its segment ends; the points go with the segment", () => {
    const b = done(run(X, ready(), fire(["h"], TARGETS[0], { h: 3 }), [1, 1])).state;
    const r = done(run(X, b, { type: "end-activation", side: "german" }));
    expect(r.record.events).toContainEqual(expect.objectContaining({ type: "moved-fired", pieces: expect.arrayContaining(["h"]), rule: "PG 3.13" }));
    expect(r.state.activation).toBeNull();
  });
});

describe("PG 7.23 the points fired in the battle's JSON", () => {
  it("PG 7.23 kept through a saved game; refused on a unit that is no HMG or beyond its value", () => {
    const b = done(run(X, ready("good", [unit("i", "german", "german-infantry", FROM)]), fire(["h"], TARGETS[0], { h: 3 }), [1, 1])).state;
    expect(fromJson(toJson(b)).activation!.hmgFired).toEqual({ h: 3 });
    const json = (hmgFired: Record<string, number>) => {
      const j = toJson(b) as { activation: Record<string, unknown> };
      return { ...j, activation: { ...j.activation, hmgFired } };
    };
    expect(refusals(json({ h: 12 }))).toEqual([{ path: "$.activation.hmgFired.h", message: expect.stringContaining("more than its direct fire value of 9 (PG 7.23)") }]);
    expect(refusals(json({ i: 3 }))).toEqual([{ path: "$.activation.hmgFired.i", message: expect.stringContaining("only an HMG splits its fire (PG 7.23)") }]);
    expect(refusals(json({ h: 2 }))).toEqual([{ path: "$.activation.hmgFired.h", message: expect.stringContaining("parts of 3 or more (PG 7.23)") }]);
  });
});
