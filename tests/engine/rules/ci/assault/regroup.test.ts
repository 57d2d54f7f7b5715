import { describe, expect, it } from "vitest";
import { ciMap, GERMAN, offsetOf, type BlockSpec } from "../support/fixture";
import { answering, assaultBattle, fightAll, ofType } from "./support";

const map = ciMap();
const at = (label: string) => map.indexOfOffset(...offsetOf(label));

/** g1 assaults the lone US squad in 0505 from 0605; German g3 holds 0606, a US squad 0404 (so 0504 and 0405 are disputed). */
const battle = (more: Readonly<Record<string, BlockSpec>> = {}) =>
  assaultBattle(
    map,
    {
      "g-phq": { side: GERMAN, kind: "ger-phq", at: "1010", company: "A", platoon: 1, orientation: "face-up", acted: true },
      g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 3 },
      g3: { kind: "ger-squad", at: "0606", company: "A", platoon: 2 },
      "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 1 },
      "us-2": { kind: "us-squad", at: "0404", company: "B", platoon: 2 },
      ...more,
    },
    [{ hex: "0505", attackers: ["g1"], via: [["0605", "0505"]] }],
    { side: GERMAN, hq: "g-phq" },
  );

// Round 1: the US squad passes morale (1) and misses (10); g1 rolls 1 10 10: the squad is eliminated.
const DICE = [1, 10, 1, 10, 10];

describe("CI 9.x Regrouping", () => {
  it("CI 9.x Regrouping: the winners may at once move to an adjacent friendly hex — not a disputed one (fixture values)", () => {
    const { state, events, asked } = fightAll(map, battle(), DICE, answering({ "ci-regroup:0:g1": at("0606") }));
    expect(ofType(events, "assault-ended")[0]!.winner).toBe(GERMAN);
    const regroup = asked.find((r) => r.kind === "ci-regroup")!;
    expect(regroup.side).toBe(GERMAN);
    // 0504 and 0405 are reached by the US squad in 0404 as well: disputed.
    expect(regroup.options).toEqual([null, at("0606"), at("0605"), at("0406"), at("0506")]);
    expect(ofType(events, "regrouped")).toEqual([expect.objectContaining({ block: "g1", from: at("0505"), to: at("0606") })]);
    expect(state.blocks.g1!.hex).toBe(at("0606"));
  });

  it("CI 9.x Regrouping: a winner may stay (the default)", () => {
    const { state, events } = fightAll(map, battle(), DICE);
    expect(ofType(events, "regrouped")).toEqual([]);
    expect(state.blocks.g1!.hex).toBe(at("0505"));
  });

  it("CI 9.x Regrouping: stacking applies — a full friendly hex is no regroup hex (fixture values)", () => {
    const full = battle({ g4: { kind: "ger-squad", at: "0606", company: "A", platoon: 2 }, g5: { kind: "ger-squad", at: "0606", company: "A", platoon: 2 } });
    const { asked } = fightAll(map, full, DICE);
    expect(asked.find((r) => r.kind === "ci-regroup")!.options).toEqual([null, at("0605"), at("0406"), at("0506")]);
  });
});
