import { describe, expect, it } from "vitest";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgAircraft } from "../../../../../src/engine/rules/pg/state/support";
import { activate, at, battle, done, playAll, rulesetWith, run, unit } from "../bombardment/fixtures";
import { side } from "../state/fixtures";

const NONE = rulesetWith("-");
const TARGET = at(8, 8);
const plane = (id: string, direct: number, over: Partial<PgAircraft> = {}): PgAircraft => ({
  id, side: "german", nationality: "german", front: { name: `${id} front`, direct, bombardment: null }, back: { name: `${id} back`, direct: 2, bombardment: null }, face: "front", used: false, ...over,
});
const PLANES = [plane("p1", 8), plane("p2", 4), plane("p3", 3), plane("p4", 3)];
const air = (...attacks: { aircraft: string[]; at: number }[]): PgCommand => ({ type: "air-attack", side: "german", attacks });
const withAir = (units: Parameters<typeof battle>[0] = [], over: Parameters<typeof battle>[2] = {}) => battle([unit("s", "soviet", "soviet-infantry", TARGET), ...units], [], { aircraft: PLANES, ...over });
const resolved = (events: readonly PgEvent[]) => events.filter((e): e is Extract<PgEvent, { type: "fire-resolved" }> => e.type === "fire-resolved");

describe("PG 15.11–15.14 air attacks (E27)", () => {
  it("PG 15.11 a 1 or 2 misses: the aircraft is removed and does not attack; 3–6 attacks, on the Direct Fire Table (15.13)", () => {
    const r = done(run(NONE, withAir(), air({ aircraft: ["p1", "p2", "p3"], at: TARGET }), [1, 2, 3, 3, 4]));
    const rolled = r.record.events.filter((e) => e.type === "aircraft-rolled");
    expect(rolled.map((e) => [e.aircraft, e.hit])).toEqual([["p1", false], ["p2", false], ["p3", true]]);
    expect(r.record.events).toContainEqual({ type: "aircraft-removed", aircraft: ["p1"], rule: "PG 15.11" });
    expect(r.record.events).toContainEqual({ type: "aircraft-removed", aircraft: ["p2"], rule: "PG 15.11" });
    const [fire] = resolved(r.record.events);
    expect(fire).toMatchObject({ firers: ["p3"], table: "direct-fire", strength: 3, column: 2, rule: "PG 15.13" });
    expect(r.state.aircraft!.filter((a) => a.used).map((a) => a.id)).toEqual(["p1", "p2", "p3"]);
  });
  it("PG 15.13 the fire of all the aircraft hitting a hex is totalled", () => {
    const [fire] = resolved(done(run(NONE, withAir(), air({ aircraft: ["p1", "p2", "p3"], at: TARGET }), [3, 4, 5, 6, 6])).record.events);
    expect(fire).toMatchObject({ firers: ["p1", "p2", "p3"], strength: 15, column: 11 });
  });
  it("PG 15.11 up to three aircraft in a hex a segment: a fourth is refused, in one attack or two", () => {
    expect(run(NONE, withAir(), air({ aircraft: ["p1", "p2", "p3", "p4"], at: TARGET }))).toMatchObject({ status: "refused", rule: "PG 15.11", code: "air.too-many" });
    expect(run(NONE, withAir(), air({ aircraft: ["p1", "p2"], at: TARGET }, { aircraft: ["p3", "p4"], at: TARGET }))).toMatchObject({ status: "refused", rule: "PG 15.11", code: "air.too-many" });
  });
  it("PG 15.11 each aircraft attacks one hex a turn; one not drawn this turn is not there to attack", () => {
    const used = withAir([], { aircraft: [plane("p1", 8, { used: true }), plane("p2", 4, { face: null })] });
    expect(run(NONE, used, air({ aircraft: ["p1"], at: TARGET }))).toMatchObject({ status: "refused", rule: "PG 15.11", code: "air.used" });
    expect(run(NONE, used, air({ aircraft: ["p2"], at: TARGET }))).toMatchObject({ status: "refused", rule: "PG 15.1", code: "air.unknown-aircraft" });
  });
  it("PG 15.14 −1 column once for undemoralized enemy AA within three hexes, however many; none at four hexes or demoralized", () => {
    const column = (units: Parameters<typeof battle>[0]) => resolved(done(run(NONE, withAir(units), air({ aircraft: ["p1"], at: TARGET }), [3, 4, 4])).record.events)[0]!;
    expect(column([])).toMatchObject({ strength: 8, column: 7 });
    const two = column([unit("aa1", "soviet", "soviet-aa", at(8, 5)), unit("aa2", "soviet", "soviet-aa", at(10, 8))]);
    expect(two).toMatchObject({ column: 4 });
    expect(two.trace.filter((t) => t.id === "anti-aircraft")).toHaveLength(1);
    expect(column([unit("aa", "soviet", "soviet-aa", at(8, 4))])).toMatchObject({ column: 7 });
    expect(column([{ ...unit("aa", "soviet", "soviet-aa", at(8, 5)), status: "demoralized" }])).toMatchObject({ column: 7 });
  });
  it("PG 15.14 aircraft never take losses: the results fall on the hex's units only", () => {
    const X = rulesetWith("-", "X");
    const r = done(run(X, withAir(), air({ aircraft: ["p1"], at: TARGET }), [3, 4, 4, 1, 1]));
    expect(resolved(r.record.events)[0]!.results.map((x) => x.piece)).toEqual(["s"]);
    expect(r.record.events.filter((e) => e.type === "steps-lost").map((e) => e.unit)).toEqual(["s"]);
    expect(r.state.aircraft).toHaveLength(PLANES.length);
  });
  it("PG 15.12 a miss: the friendly fire procedure (9.52, +1 for German aircraft) on the Bombardment Table", () => {
    const next = at(9, 8);
    const events = done(run(NONE, withAir([unit("g", "german", "german-infantry", next)]), air({ aircraft: ["p1"], at: TARGET }), [1, 1, 4, 5, 5])).record.events;
    expect(events.find((e) => e.type === "friendly-fire-rolled")).toMatchObject({ at: next, target: TARGET, modifier: 1, hit: true, rule: "PG 15.12, 9.52" });
    const [friendly] = resolved(events);
    expect(friendly).toMatchObject({ at: next, table: "bombardment", column: 5, rule: "PG 15.12, 9.52" });
    expect(friendly!.results.map((x) => x.piece)).toEqual(["g"]);
  });
  it("PG 3.14 an air attack is a complete segment: not during an activation, and it ends the segment", () => {
    const active = playAll(NONE, withAir([unit("g", "german", "german-infantry", at(2, 2))]), [activate(["g"], { piece: "g" })]);
    expect(run(NONE, active, air({ aircraft: ["p1"], at: TARGET }))).toMatchObject({ status: "refused", rule: "PG 3.14", code: "air.under-way" });
    expect(done(run(NONE, withAir(), air({ aircraft: ["p1"], at: TARGET }), [3, 4, 4])).record.events).toContainEqual({ type: "segment-ended", side: "german", passed: false });
  });
  it("PG 7.24 ruling A46: a hex holding the side's own units is no target", () => {
    expect(run(NONE, withAir([unit("g", "german", "german-infantry", TARGET)]), air({ aircraft: ["p1"], at: TARGET }))).toMatchObject({ status: "refused", rule: "PG 7.24", code: "air.friendly-hex" });
  });
});

