import { describe, expect, it } from "vitest";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { pg3Bombardment } from "../../../../../src/engine/rules/pg/data";
import { pgColumn } from "../../../../../src/engine/rules/pg/fire/column-shift";
import { activate, at, battle, bombard, done, leader, playAll, rulesetWith, run, unit } from "./fixtures";

const NONE = rulesetWith("-");
const GUN = at(2, 8);
const TARGET = at(8, 8);
const soviets = (n: number, hex = TARGET) => Array.from({ length: n }, (_, k) => unit(`s${k}`, "soviet", "soviet-infantry", hex));
const resolved = (events: readonly PgEvent[]) => events.filter((e): e is Extract<PgEvent, { type: "fire-resolved" }> => e.type === "fire-resolved");

/** The German gun `a` (10-20) activated to fire, with `extra` units and leaders. */
function ready(units: Parameters<typeof battle>[0] = soviets(2), leaders: Parameters<typeof battle>[1] = [], fire: string[] = ["a"], root: Parameters<typeof activate>[1] = { piece: "a" }) {
  return playAll(NONE, battle([unit("a", "german", "german-artillery", GUN), ...units], leaders), [activate(fire, root)]);
}

describe("PG 9.0–9.4 bombardment as a Fire action", () => {
  it("PG 9.4 the column of the total (10 → the 8 column), two dice, every unit in the hex; the gun is MOVED/FIRED (7.46)", () => {
    const r = done(run(NONE, ready(), bombard(["a"], TARGET), [3, 4]));
    const [fire] = resolved(r.record.events);
    expect(fire).toMatchObject({ side: "german", firers: ["a"], at: TARGET, table: "bombardment", strength: 10, column: 8, roll: { dice: [3, 4] }, rule: "PG 9.4" });
    expect(fire!.results.map((x) => x.piece)).toEqual(["s0", "s1"]);
    expect(r.record.events).toContainEqual({ type: "moved-fired", pieces: ["a"], rule: "PG 7.46" });
    expect(run(NONE, r.state, bombard(["a"], TARGET))).toMatchObject({ status: "refused", rule: "PG 7.22", code: "bombard.moved-fired" });
  });
  it("PG 7.51 E10: on the shipped Bombardment Table +2 moves the 5 column to the 12 column", () => {
    const plus2 = [{ id: "test", label: "+2", value: 2 }];
    expect(pgColumn(pg3Bombardment, 5, plus2)).toMatchObject({ header: 12 });
    expect(pgColumn(pg3Bombardment, 5, [])).toMatchObject({ header: 5 });
  });
  it("PG 14.2 a disrupted gun fires half its value, rounded up by unit (10 → 5)", () => {
    const b = ready();
    b.units.get("a")!.status = "disrupted";
    expect(resolved(done(run(NONE, b, bombard(["a"], TARGET), [3, 4])).record.events)[0]).toMatchObject({ strength: 5, column: 5 });
  });
  it("PG 4.4 three enemy combat units in the hex: +1 column (8 → 12)", () => {
    expect(resolved(done(run(NONE, ready(soviets(3)), bombard(["a"], TARGET), [3, 4])).record.events)[0]).toMatchObject({ strength: 10, column: 12 });
  });
});

describe("PG 9.1 target spotting", () => {
  const FAR = at(17, 8); // 15 hexes: beyond the gun's daylight spotting range (12), within its bombardment range (20)
  const farBattle = (leaders: Parameters<typeof battle>[1]) => ready(soviets(1, FAR), leaders);
  it("PG 9.1 a friendly undemoralized regular leader spots for the gun: unactivated and under a MOVED/FIRED marker", () => {
    const l = { ...leader("l", "german", at(12, 8)), movedFired: true };
    expect(resolved(done(run(NONE, farBattle([l]), bombard(["a"], FAR), [3, 4])).record.events)[0]).toMatchObject({ at: FAR, strength: 10 });
  });
  it("PG 9.1 without such a leader the gun that cannot spot the hex may not bombard it", () => {
    expect(run(NONE, farBattle([]), bombard(["a"], FAR))).toMatchObject({ status: "refused", rule: "PG 9.1", code: "bombard.not-spotted" });
  });
  it("PG 9.1 a demoralized leader, or a kommissar, does not spot (tank leaders are no pieces at all, 3.3)", () => {
    const demoralized = { ...leader("l", "german", at(12, 8)), status: "demoralized" as const };
    expect(run(NONE, farBattle([demoralized]), bombard(["a"], FAR))).toMatchObject({ status: "refused", rule: "PG 9.1" });
    expect(run(NONE, farBattle([leader("k", "german", at(12, 8), 2, "kommissar")]), bombard(["a"], FAR))).toMatchObject({ status: "refused", rule: "PG 9.1" });
  });
});

