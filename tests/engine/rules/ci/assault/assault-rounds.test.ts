import { describe, expect, it } from "vitest";
import type { DecisionRequest } from "../../../../../src/engine/core/decision";
import { controlOf } from "../../../../../src/engine/rules/ci/movement/control";
import { ciMap, GERMAN, offsetOf, US } from "../support/fixture";
import { assaultBattle, fightAll, ofType } from "./support";

/**
 * CI 9.x "Assault on Caron Farm": US holds the farm (level 1) with a rifle squad and an MG; two German squads assault it,
 * one uphill across the slope from 0605, one from 0504. A US squad in 0604 and German units in 0606 and 0405 stand
 * around it. Strengths as the example leaves them before the assault (fixture values: the labels are lost): the squad
 * at 2 after the mortar's step, the MG at 2; the German squads full (3).
 */
const map = ciMap({ hexes: { "0505": { terrain: "farm", level: 1 }, "0504": { level: 1 } }, hexsides: [["0605", "0505", ["slope"]]] });
const at = (label: string) => map.indexOfOffset(...offsetOf(label));
const caron = () =>
  assaultBattle(
    map,
    {
      "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 },
      "us-mg": { kind: "us-mg-30", at: "0505", company: "B", strength: 2 },
      "us-2": { kind: "us-squad", at: "0604", company: "B", platoon: 1 },
      g1: { side: GERMAN, kind: "ger-squad", at: "0505", company: "A", platoon: 1, orientation: "face-down", acted: true },
      g2: { side: GERMAN, kind: "ger-squad", at: "0505", company: "A", platoon: 1, orientation: "face-down", acted: true },
      g3: { side: GERMAN, kind: "ger-squad", at: "0606", company: "A", platoon: 2 },
      "g-mortar": { side: GERMAN, kind: "ger-mortar-80", at: "0405", company: "A", orientation: "face-up", acted: true },
      "g-phq": { side: GERMAN, kind: "ger-phq", at: "0405", company: "A", platoon: 1, orientation: "face-up", acted: true },
    },
    [{ hex: "0505", attackers: ["g1", "g2"], via: [["0605", "0505"], ["0504", "0505"]] }],
    { side: GERMAN, hq: "g-phq", playerTurn: 2, firstPlayer: US },
  );

/** Ties among the strongest go to these blocks (the example's choices); every other decision takes its default. */
const prefer =
  (ids: readonly string[]) =>
  (r: DecisionRequest): unknown =>
    r.kind === "ci-casualties" ? (ids.find((id) => (r.options as readonly string[]).includes(id)) ?? r.default) : r.default;

// Round 1: US squad 5 7, MG 2 8 (one hit); German g1 3 9 (one hit), g2 6 7 8.
// Round 2: US squad morale 8 (fails, morale 6); MG 1 0 (one hit); g1 2 9 (one hit), g2 7 8.
// Round 3: morale US squad 3, MG 4 (both pass); US squad 2 (a hit), MG 9; the Germans retreat.
const DICE = [5, 7, 2, 8, 3, 9, 6, 7, 8, 8, 1, 10, 2, 9, 7, 8, 3, 4, 2, 9];

describe("CI 9.x Assault Rounds: the Caron Farm example", () => {
  it("CI 9.x Assault Rounds: Caron Farm — round 1 hits on the uphill assaulter and the US squad, round 2 the squad fails morale and is disrupted, round 3 the attackers must retreat and the uphill one cannot go back to its now-disputed hex (fixture values)", () => {
    const { state, events, asked } = fightAll(map, caron(), DICE, prefer(["g1", "us-1"]));
    // Every unit in the assault is revealed at its start.
    expect(ofType(events, "revealed").map((e) => [e.block, e.why])).toEqual([
      ["g1", "assault"],
      ["g2", "assault"],
      ["us-1", "assault"],
      ["us-mg", "assault"],
    ]);
    expect(ofType(events, "assault-begun")).toEqual([expect.objectContaining({ hex: at("0505"), attackers: ["g1", "g2"], defenders: ["us-1", "us-mg"] })]);
    expect(ofType(events, "assault-round").map((e) => e.round)).toEqual([1, 2, 3]);
    const fired = ofType(events, "assault-fired").map((e) => [e.block, e.hits]);
    expect(fired).toEqual([
      ["us-1", 0],
      ["us-mg", 1],
      ["g1", 1],
      ["g2", 0],
      ["us-mg", 1],
      ["g1", 1],
      ["g2", 0],
      ["us-1", 1],
      ["us-mg", 0],
    ]);
    // Round 2: the US squad at strength 1 checks and fails (8 > 6): disrupted, it neither fires nor retreats. Round 3:
    // both US units at strength 1 pass; the attackers check none.
    expect(ofType(events, "assault-morale").map((e) => [e.block, e.die, e.disrupted])).toEqual([
      ["us-1", 8, true],
      ["us-1", 3, false],
      ["us-mg", 4, false],
    ]);
    // The uphill assaulter may not go back to 0605 (disputed: the US squad in 0604 and the Germans in 0606 both reach
    // it); it may go to either adjacent friendly-occupied hex.
    const retreat = asked.find((r) => r.kind === "ci-retreat" && r.id.endsWith(":g1"))!;
    expect(retreat.options).toEqual([at("0606"), at("0405")]);
    expect(ofType(events, "retreated").map((e) => [e.block, e.to])).toEqual([
      ["g1", at("0606")],
      ["g2", at("0606")],
    ]);
    expect(state.blocks.g1!.strength).toBe(1);
    expect(state.blocks.g2!.strength).toBe(2);
    expect(state.blocks["us-1"]!.strength).toBe(1);
    expect(state.blocks["us-mg"]!.strength).toBe(1);
    expect(ofType(events, "assault-ended")).toEqual([expect.objectContaining({ hex: at("0505"), winner: US })]);
    expect(state.activation!.assaults).toEqual([]);
  });

  it("CI 8.x Hex Control: the hex the uphill assaulter came from is disputed while the assault is fought", () => {
    expect(controlOf(caron(), map, at("0605"))).toBe("disputed");
    expect(controlOf(caron(), map, at("0606"))).toBe(GERMAN);
  });

  it("CI 9.x Assault Rounds: the winning defenders that had not acted this Game Turn stand upright again under fresh handles; the attackers stay face-up (fixture values)", () => {
    const before = caron();
    const { state, events } = fightAll(map, before, DICE, prefer(["g1", "us-1"]));
    expect(ofType(events, "concealed").map((e) => [e.block, e.orientation])).toEqual([
      ["us-1", "upright"],
      ["us-mg", "upright"],
    ]);
    expect(state.blocks["us-1"]!.handle).not.toBe(before.blocks["us-1"]!.handle);
    expect(state.blocks.g1!.orientation).toBe("face-up");
    expect(state.blocks.g2!.orientation).toBe("face-up");
  });
});
