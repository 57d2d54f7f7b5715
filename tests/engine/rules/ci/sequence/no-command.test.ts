import { describe, expect, it } from "vitest";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciMap, ciRunner, GERMAN, US, type BattleSpec } from "../support/fixture";
import { expectRefused, nameOf, typesOf } from "./support";

// A lake hexside between the PHQ's 0304 and 0404 (the Ballan example).
const map = ciMap({ hexsides: [["0304", "0404", ["ht-sea"]]] });
const { play, seen } = ciRunner(map);

function activeUnder(hq: string, blocks: BattleSpec["blocks"]): CiBattle {
  return ciBattle(map, {
    blocks: {
      phq: { kind: "us-phq", at: "0304", company: "B", platoon: 1, orientation: "face-up" },
      chq: { kind: "us-chq", at: "0101", company: "B", orientation: "face-up" },
      far: { kind: "us-squad", at: "0308", company: "B", platoon: 1, strength: 2 },
      gchq: { kind: "ger-chq", at: "1010", company: "A" },
      ...blocks,
    },
    extra: { activation: { side: US, company: "B", hq, stage: "commands" }, companiesDone: ["B"] },
  });
}

const noCommand = (b: CiBattle, id: string) => ({ type: "no-command", side: US, unit: nameOf(b, id) }) as const;
const rally = (b: CiBattle, id: string) => ({ type: "rally", side: US, unit: nameOf(b, id) }) as const;

describe("CI 4.x No Command", () => {
  it("CI 4.x No Command: an own-platoon squad out of range that rolls at or under its own morale may act (fixture values)", () => {
    // Fixture: a US rifle squad's morale is 6.
    const b = activeUnder("phq", {});
    const { state, events } = play(b, noCommand(b, "far"), [6]);
    expect(events).toMatchObject([{ type: "morale-rolled", block: "far", die: 6, morale: 6, passed: true }]);
    expect(state.activation!.noCommandPassed).toEqual(["far"]);
    expect(state.blocks.far).toMatchObject({ acted: false, orientation: "upright" });
    expect(play(state, rally(state, "far"), [1]).state.blocks.far!.strength).toBe(3);
  });

  it("CI 4.x No Command: a squad that fails is turned face-down and cannot act this Game Turn (fixture values)", () => {
    const b = activeUnder("phq", {});
    const { state, events } = play(b, noCommand(b, "far"), [7]);
    expect(typesOf(events)).toEqual(["morale-rolled", "tipped"]);
    expect(events[0]).toMatchObject({ die: 7, morale: 6, passed: false });
    expect(state.blocks.far).toMatchObject({ acted: true, orientation: "face-down" });
    expectRefused(map, state, rally(state, "far"), "CI 1.x Actions", [1]);
    expectRefused(map, state, noCommand(state, "far"), "CI 1.x Actions", [1]);
  });

  it("CI 4.x No Command: the Ballan example — a squad across a lake hexside checks its morale to act", () => {
    const b = activeUnder("phq", { across: { kind: "us-squad", at: "0404", company: "B", platoon: 1, strength: 2 } });
    expect(play(b, noCommand(b, "across"), [1]).state.activation!.noCommandPassed).toEqual(["across"]);
  });

  it("CI 4.x No Command: company and battalion weapons never act without command", () => {
    const b = activeUnder("phq", { mg: { kind: "us-mg-30", at: "0308", company: "B" }, atg: { kind: "us-at-57", at: "0309", attachedTo: "B" } });
    expectRefused(map, b, noCommand(b, "mg"), "CI 4.x No Command", [1]);
    expectRefused(map, b, noCommand(b, "atg"), "CI 4.x No Command", [1]);
  });

  it("CI 4.x No Command: only for an out-of-range squad of the active PHQ's own platoon, once, during its commands", () => {
    const b = activeUnder("phq", {
      near: { kind: "us-squad", at: "0305", company: "B", platoon: 1 },
      other: { kind: "us-squad", at: "0309", company: "B", platoon: 2 },
    });
    expectRefused(map, b, noCommand(b, "near"), "CI 4.x No Command", [1]);
    expectRefused(map, b, noCommand(b, "other"), "CI 4.x No Command", [1]);
    const passed = play(b, noCommand(b, "far"), [1]).state;
    expectRefused(map, passed, noCommand(passed, "far"), "CI 4.x No Command", [1]);
    const chq = activeUnder("chq", {});
    expectRefused(map, chq, noCommand(chq, "far"), "CI 4.x No Command", [1]);
    const late = play(b, { type: "end-commands", side: US }).state;
    expectRefused(map, late, noCommand(late, "far"), "CI 4.x HQ Activation", [1]);
  });

  it("CI 4.x No Command: the other side sees neither the roll nor its result — only a failed squad's tip", () => {
    const b = activeUnder("phq", {});
    const pass = seen(b, noCommand(b, "far"), GERMAN, [1]);
    expect(pass).toEqual({ status: "done", events: [], rolls: [] });
    const fail = seen(b, noCommand(b, "far"), GERMAN, [9]);
    expect(fail).toEqual({ status: "done", events: [{ type: "tipped", block: b.blocks.far!.handle, orientation: "face-down", rule: "CI 1.x Blocks" }], rolls: [] });
  });

  it("CI 4.x No Command: a face-up squad's check is seen by both sides, its failure hiding it under a fresh handle", () => {
    const b = activeUnder("phq", { up: { kind: "us-squad", at: "0309", company: "B", platoon: 1, orientation: "face-up" } });
    const r = seen(b, noCommand(b, "up"), GERMAN, [9]);
    expect(r.status === "done" && typesOf(r.events)).toEqual(["morale-rolled", "concealed"]);
    expect(r.status === "done" && r.rolls.map((x) => x.dice)).toEqual([[9]]);
  });
});
