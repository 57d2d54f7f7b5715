import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { build, countersJson, drawDice, scenarioJson } from "./support";

/** The leaders each draw entry put in the battle, in order. */
const drawn = (dice: number[], scenario = scenarioJson()) =>
  [...build(scenario, countersJson(), { dice: new ScriptedDice(dice) }).battle.leaders.keys()].filter((id) => id !== "rus-polk");

describe("IA1 6.2 leader selection", () => {
  it("IA1 6.2: which pieces are drawn and which side lands face up depend on the dice", () => {
    expect(drawn(drawDice)).toEqual(["ger-hptm-b1", "ger-hptm-a2", "ger-major-2", "rus-kap-1", "rus-rotm-2"]);
    expect(drawn([3, 2, 2, 1, 1, 2, 1])).toEqual(["ger-hptm-c2", "ger-hptm-b1", "ger-major-1", "rus-kap-2", "rus-rotm-1"]);
  });

  it("IA1 6.2: a die with a face per piece left in the container, then a coin for the face; one piece left needs no draw", () => {
    const r = build();
    expect(r.rolls.map((x) => [x.purpose, x.sides, x.total])).toEqual([
      ["leader draw", 3, 2],
      ["leader flip", 2, 1],
      ["leader draw", 2, 1],
      ["leader flip", 2, 2],
      ["leader flip", 2, 2],
      ["leader flip", 2, 1],
      ["leader flip", 2, 2],
    ]);
  });

  it("IA1 6.2: drawn leaders are placed as the entry says, in good order, with their printed values and rank", () => {
    const l = build().battle.leaders;
    expect(l.get("ger-hptm-b1")).toEqual({
      id: "ger-hptm-b1",
      side: "german",
      name: "Hptm. Baer",
      leaderType: "infantry",
      rank: 2,
      rankTitle: "Hauptmann",
      morale: 8,
      combat: 1,
      moraleBonus: 0,
      hex: l.get("ger-hptm-a2")!.hex,
      status: "good",
      movedFired: false,
      hidden: false,
    });
    expect([l.get("ger-major-2")!.rank, l.get("rus-rotm-2")!.subtype, l.get("rus-rotm-2")!.leaderType]).toEqual([3, "cossack", "cavalry"]);
  });

  it("IA1 Rank: a leader named by the scenario is placed with his title's place in the list, most junior 1", () => {
    expect(build().battle.leaders.get("rus-polk")).toMatchObject({ rank: 3, rankTitle: "Polkovnik", hex: build().battle.units.get("rus-inf-1")!.hex });
  });

  it("IA1 6.2: a named leader's piece stays out of the container", () => {
    const s = scenarioJson();
    s.setup.push({ side: "german", counter: "ger-hptm-b2", at: "45/0306" });
    // Pieces a and c are left for the two Hauptmann draws: d2 = 2 takes c, flip 1; then a alone, flip 1.
    expect(drawn([2, 1, 1, 1, 1, 1], s).slice(0, 3)).toEqual(["ger-hptm-b2", "ger-hptm-c1", "ger-hptm-a1"]);
  });

  it("IA1 6.1, 6.2: only pieces of the draw's subtype go in the container", () => {
    const s = scenarioJson();
    const counters = countersJson();
    counters.leaders["rus-rotm-3"] = { ...counters.leaders["rus-rotm-1"], name: "Rotm. Belov" };
    delete counters.leaders["rus-rotm-3"].subtype;
    delete counters.leaders["rus-rotm-3"].piece;
    // The Cossack draw finds one piece (no draw die): only its flip is rolled.
    const r = build(s, counters);
    expect(r.rolls.length).toBe(7);
    expect(r.battle.leaders.get("rus-rotm-3")).toBeUndefined();
  });

  it("IA2 3.2: a leader's stars are his rank", () => {
    const s = scenarioJson();
    const counters = countersJson();
    s.edition = counters.edition = "IA2";
    for (const [id, rank] of [["ger-major-1", 3], ["ger-major-2", 3]] as const) counters.leaders[id].rank = rank;
    s.leaders[1].rank = 3;
    expect(build(s, counters).battle.leaders.get("ger-major-2")).toMatchObject({ rank: 3 });
    expect(build(s, counters).battle.leaders.get("ger-major-2")!.rankTitle).toBeUndefined();
  });
});