describe("PG 15.1 drawing aircraft", () => {
  const sides = [side("german", { aircraft: { count: 1, turns: [1] } }), side("soviet")] as const;
  const atStart = () => battle([unit("s", "soviet", "soviet-infantry", TARGET)], [], { phase: "initiative", turn: 1, impulses: null, sides, aircraft: PLANES.slice(0, 2).map((p) => ({ ...p, face: null })) });
  it("PG 15.1, ruling N11 after initiative the side draws the scenario's number from its cup and flips each; they go back at the turn's end", () => {
    const r = done(run(NONE, atStart(), { type: "roll-initiative", side: "german" }, [6, 1, 2, 5]));
    expect(r.record.events).toContainEqual(expect.objectContaining({ type: "aircraft-drawn", side: "german", aircraft: [{ id: "p2", face: "back" }], rule: "PG 15.1" }));
    expect(r.state.aircraft!.map((a) => a.face)).toEqual([null, "back"]);
  });
  it("PG 15.1 no aircraft on a turn the scenario gives none", () => {
    const r = done(run(NONE, { ...atStart(), turn: 2 }, { type: "roll-initiative", side: "german" }, [6, 1]));
    expect(r.record.events.some((e) => e.type === "aircraft-drawn")).toBe(false);
  });
  it("ruling N11 the aircraft drawn return to the cup in the Marker Removal Phase", () => {
    const b = battle([unit("g", "german", "german-infantry", at(1, 1))], [], { aircraft: [plane("p1", 8, { used: true })], impulses: { sides: ["german", "soviet"], active: "soviet", lead: 1, lastPass: "german", over: false } });
    const r = done(run(NONE, b, { type: "pass", side: "soviet" }));
    expect(r.record.events).toContainEqual({ type: "aircraft-returned", aircraft: ["p1"], rule: "PG 15.1" });
    expect(r.state.aircraft![0]).toMatchObject({ face: null, used: false });
  });
});

describe("PG 15.14, 16.6 a hidden anti-aircraft unit", () => {
  it("PG 15.14 it counts for the −1, and is placed on the board by it: the attacker learns only what the modifier tells", () => {
    const hidden = { ...unit("aa", "soviet", "soviet-aa", at(8, 5)), hidden: true };
    const r = done(run(NONE, withAir([hidden]), air({ aircraft: ["p1"], at: TARGET }), [3, 4, 4]));
    expect(r.record.events).toContainEqual(expect.objectContaining({ type: "revealed", pieces: ["aa"], rule: "PG 15.14, 16.6" }));
    expect(resolved(r.record.events)[0]).toMatchObject({ column: 4 });
    expect(r.state.units.get("aa")!.hidden).toBe(false);
  });
  it("PG 15.14 a seen AA unit within reach gives the −1: a hidden one beside it stays hidden", () => {
    const r = done(run(NONE, withAir([unit("aa1", "soviet", "soviet-aa", at(8, 5)), { ...unit("aa2", "soviet", "soviet-aa", at(10, 8)), hidden: true }]), air({ aircraft: ["p1"], at: TARGET }), [3, 4, 4]));
    expect(r.record.events.some((e) => e.type === "revealed")).toBe(false);
    expect(r.state.units.get("aa2")!.hidden).toBe(true);
  });
});
