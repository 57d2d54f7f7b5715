import { describe, expect, it } from "vitest";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciMap, ciRunner, US, type BattleSpec } from "../support/fixture";
import { expectRefused, nameOf } from "./support";

// 0304's neighbours: 0303, 0305, 0204, 0205, 0404, 0405. A lake hexside between 0304 and 0404 (the Ballan example).
const map = ciMap({ hexsides: [["0304", "0404", ["ht-sea"]]] });
const { play } = ciRunner(map);

/** The US company B activation of `hq` in progress (face-up), blocks at less than full strength so that a rally has a step to gain. */
function activeUnder(hq: string, blocks: BattleSpec["blocks"], stage: "commands" | "hq-action" = "commands"): CiBattle {
  return ciBattle(map, {
    blocks: {
      phq: { kind: "us-phq", at: "0304", company: "B", platoon: 1, orientation: "face-up" },
      chq: { kind: "us-chq", at: "0101", company: "B", orientation: "face-up" },
      gchq: { kind: "ger-chq", at: "1010", company: "A" },
      ...blocks,
    },
    extra: { activation: { side: US, company: "B", hq, stage }, companiesDone: ["B"] },
  });
}

const rally = (b: CiBattle, id: string) => ({ type: "rally", side: US, unit: nameOf(b, id) }) as const;

describe("CI 4.x HQ Ranks", () => {
  it("CI 4.x HQ Ranks: a PHQ commands the rifle squads of its own platoon in its hex and the adjacent ones", () => {
    const b = activeUnder("phq", {
      here: { kind: "us-squad", at: "0304", company: "B", platoon: 1, strength: 2 },
      next: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 2 },
      other: { kind: "us-squad", at: "0303", company: "B", platoon: 2, strength: 2 },
      far: { kind: "us-squad", at: "0307", company: "B", platoon: 1, strength: 2 },
    });
    let s = play(b, rally(b, "here"), [1]).state;
    s = play(s, rally(s, "next"), [1]).state;
    expect(s.activation!.commanded).toEqual({ here: "rally", next: "rally" });
    expectRefused(map, s, rally(s, "other"), "CI 4.x HQ Ranks", [1]);
    expectRefused(map, s, rally(s, "far"), "CI 4.x No Command", [1]);
  });

  it("CI 4.x HQ Ranks: the St. Aubyn example — the PHQ's one weapon command went to the AT gun, so the MG cannot act", () => {
    const b = activeUnder("phq", {
      at: { kind: "us-at-57", at: "0305", attachedTo: "B", strength: 1 },
      mg: { kind: "us-mg-30", at: "0303", company: "B", strength: 1 },
    });
    const s = play(b, rally(b, "at"), [1]).state;
    expect(s.activation!.weaponCommanded).toBe(true);
    expectRefused(map, s, rally(s, "mg"), "CI 4.x HQ Ranks", [1]);
    // Without the AT gun's command, the MG could have acted.
    expect(play(b, rally(b, "mg"), [1]).state.blocks.mg!.acted).toBe(true);
  });

  it("CI 4.x HQ Ranks: a PHQ commands no weapon of another company, nor one out of its range", () => {
    const b = activeUnder("phq", {
      mgA: { kind: "us-mg-30", at: "0305", company: "A", strength: 1 },
      mgFar: { kind: "us-mg-30", at: "0307", company: "B", strength: 1 },
    });
    expectRefused(map, b, rally(b, "mgA"), "CI 4.x HQ Ranks", [1]);
    expectRefused(map, b, rally(b, "mgFar"), "CI 4.x HQ Ranks", [1]);
  });

  it("CI 4.x HQ Ranks: the Ballan example — a lake hexside breaks the command range of an adjacent squad", () => {
    const b = activeUnder("phq", {
      across: { kind: "us-squad", at: "0404", company: "B", platoon: 1, strength: 2 },
      beside: { kind: "us-squad", at: "0405", company: "B", platoon: 1, strength: 2 },
    });
    expectRefused(map, b, rally(b, "across"), "CI 4.x No Command", [1]);
    expect(play(b, rally(b, "beside"), [1]).state.blocks.beside!.acted).toBe(true);
  });

  it("CI 4.x HQ Ranks: a CHQ commands any three of its company anywhere — never a PHQ, nor another company's unit", () => {
    const b = activeUnder("chq", {
      a: { kind: "us-squad", at: "0909", company: "B", platoon: 1, strength: 2 },
      c: { kind: "us-squad", at: "0500", company: "B", platoon: 2, strength: 2 },
      d: { kind: "us-at-57", at: "0711", attachedTo: "B", strength: 1 },
      e: { kind: "us-squad", at: "0208", company: "B", platoon: 3, strength: 2 },
      x: { kind: "us-squad", at: "0202", company: "A", platoon: 1, strength: 2 },
    });
    expectRefused(map, b, rally(b, "phq"), "CI 4.x HQ Ranks", [1]);
    expectRefused(map, b, rally(b, "x"), "CI 4.x HQ Ranks", [1]);
    let s = play(b, rally(b, "a"), [1]).state;
    s = play(s, rally(s, "c"), [1]).state;
    s = play(s, rally(s, "d"), [1]).state;
    expect(s.activation!.chqCommands).toBe(3);
    expectRefused(map, s, rally(s, "e"), "CI 4.x HQ Ranks", [1]);
  });

  it("CI 1.x Actions: a unit acts once a Game Turn — once it has acted it is refused, even under another HQ", () => {
    const b = activeUnder("phq", { u: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 2 } });
    const s = play(b, rally(b, "u"), [1]).state;
    expect(s.blocks.u!.acted).toBe(true);
    expectRefused(map, s, rally(s, "u"), "CI 1.x Actions", [1]);
    const underChq = activeUnder("chq", { u: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 2, acted: true } });
    expectRefused(map, underChq, rally(underChq, "u"), "CI 1.x Actions", [1]);
  });

  it("CI 4.x HQ Activation: the HQ acts after its commands, in the HQ action only", () => {
    const b = activeUnder("phq", {});
    expectRefused(map, b, rally(b, "phq"), "CI 4.x HQ Activation", [1]);
    expect(play(activeUnder("phq", {}, "hq-action"), rally(b, "phq"), [1]).state.blocks.phq!.acted).toBe(true);
  });

  it("CI 4.x HQ Elimination: once the active HQ is eliminated and not replaced, it commands no more", () => {
    const b = activeUnder("phq", { s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 2 }, far: { kind: "us-squad", at: "0308", company: "B", platoon: 1 } });
    Object.assign(b.blocks.phq!, { status: "eliminated", hex: null });
    expectRefused(map, b, rally(b, "s1"), "CI 4.x HQ Elimination", [1]);
    expectRefused(map, b, { type: "no-command", side: US, unit: nameOf(b, "far") }, "CI 4.x HQ Elimination", [1]);
  });
});