describe("PG 9.3 combined fire", () => {
  const ADJACENT = at(3, 8);
  it("PG 9.3 guns stacked together combine without a leader", () => {
    const b = playAll(NONE, battle([unit("a", "german", "german-artillery", GUN), unit("b", "german", "german-artillery", GUN), ...soviets(1)]), [activate(["a", "b"], { stack: GUN })]);
    expect(resolved(done(run(NONE, b, bombard(["a", "b"], TARGET), [3, 4])).record.events)[0]).toMatchObject({ firers: ["a", "b"], strength: 20, column: 16 });
  });
  it("PG 9.3, 6.41 guns in adjacent hexes combine through a good-order leader with a combat modifier in one of them, not without him", () => {
    const b = ready([unit("b", "german", "german-artillery", ADJACENT), ...soviets(1)], [leader("l", "german", GUN)], ["a", "b", "l"], { leader: "l" });
    expect(run(NONE, b, bombard(["a", "b"], TARGET))).toMatchObject({ status: "refused", rule: "PG 9.3", code: "bombard.no-combining-leader" });
    expect(resolved(done(run(NONE, b, bombard(["a", "b"], TARGET, ["l"]), [3, 4])).record.events)[0]).toMatchObject({ firers: ["a", "b"], leaders: ["l"], strength: 20 });
    const zero = { ...b, leaders: new Map([["l", { ...b.leaders.get("l")!, combat: 0 }]]) };
    expect(run(NONE, zero, bombard(["a", "b"], TARGET, ["l"]))).toMatchObject({ status: "refused", rule: "PG 9.3" });
    const disrupted = { ...b, leaders: new Map([["l", { ...b.leaders.get("l")!, status: "disrupted" as const }]]) };
    expect(run(NONE, disrupted, bombard(["a", "b"], TARGET, ["l"]))).toMatchObject({ status: "refused", rule: "PG 9.3" });
  });
});

describe("PG 9.51, 12.53 bombarding an assault hex", () => {
  it("PG 9.51 two attacks, one on each side's units, each counting its own side's combat units (4.4): Soviet 12 column, German 8", () => {
    const b = ready([...soviets(3), unit("g", "german", "german-infantry", TARGET)]);
    const [soviet, german] = resolved(done(run(NONE, b, bombard(["a"], TARGET), [1, 1, 2, 2])).record.events);
    expect(soviet).toMatchObject({ strength: 10, column: 12, roll: { dice: [1, 1] }, rule: "PG 9.51, 12.53" });
    expect(soviet!.results.map((x) => x.piece)).toEqual(["s0", "s1", "s2"]);
    expect(german).toMatchObject({ strength: 10, column: 8, roll: { dice: [2, 2] }, rule: "PG 9.51, 12.53" });
    expect(german!.results.map((x) => x.piece)).toEqual(["g"]);
  });
  it("PG 12.52 a gun in an assault hex may not bombard", () => {
    const b = ready([...soviets(1), unit("x", "soviet", "soviet-infantry", GUN)]);
    expect(run(NONE, b, bombard(["a"], TARGET))).toMatchObject({ status: "refused", rule: "PG 12.52", code: "bombard.in-assault-hex" });
  });
});

