import { describe, expect, it } from "vitest";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciMap, ciRunner, GERMAN, US, type BattleSpec } from "../support/fixture";
import { expectRefused, nameOf, typesOf } from "./support";

const map = ciMap();
const { play, seen } = ciRunner(map);

function activeUnder(hq: string, blocks: BattleSpec["blocks"]): CiBattle {
  return ciBattle(map, {
    blocks: {
      phq: { kind: "us-phq", at: "0304", company: "B", platoon: 1, orientation: "face-up" },
      chq: { kind: "us-chq", at: "0101", company: "B", orientation: "face-up" },
      s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 2 },
      far: { kind: "us-squad", at: "0308", company: "B", platoon: 1, strength: 2 },
      g1: { kind: "ger-squad", at: "0306" },
      ...blocks,
    },
    extra: { activation: { side: US, company: "B", hq, stage: "commands" }, companiesDone: ["B"] },
  });
}

const rally = (b: CiBattle, id: string, side = US) => ({ type: "rally", side, unit: nameOf(b, id) }) as const;

describe("CI 5.x Rally", () => {
  it("CI 5.x Rally: a roll at or under the commanding HQ's morale gains one step; the unit turns face-down (fixture values)", () => {
    // Fixture: a US PHQ's morale is 7.
    const b = activeUnder("phq", {});
    const { state, events } = play(b, rally(b, "s1"), [7]);
    expect(typesOf(events)).toEqual(["block-commanded", "rallied", "tipped"]);
    expect(events[1]).toMatchObject({ block: "s1", die: 7, morale: 7, passed: true, strength: 3 });
    expect(state.blocks.s1).toMatchObject({ strength: 3, orientation: "face-down", acted: true, handle: b.blocks.s1!.handle });
  });

  it("CI 5.x Rally: a roll over the morale gains nothing, and the unit still turns face-down (fixture values)", () => {
    const b = activeUnder("phq", {});
    const { state, events } = play(b, rally(b, "s1"), [8]);
    expect(events[1]).toMatchObject({ die: 8, morale: 7, passed: false, strength: 2 });
    expect(state.blocks.s1).toMatchObject({ strength: 2, orientation: "face-down", acted: true });
  });

  it("CI 5.x Rally: never above the label's strength (fixture values)", () => {
    const b = activeUnder("phq", { full: { kind: "us-squad", at: "0304", company: "B", platoon: 1, strength: 4 } });
    expect(play(b, rally(b, "full"), [1]).state.blocks.full!.strength).toBe(4);
  });

  it("CI 5.x Rally: a face-up unit is hidden again under a fresh handle; the other side sees its roll, it was shown", () => {
    const b = activeUnder("phq", { up: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 2, orientation: "face-up" } });
    const { state, events } = play(b, rally(b, "up"), [1]);
    expect(events.at(-1)).toMatchObject({ type: "concealed", block: "up", orientation: "face-down" });
    expect(state.blocks.up!.handle).toEqual(expect.any(String));
    const r = seen(b, rally(b, "up"), GERMAN, [1]);
    expect(r.status === "done" && typesOf(r.events)).toEqual(["block-commanded", "rallied", "concealed"]);
  });

  it("CI 5.x Rally: under a CHQ each rally takes one of its three commands (fixture values)", () => {
    // Fixture: a US CHQ's morale is 8.
    const b = activeUnder("chq", {});
    const { state, events } = play(b, rally(b, "far"), [8]);
    expect(events[1]).toMatchObject({ morale: 8, passed: true });
    expect(state.activation!.chqCommands).toBe(1);
  });

  it("CI 5.x Rally: a squad acting under No Command rolls its own morale again (ruling R20) (fixture values)", () => {
    // Fixture: the squad's morale 6, its PHQ's 7: a 7 passes the PHQ's and fails its own.
    const b = activeUnder("phq", {});
    const passed = play(b, { type: "no-command", side: US, unit: nameOf(b, "far") }, [1]).state;
    const { events } = play(passed, rally(passed, "far"), [7]);
    expect(events[1]).toMatchObject({ block: "far", die: 7, morale: 6, passed: false, strength: 2 });
  });

  it("CI 5.x Rally: the other side sees a hidden unit's tip only — no roll, no strength, no kind", () => {
    const b = activeUnder("phq", {});
    const r = seen(b, rally(b, "s1"), GERMAN, [7]);
    expect(r).toEqual({ status: "done", events: [{ type: "tipped", block: b.blocks.s1!.handle, orientation: "face-down", rule: "CI 1.x Blocks" }], rolls: [] });
    const text = JSON.stringify(r);
    for (const secret of ["s1", "us-squad", "strength", "die", "morale"]) expect(text).not.toContain(secret);
    // Its owner sees it all.
    const own = seen(b, rally(b, "s1"), US, [7]);
    expect(own.status === "done" && own.rolls.map((x) => x.dice)).toEqual([[7]]);
  });

  it("CI 5.x Rally: refused without an activation, out of turn, or for a block not one's own; the state is unchanged", () => {
    const b = activeUnder("phq", {});
    expectRefused(map, b, rally(b, "g1", US), "CI 1.x Actions", [1]);
    expectRefused(map, b, rally(b, "g1", GERMAN), "CI 1.x Game Turns", [1]);
    const idle = ciBattle(map, { blocks: { s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 2 } } });
    expectRefused(map, idle, rally(idle, "s1"), "CI 1.x Commands", [1]);
  });
});
