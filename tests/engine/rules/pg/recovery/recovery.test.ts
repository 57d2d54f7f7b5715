import { describe, expect, it } from "vitest";
import { distance } from "../../../../../src/engine/hex";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { activate, at, atGun, battle, eventsOf, leader, map, play, recover, unit } from "./fixtures";

const HERE = at(8, 5);
const TOWN = at(12, 8);

/** A Soviet unit of `type` in `hex`, disrupted or demoralized. */
const shaken = (id: string, type: string, hex: number, status: "disrupted" | "demoralized") => ({ ...unit(id, "soviet", type, hex), status });

const attempted = (events: readonly PgEvent[]) => events.find((e) => e.type === "recovery-attempted");
const statusOf = (events: readonly PgEvent[], piece: string) => events.flatMap((e) => (e.type === "status-changed" && e.piece === piece ? [e.status] : []));

describe("PG 14.4 recovery", () => {
  it("PG 14.4 14.41 a disrupted INF (morale 8) recovers on 7, below its morale, and is MOVED/FIRED", () => {
    const b = battle([shaken("i", "soviet-infantry", HERE, "disrupted")]);
    const events = eventsOf(b, [activate(["i"], { piece: "i" }), recover("i")], [3, 4]);
    expect(attempted(events)).toMatchObject({ piece: "i", leader: null, outcome: "good-order", target: 8, result: 7, rule: "PG 14.41" });
    expect(events).toContainEqual({ type: "moved-fired", pieces: ["i"], rule: "PG 14.4, 6.55" });
  });
  it("PG 14.4 14.41 a roll equal to its morale fails: no effect", () => {
    const b = battle([shaken("i", "soviet-infantry", HERE, "disrupted")]);
    expect(attempted(eventsOf(b, [activate(["i"], { piece: "i" }), recover("i")], [4, 4]))).toMatchObject({ outcome: "no-effect", target: 8, result: 8 });
  });
  it("PG 14.4 (A39) a demoralized INF recovers at morale 8 − 1: 6 recovers to disrupted, 7 fails", () => {
    const b = battle([shaken("i", "soviet-infantry", HERE, "demoralized")]);
    expect(attempted(eventsOf(b, [activate(["i"], { piece: "i" }), recover("i")], [3, 3]))).toMatchObject({ outcome: "disrupted", target: 7 });
    expect(attempted(eventsOf(b, [activate(["i"], { piece: "i" }), recover("i")], [3, 4]))).toMatchObject({ outcome: "no-effect", target: 7 });
  });
  it("PG 14.4 a good-order unit does not recover", () => {
    const b = battle([unit("i", "soviet", "soviet-infantry", HERE)]);
    expect(play(b, [activate(["i"], { piece: "i" }), recover("i")], [3, 3])).toMatchObject({ status: "refused", rule: "PG 14.4" });
  });
  it("PG 14.4 6.52 the activating leader adds his modifier (8 + 1 > 8) and is MOVED/FIRED with the unit (6.55)", () => {
    const b = battle([shaken("i", "soviet-infantry", HERE, "disrupted")], [leader("l", "soviet", HERE)]);
    const events = eventsOf(b, [activate(["i", "l"], { leader: "l" }), recover("i")], [4, 4]);
    expect(attempted(events)).toMatchObject({ piece: "i", leader: "l", outcome: "good-order", target: 9, result: 8 });
    expect(events).toContainEqual({ type: "moved-fired", pieces: ["i", "l"], rule: "PG 14.4, 6.55" });
    expect(events).toContainEqual({ type: "movement-stopped", pieces: ["i", "l"], rule: "PG 14.4, 6.55" });
  });
  it("PG 14.4 6.53 a disrupted leader helps in his own hex (he activates no one beyond it, 3.12)", () => {
    const l = { ...leader("l", "soviet", HERE), status: "disrupted" as const };
    const b = battle([shaken("i", "soviet-infantry", HERE, "disrupted")], [l]);
    // He recovers first (14.12) and fails (10 is not below 8); MOVED/FIRED from that, he still helps (6.52).
    const first = play(b, [activate(["i", "l"], { leader: "l" }), recover("l")], [5, 5]);
    if (first.status !== "done") throw new Error(JSON.stringify(first));
    expect(attempted(eventsOf(first.state, [recover("i")], [4, 4]))).toMatchObject({ leader: "l", target: 9 });
  });
  it("PG 14.4 14.12 a leader still to recover in the hex goes before its units", () => {
    const l = { ...leader("l", "soviet", HERE), status: "disrupted" as const };
    const b = battle([shaken("i", "soviet-infantry", HERE, "disrupted")], [l]);
    expect(play(b, [activate(["i", "l"], { leader: "l" }), recover("i")], [4, 4])).toMatchObject({ status: "refused", rule: "PG 14.12" });
  });
  it("PG 14.4 14.43 an unmodified 2 restores a demoralized unit to good order", () => {
    const b = battle([shaken("i", "soviet-infantry", HERE, "demoralized")]);
    expect(attempted(eventsOf(b, [activate(["i"], { piece: "i" }), recover("i")], [1, 1]))).toMatchObject({ outcome: "good-order", rule: "PG 14.43" });
  });
  it("PG 14.4 14.44 an unmodified 12 makes a demoralized leader desert", () => {
    const l = { ...leader("l", "soviet", HERE), status: "demoralized" as const };
    const events = eventsOf(battle([], [l]), [activate(["l"], { leader: "l" }), recover("l")], [6, 6]);
    expect(attempted(events)).toMatchObject({ outcome: "eliminated", rule: "PG 14.44" });
    expect(events).toContainEqual(expect.objectContaining({ type: "eliminated", piece: "l" }));
  });
  it("PG 14.4 14.45 +1 in a town hex, and in an entrenchment", () => {
    const inTown = battle([shaken("i", "soviet-infantry", TOWN, "disrupted")]);
    expect(attempted(eventsOf(inTown, [activate(["i"], { piece: "i" }), recover("i")], [4, 4]))).toMatchObject({ outcome: "good-order", target: 9 });
    const dug = battle([shaken("i", "soviet-infantry", HERE, "disrupted")], [], { entrenchments: [HERE] });
    expect(attempted(eventsOf(dug, [activate(["i"], { piece: "i" }), recover("i")], [4, 4]))).toMatchObject({ outcome: "good-order", target: 9 });
  });
  it("PG 14.4 3.0 B 14.42 no pass with a demoralized unit that has not activated", () => {
    const b = battle([shaken("i", "soviet-infantry", HERE, "demoralized")]);
    expect(play(b, [{ type: "pass", side: "soviet" }])).toMatchObject({ status: "refused", rule: "PG 3.0 B" });
  });
});

