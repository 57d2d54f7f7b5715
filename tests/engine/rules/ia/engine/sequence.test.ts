import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { initiativeSegments } from "../../../../../src/engine/rules/ia/commands/sequence";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);

function done(state: IaBattle, command: Parameters<typeof runCommand<IaBattle, any, any>>[2], dice: number[] = []) {
  const r = runCommand(ia, state, command, new ScriptedDice(dice));
  if (r.status !== "done") throw new Error(`expected done, got ${JSON.stringify(r)}`);
  return r;
}

describe("IA1 3.0 A initiative", () => {
  it("IA1 3.0A example: 4 + 5 = 9 against 2 + 2 = 4 wins by 5, two action segments", () => {
    const r = done(battle([side("A", 4), side("B", 2)]), { type: "roll-initiative", side: "A" }, [5, 2]);
    expect(r.state.initiative).toMatchObject({ winner: "A", segments: 2 });
    expect(r.state.phase).toBe("action");
    expect(r.state.impulses).toMatchObject({ active: "A", lead: 2 });
    expect(r.record.dice).toEqual([5, 2]);
  });
  it("IA1 3.0 A rounding: 1/2 up to 1, 1.5 down to 1, 2.5 down to 2", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(initiativeSegments)).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });
  it("IA1 3.0 A ties are rolled again", () => {
    const r = done(battle([side("A", 2), side("B", 3)]), { type: "roll-initiative", side: "A" }, [4, 3, 1, 6]);
    expect(r.record.events.filter((e) => e.type === "initiative-rolled").map((e: any) => e.tie)).toEqual([true, false]);
    expect(r.state.initiative).toMatchObject({ winner: "B", segments: 3 });
  });
  it("IA1 3.0 A initiative falls by one per the scenario's step losses, never below zero", () => {
    const b = battle([side("A", 1, { stepsPerInitiative: 2 }), side("B", 2)], [inf("a1", "A", at(1, 1)), inf("a2", "A", at(2, 2))]);
    const s = structuredClone(b);
    for (const unit of ["a1", "a1", "a2", "a2"]) ia.apply(s, { type: "steps-lost", unit, steps: 1, rule: "IA1 7.61" });
    expect(s.sides[0].stepsLost).toBe(4);
    expect(s.sides[0].initiative).toBe(0);
    expect(s.eliminated).toEqual(["a1", "a2"]);
  });
  it("IA1 3.0 A eliminations that are not step losses count the unit's remaining steps (5.44, 14.34, cargo with its wagon); leaders have none", () => {
    const one = { company: false, steps: 1, maxSteps: 1 } as const;
    const b = battle(
      [side("A", 3, { stepsPerInitiative: 2 }), side("B", 2)],
      [inf("a1", "A", at(1, 1)), inf("w", "A", at(2, 2), { kind: "TRANSPORT", ...one, carrying: "mg" }), inf("mg", "A", at(2, 2), { kind: "MG", ...one, carriedBy: "w" })],
      [leader("l", "A", at(1, 1))],
    );
    const s = structuredClone(b);
    ia.apply(s, { type: "eliminated", piece: "a1", rule: "IA1 14.34" });
    ia.apply(s, { type: "eliminated", piece: "l", rule: "IA1 6.71" });
    expect([s.sides[0].stepsLost, s.sides[0].initiative]).toEqual([2, 2]);
    ia.apply(s, { type: "steps-lost", unit: "w", steps: 1, rule: "IA1 7.61" });
    expect([s.sides[0].stepsLost, s.sides[0].initiative]).toEqual([4, 1]);
    expect(s.eliminated).toEqual(["a1", "l", "mg", "w"]);
  });
  it("IA1 3.0 A, 4.4 an elimination that does not count for initiative (IA1 overstacking) takes no steps, its cargo's included", () => {
    const one = { company: false, steps: 1, maxSteps: 1 } as const;
    const b = battle(
      [side("A", 3, { stepsPerInitiative: 1 }), side("B", 2)],
      [inf("w", "A", at(2, 2), { kind: "TRANSPORT", ...one, carrying: "mg" }), inf("mg", "A", at(2, 2), { kind: "MG", ...one, carriedBy: "w" })],
    );
    const s = structuredClone(b);
    ia.apply(s, { type: "eliminated", piece: "w", rule: "IA1 4.4", countsForInitiative: false });
    expect([s.sides[0].stepsLost, s.sides[0].initiative, s.eliminated]).toEqual([0, 3, ["mg", "w"]]);
  });
  it("IA1 3.0 initiative is rolled only in its phase; a refusal leaves the state untouched and names the rule", () => {
    const b = done(battle([side("A", 4), side("B", 2)]), { type: "roll-initiative", side: "A" }, [5, 2]).state;
    const before = structuredClone(b);
    const r = runCommand(ia, b, { type: "roll-initiative", side: "A" }, new ScriptedDice([1, 1]));
    expect(r).toMatchObject({ status: "refused", rule: "IA1 3.0" });
    expect(b).toEqual(before);
  });
});