describe("PG 9.52, 9.53 friendly fire on adjacent hexes", () => {
  const NEXT = at(9, 8);
  const withFriend = (gun = "german-artillery") => playAll(NONE, battle([unit("a", "german", gun, GUN), ...soviets(1), unit("g", "german", "german-infantry", NEXT)]), [activate(["a"], { piece: "a" })]);
  it("PG 9.52 German fire: the die +1, a 1 (2) hits; the Friendly Fire Numbers column, no modifiers, the friendly units only; the target still hit (9.53)", () => {
    const events = done(run(NONE, withFriend(), bombard(["a"], TARGET), [3, 4, 1, 4, 5, 5])).record.events;
    expect(events).toContainEqual(expect.objectContaining({ type: "friendly-fire-rolled", side: "german", at: NEXT, target: TARGET, modifier: 1, hit: true, rule: "PG 9.52" }));
    const [target, friendly] = resolved(events);
    expect(target).toMatchObject({ at: TARGET, rule: "PG 9.4" });
    expect(friendly).toMatchObject({ at: NEXT, column: 5, trace: [expect.objectContaining({ value: 4, rule: "PG 9.52" })], rule: "PG 9.52" });
    expect(friendly!.results.map((x) => x.piece)).toEqual(["g"]);
  });
  it("PG 9.52 a 2 misses German fire (2 + 1 = 3) but hits Italian fire (no +1)", () => {
    const german = done(run(NONE, withFriend(), bombard(["a"], TARGET), [3, 4, 2])).record.events;
    expect(german.find((e) => e.type === "friendly-fire-rolled")).toMatchObject({ modifier: 1, hit: false });
    expect(resolved(german)).toHaveLength(1);
    const italian = done(run(NONE, withFriend("italian-artillery"), bombard(["a"], TARGET), [3, 4, 2, 4, 5, 5])).record.events;
    const rolled = italian.find((e) => e.type === "friendly-fire-rolled")!;
    expect(rolled).toMatchObject({ hit: true });
    expect(rolled).not.toHaveProperty("modifier");
  });
  it("PG 9.52 (ruling) German and Italian guns firing together: not German fire, no +1", () => {
    const units = [unit("a", "german", "german-artillery", GUN), unit("i", "german", "italian-artillery", GUN), ...soviets(1), unit("g", "german", "german-infantry", NEXT)];
    const b = playAll(NONE, battle(units), [activate(["a", "i"], { stack: GUN })]);
    const rolled = done(run(NONE, b, bombard(["a", "i"], TARGET), [3, 4, 2, 4, 5, 5])).record.events.find((e) => e.type === "friendly-fire-rolled")!;
    expect(rolled).toMatchObject({ hit: true });
    expect(rolled).not.toHaveProperty("modifier");
  });
});

describe("PG bombardment refusals and hidden units", () => {
  it("PG 3.13 a unit not designated to fire; 7.31 a unit with no bombardment value; 7.32 out of range; 9.0 no enemy unit", () => {
    const moved = playAll(NONE, battle([unit("a", "german", "german-artillery", GUN), ...soviets(1)]), [{ type: "activate", side: "german", root: { piece: "a" }, pieces: { a: "move" } }]);
    expect(run(NONE, moved, bombard(["a"], TARGET))).toMatchObject({ status: "refused", rule: "PG 3.13" });
    const inf = playAll(NONE, battle([unit("i", "german", "german-infantry", GUN), unit("m", "german", "german-mortar", at(2, 2)), ...soviets(1)]), [activate(["i"], { piece: "i" })]);
    expect(run(NONE, inf, bombard(["i"], TARGET))).toMatchObject({ status: "refused", rule: "PG 7.31" });
    const mortar = playAll(NONE, battle([unit("m", "german", "german-mortar", at(2, 2)), ...soviets(1, at(12, 2))]), [activate(["m"], { piece: "m" })]);
    expect(run(NONE, mortar, bombard(["m"], at(12, 2)))).toMatchObject({ status: "refused", rule: "PG 7.32", code: "bombard.out-of-range" });
    expect(run(NONE, ready(), bombard(["a"], at(8, 10)))).toMatchObject({ status: "refused", rule: "PG 9.0", code: "bombard.no-enemy" });
  });
  it("PG 16.6 hidden units in the bombarded hex are placed on the board and attacked with the rest", () => {
    const b = ready([...soviets(1), { ...unit("h", "soviet", "soviet-infantry", TARGET), hidden: true }]);
    const events = done(run(NONE, b, bombard(["a"], TARGET), [3, 4])).record.events;
    expect(events).toContainEqual(expect.objectContaining({ type: "revealed", pieces: ["h"], rule: "PG 9.4, 16.6" }));
    expect(resolved(events)[0]!.results.map((x) => x.piece)).toEqual(["s0", "h"]);
  });
  it("PG 16.6 a hidden gun that bombards is placed on the board", () => {
    const b = ready();
    b.units.get("a")!.hidden = true;
    const r = done(run(NONE, b, bombard(["a"], TARGET), [3, 4]));
    expect(r.record.events).toContainEqual(expect.objectContaining({ type: "revealed", pieces: ["a"] }));
    expect(r.state.units.get("a")!.hidden).toBe(false);
  });
  it("PG 16.6 a hex holding only hidden units is refused exactly as an empty one: the refusal tells nothing", () => {
    const hidden = run(NONE, ready([{ ...unit("h", "soviet", "soviet-infantry", TARGET), hidden: true }]), bombard(["a"], TARGET));
    const empty = run(NONE, ready([]), bombard(["a"], TARGET));
    expect(hidden).toMatchObject({ status: "refused", rule: "PG 9.0" });
    expect(hidden).toEqual(empty);
  });
});
