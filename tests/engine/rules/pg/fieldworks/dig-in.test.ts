import { describe, expect, it } from "vitest";
import { pgDugIn, pgEntrenched } from "../../../../../src/engine/rules/pg/fieldworks/occupation";
import { applyPgEvent } from "../../../../../src/engine/rules/pg/events";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { activate, at, battle, endActivation, leader, nextTurn, play, playAll, run, unit } from "./fixtures";

const HERE = at(8, 8);
const FAR = unit("g", "german", "german-infantry", at(18, 1));
const digIn = (id: string): PgCommand => ({ type: "dig-in", side: "soviet", unit: id });

describe("PG 16.2 digging in", () => {
  it("PG 16.2 two segments: the marker goes under the unit after the first, on top after the second; MOVED/FIRED each time", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", HERE), FAR]), [activate(["i"])]);
    const first = play(b, digIn("i"));
    expect(first.events).toContainEqual({ type: "dug-in", unit: "i", done: false, rule: "PG 16.2" });
    expect(first.events).toContainEqual({ type: "moved-fired", pieces: ["i"], rule: "PG 16.2" });
    expect(first.state.units.get("i")).toMatchObject({ digging: true });
    expect(pgDugIn(first.state, first.state.units.get("i")!)).toBe(false);
    const later = playAll(nextTurn(playAll(first.state, [endActivation])), [activate(["i"])]);
    const second = play(later, digIn("i"));
    expect(second.events).toContainEqual({ type: "dug-in", unit: "i", done: true, rule: "PG 16.2" });
    expect(second.state.units.get("i")!.dugIn).toBe(true);
    expect(pgDugIn(second.state, second.state.units.get("i")!)).toBe(true);
  });

  it("PG 16.2 (ruling A42) a disrupted unit digs in: undemoralized suffices; a demoralized one may not", () => {
    const disrupted = playAll(battle([{ ...unit("i", "soviet", "soviet-infantry", HERE), status: "disrupted" }, FAR]), [activate(["i"])]);
    expect(play(disrupted, digIn("i")).events).toContainEqual({ type: "dug-in", unit: "i", done: false, rule: "PG 16.2" });
    const b = battle([{ ...unit("i", "soviet", "soviet-infantry", HERE), status: "demoralized" }, FAR], [], {
      activation: { side: "soviet", pieces: { i: { action: "move", ledBy: null, mpSpent: 0, hexesEntered: 0, start: HERE } }, current: null, done: [] },
    });
    expect(run(b, digIn("i"))).toMatchObject({ status: "refused", rule: "PG 16.2", code: "fieldworks.demoralized" });
  });

  it("PG 16.2 (ruling A42) an AFV digs in", () => {
    const b = playAll(battle([unit("t", "soviet", "soviet-tank", HERE), FAR]), [activate(["t"])]);
    expect(play(b, digIn("t")).events).toContainEqual({ type: "dug-in", unit: "t", done: false, rule: "PG 16.2" });
  });

  it("PG 16.23 cavalry and transports can't dig in", () => {
    const truck = playAll(battle([unit("k", "soviet", "soviet-truck", HERE), FAR]), [activate(["k"])]);
    expect(run(truck, digIn("k"))).toMatchObject({ status: "refused", rule: "PG 16.23", code: "fieldworks.cannot-dig" });
    const cav = battle([unit("c", "soviet", "german-cavalry", HERE), FAR]);
    expect(run(playAll(cav, [activate(["c"])]), digIn("c"))).toMatchObject({ status: "refused", rule: "PG 16.23" });
  });

  it("PG 16.2 not in a town or woods hex, nor an entrenchment hex", () => {
    const town = playAll(battle([unit("i", "soviet", "soviet-infantry", at(12, 8)), FAR]), [activate(["i"])]);
    expect(run(town, digIn("i"))).toMatchObject({ status: "refused", rule: "PG 16.2", code: "fieldworks.terrain" });
    const woods = playAll(battle([unit("i", "soviet", "soviet-infantry", at(10, 5)), FAR]), [activate(["i"])]);
    expect(run(woods, digIn("i"))).toMatchObject({ status: "refused", rule: "PG 16.2", code: "fieldworks.terrain" });
    const trench = playAll(battle([unit("i", "soviet", "soviet-infantry", HERE), FAR], [], { entrenchments: [HERE] }), [activate(["i"])]);
    expect(run(trench, digIn("i"))).toMatchObject({ status: "refused", rule: "PG 16.2", code: "fieldworks.entrenchment" });
  });

  it("PG 16.2 digging in costs the whole movement allowance and is a Movement action (3.13)", () => {
    const moved = playAll(battle([unit("i", "soviet", "soviet-infantry", HERE), FAR]), [activate(["i"]), { type: "move", side: "soviet", piece: "i", to: at(9, 8) }]);
    expect(run(moved, digIn("i"))).toMatchObject({ status: "refused", rule: "PG 16.2", code: "fieldworks.moved" });
    const fire = playAll(battle([unit("i", "soviet", "soviet-infantry", HERE), FAR]), [{ type: "activate", side: "soviet", root: { piece: "i" }, pieces: { i: "fire" } }]);
    expect(run(fire, digIn("i"))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "fieldworks.designated-to-fire" });
  });

  it("PG 16.21 a unit under a first-segment marker that moves loses it and begins anew", () => {
    const b = playAll(battle([{ ...unit("i", "soviet", "soviet-infantry", HERE), digging: true }, FAR]), [activate(["i"]), { type: "move", side: "soviet", piece: "i", to: at(9, 8) }]);
    expect(b.units.get("i")!.digging).toBeUndefined();
  });

  it("PG 16.21 a unit under a first-segment marker that becomes disrupted loses it", () => {
    const b = structuredClone(battle([{ ...unit("i", "soviet", "soviet-infantry", HERE), digging: true }, FAR]));
    applyPgEvent(b, { type: "status-changed", piece: "i", status: "disrupted", rule: "PG 14.1" });
    expect(b.units.get("i")!.digging).toBeUndefined();
  });

  it("PG 16.22 leaders (of any kind) are dug in when a friendly unit in their hex is", () => {
    const b = battle([{ ...unit("i", "soviet", "soviet-infantry", HERE), dugIn: true }, FAR], [leader("l", "soviet", HERE), leader("k", "soviet", HERE, "kommissar"), leader("far", "soviet", at(9, 9))]);
    expect(pgDugIn(b, b.leaders.get("l")!)).toBe(true);
    expect(pgDugIn(b, b.leaders.get("k")!)).toBe(true);
    expect(pgDugIn(b, b.leaders.get("far")!)).toBe(false);
  });

  it("PG 16.4, 16.42 the entrenchment's occupants have its benefits; an AFV in the hex does not", () => {
    const b = battle([{ ...unit("i", "soviet", "soviet-infantry", HERE), entrenched: true }, unit("t", "soviet", "soviet-tank", HERE), FAR], [leader("l", "soviet", HERE)], { entrenchments: [HERE] });
    expect(pgEntrenched(b, b.units.get("i")!)).toBe(true);
    expect(pgEntrenched(b, b.units.get("t")!)).toBe(false);
    expect(pgEntrenched(b, b.leaders.get("l")!)).toBe(true);
  });

  it("PG 12.43, 16.41 a leader does not share an entrenchment the enemy occupies", () => {
    const b = battle([{ ...unit("g2", "german", "german-infantry", HERE), entrenched: true }, FAR], [leader("l", "soviet", HERE)], { entrenchments: [HERE] });
    expect(pgEntrenched(b, b.leaders.get("l")!)).toBe(false);
  });
});

describe("PG 16.21 AT fire interrupts digging in", () => {
  it("PG 16.21 a unit under a first-segment marker that makes an AT attack loses it; a finished marker stays", () => {
    const b = structuredClone(battle([{ ...unit("t", "soviet", "soviet-tank", HERE), digging: true }, { ...unit("d", "soviet", "soviet-tank", HERE), dugIn: true }, FAR]));
    const shot = (firer: string) => ({ type: "at-fired", side: "soviet", firer, target: "g", from: HERE, at: at(18, 1), shot: { at: 5, armor: 0, modifiers: [] }, roll: { dice: [3, 3], sides: 6, total: 6, purpose: "at" }, total: 11, result: "-", through: [], rule: "PG 11.1" }) as unknown as Parameters<typeof applyPgEvent>[1];
    applyPgEvent(b, shot("t"));
    applyPgEvent(b, shot("d"));
    expect(b.units.get("t")!.digging).toBeUndefined();
    expect(b.units.get("d")!.dugIn).toBe(true);
  });
});
