import { describe, expect, it } from "vitest";
import { leaderActivated } from "../../../../../src/engine/rules/series/activation/chain";
import { pgLeadership } from "../../../../../src/engine/rules/pg/rules/leadership";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { fromJson, toJson } from "../state/fixtures";
import { after, apply, at, battle, eventsOf, map, unit } from "./fixtures";

const X = at(6, 6);
const [Y] = map.around(X).slice(1) as [number];

/** Soviets (1942) with tank leader `t` assigned in secret, an AFV `t2` beside him and one `ts` stacked with him. */
const soviets = (over: Partial<PgBattle> = {}) =>
  battle([unit("t", "soviet", "soviet-tank", X), unit("ts", "soviet", "soviet-tank", X), unit("t2", "soviet", "soviet-tank", Y), unit("pz", "german", "german-tank", at(15, 10))], [], { tankLeaders: { soviet: ["t"] }, ...over });

const revealed = { type: "tank-leader-revealed", side: "soviet", unit: "t", rule: "PG 6.8" };

describe("PG 6.8 a tank leader assigned in secret is revealed when used (ruling A32)", () => {
  it("PG 6.8 as the root of a segment", () => {
    const events = eventsOf(soviets(), { type: "activate", side: "soviet", root: { leader: "t" }, pieces: { t: "move" } });
    expect(events.map((e) => e.type)).toEqual(["activated", "tank-leader-revealed"]);
    expect(events[1]).toEqual(revealed);
    expect(after(soviets(), { type: "activate", side: "soviet", root: { leader: "t" }, pieces: { t: "move" } }).tankLeadersRevealed).toEqual(["t"]);
  });
  it("PG 6.8 when a stack's activation activates another AFV through him", () => {
    expect(eventsOf(soviets(), { type: "activate", side: "soviet", root: { stack: X }, pieces: { ts: "fire" } })).toContainEqual(revealed);
  });
  it("PG 6.8 not when his stack activates and he directs his own AFV only, nor when his AFV activates by itself", () => {
    const alone = battle([unit("t", "soviet", "soviet-tank", X)], [], { tankLeaders: { soviet: ["t"] } });
    expect(eventsOf(alone, { type: "activate", side: "soviet", root: { stack: X }, pieces: { t: "move" } }).map((e) => e.type)).toEqual(["activated"]);
    expect(eventsOf(soviets(), { type: "activate", side: "soviet", root: { piece: "t" }, pieces: { t: "move" } }).map((e) => e.type)).toEqual(["activated"]);
  });
  it("PG 6.8 once: a tank leader the enemy has seen is not revealed again", () => {
    expect(eventsOf(soviets({ tankLeadersRevealed: ["t"] }), { type: "activate", side: "soviet", root: { leader: "t" }, pieces: { t: "move" } }).map((e) => e.type)).toEqual(["activated"]);
  });
  it("PG 6.8 tank leaders by rule are public: the German AFVs' are never revealed", () => {
    const germans = battle([unit("pz", "german", "german-tank", X), unit("pz2", "german", "german-tank", Y)], [], {
      impulses: { sides: ["german", "soviet"], active: "german", lead: 1, lastPass: null, over: false },
    });
    expect(eventsOf(germans, { type: "activate", side: "german", root: { leader: "pz" }, pieces: { pz: "move", pz2: "move" } }).map((e) => e.type)).toEqual(["activated"]);
  });
});

describe("PG 3.3, 3.13 the tank leader in the segment's record", () => {
  const segment = () => after(soviets(), { type: "activate", side: "soviet", root: { leader: "t" }, pieces: { t2: "move" } });

  it("PG 3.13 his AFV takes part when he directs others, and is marked MOVED/FIRED with them", () => {
    const b = segment();
    expect(b.activation!.pieces).toMatchObject({ t2: { action: "move", ledBy: "t" }, t: { action: "move", ledBy: "t" } });
    const done = after(b, { type: "end-activation", side: "soviet" });
    expect([done.units.get("t")!.movedFired, done.units.get("t2")!.movedFired]).toEqual([true, true]);
  });
  it("PG 3.2 a segment led by a tank leader is saved and read back (his AFV's id names him)", () => {
    const b = segment();
    expect(fromJson(toJson(b)).activation!.pieces).toEqual(b.activation!.pieces);
  });
  it("PG 3.2, 5.4 an AFV he activated stays led when his AFV leaves play in the segment; the record stays one that can exist", () => {
    const b = segment();
    apply(b, { type: "eliminated", piece: "t", rule: "PG 7.6" });
    expect(b.activation!.fallen).toEqual({ t: "t" });
    expect(leaderActivated(pgLeadership, b, b.activation!, b.units.get("t2")!)).toBe(true);
    expect(fromJson(toJson(b)).activation!.fallen).toEqual({ t: "t" });
  });
});