describe("PG 14.4 a failed demoralized unit flees (14.3, 14.31–14.34)", () => {
  const ENEMY = at(10, 5);
  const moves = (events: readonly PgEvent[], piece: string) => events.flatMap((e) => (e.type === "piece-moved" && e.piece === piece ? [e.to] : []));

  it("PG 14.4 14.31 (A40) it moves away from the German INF (range 3) to the nearest hex out of its range, farther at every step (14.33)", () => {
    const b = battle([shaken("i", "soviet-infantry", HERE, "demoralized"), unit("g", "german", "german-infantry", ENEMY)]);
    const events = eventsOf(b, [activate(["i"], { piece: "i" }), recover("i")], [6, 5]);
    const path = moves(events, "i");
    expect(path.length).toBeGreaterThan(0);
    const d = (h: number) => distance(map.hexAt(h), map.hexAt(ENEMY));
    expect(path.map(d)).toEqual([3, 4]);
    expect(events).toContainEqual(expect.objectContaining({ type: "piece-moved", piece: "i", rule: "PG 14.31" }));
  });
  it("PG 14.4 14.3 (A40) a demoralized AFV need not flee infantry that cannot hurt it; a German tank it flees", () => {
    const tank = shaken("t", "soviet-tank", HERE, "demoralized");
    const fromInf = eventsOf(battle([tank, unit("g", "german", "german-infantry", ENEMY)]), [activate(["t"], { piece: "t" }), recover("t")], [6, 5]);
    expect(moves(fromInf, "t")).toEqual([]);
    const fromTank = eventsOf(battle([tank, unit("g", "german", "german-tank", ENEMY)]), [activate(["t"], { piece: "t" }), recover("t")], [6, 5]);
    expect(moves(fromTank, "t").length).toBeGreaterThan(0);
  });
  it("PG 14.4 14.3 (A41) with no enemy that could hurt it, it stays", () => {
    const events = eventsOf(battle([shaken("i", "soviet-infantry", HERE, "demoralized")]), [activate(["i"], { piece: "i" }), recover("i")], [6, 5]);
    expect(attempted(events)).toMatchObject({ outcome: "no-effect" });
    expect(moves(events, "i")).toEqual([]);
  });
  it("PG 14.4 14.34 a weapon with MA 0 that must flee is abandoned; in a safe hex it is not", () => {
    const gun = atGun("a", "soviet", HERE);
    const threatened = eventsOf(battle([{ ...gun, status: "demoralized" }, unit("g", "german", "german-infantry", ENEMY)]), [activate(["a"], { piece: "a" }), recover("a")], [6, 5]);
    expect(threatened).toContainEqual({ type: "eliminated", piece: "a", rule: "PG 14.34" });
    const safe = eventsOf(battle([{ ...gun, status: "demoralized" }]), [activate(["a"], { piece: "a" }), recover("a")], [6, 5]);
    expect(safe.some((e) => e.type === "eliminated")).toBe(false);
  });
  it("PG 14.4 6.52 an activated leader in the hex may flee with it (the owner's choice)", () => {
    const b = battle([shaken("i", "soviet-infantry", HERE, "demoralized"), unit("g", "german", "german-infantry", ENEMY)], [leader("l", "soviet", HERE)]);
    const events = eventsOf(b, [activate(["i", "l"], { leader: "l" }), recover("i")], [6, 5], { "recovery-leader:i": null, "flee-with:l": true });
    expect(moves(events, "l")).toEqual(moves(events, "i"));
    expect(events).toContainEqual(expect.objectContaining({ type: "piece-moved", piece: "l", rule: "PG 6.52" }));
    expect(statusOf(events, "l")).toEqual([]);
  });
});
