import { describe, expect, it } from "vitest";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { activate, at, battle, bombard, done, factors, playAll, rulesetWith, run, unit } from "./fixtures";

const NONE = rulesetWith("-");
const T1 = at(8, 8);
const T2 = at(8, 10);
const T3 = at(10, 8);
const targets = [unit("s1", "soviet", "soviet-infantry", T1), unit("s2", "soviet", "soviet-infantry", T2), unit("s3", "soviet", "soviet-infantry", T3)];
/** German infantry on the map spotting the targets (ruling A20), and the off-board "3 x 20" of PG 9.3's example. */
const support = (count = 3, over: Parameters<typeof battle>[2] = {}) => battle([unit("g", "german", "german-infantry", at(8, 4)), ...targets], [], { offboard: factors("german", 20, count, "american"), ...over });
const offboard = (...attacks: { factors: string[]; at: number; smoke?: true }[]): PgCommand => ({ type: "offboard-fire", side: "german", attacks });
const resolved = (events: readonly PgEvent[]) => events.filter((e): e is Extract<PgEvent, { type: "fire-resolved" }> => e.type === "fire-resolved");
const [F1, F2, F3] = ["german-ob-1", "german-ob-2", "german-ob-3"] as const;

describe("PG 9.2, 9.3 off-board artillery: E17, the US \"3 x 20\"", () => {
  it("PG 9.3 three factors: one bombardment of 60", () => {
    const [fire] = resolved(done(run(NONE, support(), offboard({ factors: [F1, F2, F3], at: T1 }), [3, 4])).record.events);
    expect(fire).toMatchObject({ firers: [F1, F2, F3], at: T1, strength: 60, column: 40, rule: "PG 9.4" });
  });
  it("PG 9.3 three factors: one of 40 and one of 20", () => {
    const fires = resolved(done(run(NONE, support(), offboard({ factors: [F1, F2], at: T1 }, { factors: [F3], at: T2 }), [3, 4, 3, 4])).record.events);
    expect(fires.map((f) => [f.at, f.strength])).toEqual([[T1, 40], [T2, 20]]);
  });
  it("PG 9.3 three factors: three bombardments of 20", () => {
    const fires = resolved(done(run(NONE, support(), offboard({ factors: [F1], at: T1 }, { factors: [F2], at: T2 }, { factors: [F3], at: T3 }), [3, 4, 3, 4, 3, 4])).record.events);
    expect(fires.map((f) => f.strength)).toEqual([20, 20, 20]);
  });
  it("PG 9.3, 7.33 a fourth factor in one attack is refused: up to three combine", () => {
    expect(run(NONE, support(4), offboard({ factors: [F1, F2, F3, "german-ob-4"], at: T1 }))).toMatchObject({ status: "refused", rule: "PG 9.3, 7.33", code: "offboard.too-many" });
  });
  it("PG 7.33 off-board factors never combine with units on the map, in either command", () => {
    const b = playAll(NONE, support(3, {}), []);
    const withGun = { ...b, units: new Map([...b.units, ["a", unit("a", "german", "german-artillery", at(2, 8))]]) };
    const active = playAll(NONE, withGun, [activate(["a"], { piece: "a" })]);
    // A factor is no piece on the map: the command door refuses it among a bombardment's firers.
    expect(run(NONE, active, bombard(["a", F1], T1))).toMatchObject({ status: "refused", code: "engine.not-your-piece" });
    expect(run(NONE, withGun, offboard({ factors: [F1, "a"], at: T1 }))).toMatchObject({ status: "refused", rule: "PG 9.2", code: "offboard.unknown-factor" });
  });
  it("PG 9.2 each factor fires once a turn; a factor named twice is refused", () => {
    const b = support();
    const fired = { ...b, offboard: b.offboard!.map((f) => (f.id === F1 ? { ...f, firedTurn: b.turn } : f)) };
    expect(run(NONE, fired, offboard({ factors: [F1], at: T1 }))).toMatchObject({ status: "refused", rule: "PG 9.2", code: "offboard.fired" });
    expect(run(NONE, b, offboard({ factors: [F1], at: T1 }, { factors: [F1], at: T2 }))).toMatchObject({ status: "refused", rule: "PG 9.2", code: "offboard.factor-twice" });
    const after = done(run(NONE, b, offboard({ factors: [F1], at: T1 }), [3, 4])).state;
    expect(after.offboard!.find((f) => f.id === F1)!.firedTurn).toBe(b.turn);
  });
  it("PG 3.14 off-board fire is a complete segment: not during an activation, and it ends the segment", () => {
    const active = playAll(NONE, support(), [activate(["g"], { piece: "g" })]);
    expect(run(NONE, active, offboard({ factors: [F1], at: T1 }))).toMatchObject({ status: "refused", rule: "PG 3.14", code: "offboard.under-way" });
    const events = done(run(NONE, support(), offboard({ factors: [F1], at: T1 }), [3, 4])).record.events;
    expect(events).toContainEqual({ type: "segment-ended", side: "german", passed: false });
  });
  it("PG 9.2 ruling A20: any range, but an enemy unit a friendly unit or regular leader on the map spots", () => {
    const far = at(19, 13);
    const b = battle([unit("g", "german", "german-infantry", at(1, 1)), unit("s", "soviet", "soviet-infantry", far)], [], { offboard: factors("german", 20, 1, "american") });
    expect(run(NONE, b, offboard({ factors: [F1], at: far }))).toMatchObject({ status: "refused", rule: "PG 9.2", code: "offboard.no-spotter" });
    const spotted = { ...b, units: new Map([...b.units, ["h", unit("h", "german", "german-infantry", at(17, 13))]]) };
    expect(resolved(done(run(NONE, spotted, offboard({ factors: [F1], at: far }), [3, 4])).record.events)[0]).toMatchObject({ at: far, strength: 20 });
  });
  it("PG 9.52 American off-board fire: friendly fire's die +1", () => {
    const b = { ...support(), units: new Map([...support().units, ["n", unit("n", "german", "german-infantry", at(9, 8))]]) };
    const events = done(run(NONE, b, offboard({ factors: [F1], at: T1 }), [3, 4, 2])).record.events;
    expect(events.find((e) => e.type === "friendly-fire-rolled")).toMatchObject({ at: at(9, 8), modifier: 1, hit: false, rule: "PG 9.52" });
  });
});
