import { describe, expect, it } from "vitest";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgLeader } from "../../../../../src/engine/rules/pg/state";
import { activate, at, battle, leader, play, playAll, playDefaults, run, unit } from "../fieldworks/fixtures";

const HERE = at(8, 8);
const FAR = unit("g", "german", "german-infantry", at(18, 1));
const recover = (piece: string): PgCommand => ({ type: "recover", side: "soviet", piece });
/** A Kommissar of morale `morale` (PG 6.6: he rolls morale as a leader). */
const kom = (id: string, hex: number, morale = 9, over: Partial<PgLeader> = {}): PgLeader => ({ ...leader(id, "soviet", hex, "kommissar"), morale, moraleBonus: 0, combat: 0, ...over });
const demoralized = (id: string, hex = HERE) => ({ ...unit(id, "soviet", "soviet-infantry", hex), status: "demoralized" as const });
const attempted = (events: readonly PgEvent[]) => events.find((e) => e.type === "recovery-attempted");
/** The stack in `hex` activated to move: the KOM activates no one (ruling N1), so he and the unit go as a stack. */
const stack = (pieces: readonly string[], hex = HERE) => activate(pieces, { stack: hex });

describe("PG 6.6–6.66 Kommissars", () => {
  it("PG 6.62 6.63 (A37) the unit rolls below the KOM's morale less 1 (9 − 1 = 8): 7 restores it to good order, not disruption", () => {
    const b = playAll(battle([demoralized("i"), FAR], [kom("k", HERE)]), [stack(["i", "k"])]);
    const { events, state } = play(b, recover("i"), [3, 4]);
    expect(attempted(events)).toMatchObject({ piece: "i", leader: "k", outcome: "good-order", target: 8, result: 7, rule: "PG 6.63" });
    expect(events).toContainEqual({ type: "status-changed", piece: "i", status: "good", rule: "PG 6.63" });
    expect(state.units.get("i")!.status).toBe("good");
    expect(events).toContainEqual({ type: "moved-fired", pieces: ["i", "k"], rule: "PG 14.4, 6.55" });
  });

  it("PG 6.63 (A37) a failure costs a step and the unit stays demoralized; the leaders in the hex roll for casualties (6.7)", () => {
    const b = playAll(battle([demoralized("i"), FAR], [kom("k", HERE)]), [stack(["i", "k"])]);
    const { events, state } = play(b, recover("i"), [4, 4, 6, 6]);
    expect(attempted(events)).toMatchObject({ outcome: "step-loss", target: 8, result: 8 });
    expect(events).toContainEqual({ type: "steps-lost", unit: "i", steps: 1, rule: "PG 6.63" });
    expect(state.units.get("i")).toMatchObject({ status: "demoralized", steps: 1 });
    expect(events).toContainEqual(expect.objectContaining({ type: "leader-casualty-rolled", leader: "k", stepsLost: 1 }));
  });

  it("PG 6.62 (A37) no leader's modifier is added, and 14.45's town +1 is (9 − 1 + 1 = 9)", () => {
    const town = at(12, 8);
    const b = playAll(battle([demoralized("i", town), FAR], [kom("k", town), leader("lt", "soviet", town)]), [stack(["i", "k", "lt"], town)]);
    expect(attempted(play(b, recover("i"), [4, 4]).events)).toMatchObject({ leader: "k", target: 9, outcome: "good-order" });
  });

  it("PG 6.63 (A37) an unmodified 2 succeeds whatever the morale; an unmodified 12 is only a failure", () => {
    const b = playAll(battle([demoralized("i"), FAR], [kom("k", HERE, 2)]), [stack(["i", "k"])]);
    expect(attempted(play(b, recover("i"), [1, 1]).events)).toMatchObject({ outcome: "good-order", target: 1 });
    const c = playAll(battle([demoralized("i"), FAR], [kom("k", HERE)]), [stack(["i", "k"])]);
    expect(attempted(play(c, recover("i"), [6, 6, 6, 6]).events)).toMatchObject({ outcome: "step-loss" });
  });

  it("PG 6.64 a disrupted KOM helps; a demoralized one does not (the unit recovers on its own morale, 8 − 1)", () => {
    const disrupted = playAll(battle([demoralized("i"), FAR], [kom("k", HERE, 9, { status: "disrupted" })]), [stack(["i", "k"])]);
    // PG 14.12: he attempts his own recovery first (10 fails: 9 is his morale), then helps.
    expect(run(disrupted, recover("i"), [3, 4])).toMatchObject({ status: "refused", rule: "PG 14.12" });
    const first = play(disrupted, recover("k"), [5, 5]).state;
    expect(attempted(play(first, recover("i"), [3, 4]).events)).toMatchObject({ leader: "k", target: 8 });
    const b = playAll(battle([demoralized("i"), FAR], [kom("k", HERE, 9, { status: "demoralized" })]), [activate(["i"])]);
    expect(attempted(play(b, recover("i"), [3, 3]).events)).toMatchObject({ leader: null, target: 7, outcome: "disrupted" });
  });

  it("PG 6.6 a KOM does not help a demoralized leader", () => {
    const l: PgLeader = { ...leader("lt", "soviet", HERE), status: "demoralized" };
    const b = playAll(battle([FAR], [kom("k", HERE), l]), [stack(["lt", "k"])]);
    expect(attempted(play(b, recover("lt"), [3, 3]).events)).toMatchObject({ piece: "lt", leader: null, target: 7 });
  });

  it("PG 6.65 a demoralized unit stacked with a KOM still to be activated this turn recovers with him, not without", () => {
    const b = playAll(battle([demoralized("i"), FAR], [kom("k", HERE)]), [activate(["i"])]);
    expect(run(b, recover("i"), [3, 3])).toMatchObject({ status: "refused", rule: "PG 6.65", code: "kommissar.owed" });
    const used = playAll(battle([demoralized("i"), FAR], [kom("k", HERE, 9, { movedFired: true })]), [activate(["i"])]);
    expect(attempted(play(used, recover("i"), [3, 3]).events)).toMatchObject({ leader: null });
  });

  it("PG 6.6 (ruling N1) a KOM activates no one: units are not activated through him", () => {
    const b = battle([demoralized("i"), FAR], [kom("k", HERE)]);
    expect(run(b, activate(["i", "k"], { leader: "k" }))).toMatchObject({ status: "refused" });
  });

  it("PG 6.63 14.31 a unit that fails and must flee goes, and the KOM moves with it", () => {
    // A German INF two hexes away (direct fire 5, range 3) threatens the unit in clear terrain.
    const b = playAll(battle([demoralized("i"), unit("e", "german", "german-infantry", at(10, 8))], [kom("k", HERE)]), [stack(["i", "k"])]);
    const { state, events } = playDefaults(b, recover("i"), [4, 4, 6, 6]);
    expect(events).toContainEqual(expect.objectContaining({ type: "piece-moved", piece: "k", from: HERE }));
    const i = state.units.get("i")!;
    expect(i.hex).not.toBe(HERE);
    expect(state.leaders.get("k")!.hex).toBe(i.hex);
  });
});