describe("IA1 3.0 C action phase and 3.0 D marker removal", () => {
  const start = (units = [inf("a1", "A", at(1, 1)), inf("b1", "B", at(5, 5))]) =>
    done(battle([side("A", 4), side("B", 2)], units), { type: "roll-initiative", side: "A" }, [5, 2]).state;

  it("IA1 3.0 C only the active player may pass", () => {
    expect(runCommand(ia, start(), { type: "pass", side: "B" }, new ScriptedDice([]))).toMatchObject({ status: "refused", rule: "IA1 3.0 C" });
  });
  it("IA1 3.0 C a pass answered at once by the other player's pass ends the turn; markers go, the next turn begins", () => {
    let b = start([inf("a1", "A", at(1, 1), { movedFired: true }), inf("b1", "B", at(5, 5), { oppFire: true }), inf("b2", "B", at(6, 6), { status: "disrupted" })]);
    b = done(b, { type: "pass", side: "A" }).state;
    b = done(b, { type: "pass", side: "A" }).state;
    expect(b.turn).toBe(1);
    const r = done(b, { type: "pass", side: "B" });
    expect(r.record.events.map((e) => e.type)).toEqual(["segment-ended", "phase-began", "markers-removed", "turn-began", "phase-began"]);
    expect(r.state).toMatchObject({ turn: 2, phase: "initiative", impulses: null });
    expect(r.state.units.get("a1")!.movedFired).toBe(false);
    expect(r.state.units.get("b1")!.oppFire).toBe(false);
    expect(r.state.units.get("b2")!.status).toBe("disrupted"); // 3.0 D: do not remove other markers
  });
  it("IA1 3.0 C a player with a demoralized, unactivated unit cannot pass", () => {
    const b = start([inf("a1", "A", at(1, 1), { status: "demoralized" }), inf("b1", "B", at(5, 5))]);
    expect(runCommand(ia, b, { type: "pass", side: "A" }, new ScriptedDice([]))).toMatchObject({ status: "refused", rule: "IA1 3.0 C", reason: expect.stringContaining("14.4") });
  });
  it("IA1 16.13 smoke in the marker removal phase: 1 stays, 2 drifts, 3–6 removed", () => {
    let b = start();
    b = { ...b, smoke: [at(3, 3), at(8, 8), at(10, 10)] };
    b = done(b, { type: "pass", side: "A" }).state;
    b = done(b, { type: "pass", side: "A" }).state;
    const r = done(b, { type: "pass", side: "B" }, [1, 4, 2, 3]);
    expect(r.state.smoke).toEqual([at(3, 3), map.indexOf({ q: map.hexAt(at(10, 10)).q + 1, r: map.hexAt(at(10, 10)).r })]);
  });
  it("after the last turn the battle is over", () => {
    let b = { ...start(), lastTurn: 1 };
    b = done(b, { type: "pass", side: "A" }).state;
    b = done(b, { type: "pass", side: "A" }).state;
    expect(done(b, { type: "pass", side: "B" }).state.phase).toBe("over");
  });
});

describe("the event log", () => {
  it("replaying the log reproduces the state exactly", () => {
    const log = new EventLog(ia, battle([side("A", 4), side("B", 2)], [inf("a1", "A", at(1, 1), { movedFired: true })]));
    let s = log.initial;
    for (const [c, dice] of [
      [{ type: "roll-initiative", side: "A" }, [5, 2]],
      [{ type: "pass", side: "A" }, []],
      [{ type: "pass", side: "A" }, []],
      [{ type: "pass", side: "B" }, []],
      [{ type: "roll-initiative", side: "B" }, [1, 6]],
    ] as const) {
      const r = done(s, c as any, [...dice]);
      log.append(r.record);
      s = r.state;
    }
    expect(log.replay()).toEqual(s);
    expect(log.entries).toHaveLength(5);
  });
  it("undo goes back over commands that rolled no die, and stops at a roll", () => {
    const log = new EventLog(ia, battle([side("A", 4), side("B", 2)]));
    const r1 = done(log.initial, { type: "roll-initiative", side: "A" }, [5, 2]);
    log.append(r1.record);
    const r2 = done(r1.state, { type: "pass", side: "A" });
    log.append(r2.record);
    expect(log.undo()).toEqual(r1.state);
    expect(log.canUndo()).toBe(false);
    expect(log.undo()).toBeNull();
  });
});
