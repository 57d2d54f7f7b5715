import { describe, expect, it } from "vitest";
import { sightFor, spineChoicesMade } from "../../../../src/engine/rules/ia/commands/sight";
import { applyIaEvent } from "../../../../src/engine/rules/ia/events";
import { iaSight, ia2NightRange, ia2Visibility } from "../../../../src/engine/rules/ia/los";
import { ia1Tec, ia2Tec } from "../../../../src/engine/rules/ia/data";
import type { SpineMemory } from "../../../../src/engine/los";
import { battle, side } from "../../../fixtures/ia-battle";
import { testMap, type Cell } from "../../../fixtures/maps";

function setup(cells: Cell[], vis = ia2Visibility("day", 1)) {
  const map = testMap(ia2Tec, cells);
  const sight = iaSight(map, ia2Tec, "IA2", vis);
  const at = (c: number, r: number) => map.indexOfOffset(c, r);
  const los = (a: [number, number], b: [number, number]) => sight.los.explain(at(...a), at(...b));
  const spot = (a: [number, number], b: [number, number], t: { hidden?: boolean; spottedMarker?: boolean } = {}, special = false) =>
    sight.explain({ hex: at(...a), specialSpotting: special }, { hex: at(...b), ...t });
  return { map, sight, at, los, spot };
}

describe("IA2 7.5 line of sight, same elevation (7.51)", () => {
  it("IA2 7.51 a limiting terrain hex that blocks LOS between the hexes blocks", () => {
    const a = setup([[5, 7, ["woods"]]]).los([5, 5], [5, 10]);
    expect(a.sides[0]!.blocked).toMatchObject({ col: 5, row: 7, id: "ia2.terrain", rule: "IA2 7.51" });
  });
  it("IA2 7.53 limiting terrain that is not elevated (brush) does not block", () => {
    expect(setup([[5, 7, ["brush"]]]).los([5, 5], [5, 10]).clear).toBe(true);
  });
  it("IA2 7.51 a slope hex of higher elevation blocks; an interior elevated hex without a line does not", () => {
    expect(setup([[5, 7, ["clear"], 1, true]]).los([5, 5], [5, 10]).sides[0]!.blocked?.id).toBe("ia2.slope");
    expect(setup([[5, 7, ["clear"], 1, false]]).los([5, 5], [5, 10]).clear).toBe(true);
  });
  it("IA2 7.51 one hex of light woods does not block, more than one does", () => {
    expect(setup([[5, 7, ["light-woods"]]]).los([5, 5], [5, 10]).clear).toBe(true);
    const two = setup([[5, 7, ["light-woods"]], [5, 8, ["light-woods"]]]).los([5, 5], [5, 10]);
    expect(two.sides[0]!.blocked).toMatchObject({ row: 8, id: "ia2.light" });
  });
  it("IA2 7.51 a line along the hexside between two blocking hexes is blocked", () => {
    const a = setup([[1, 1, ["town"]], [1, 2, ["clear"], 1, true]]).los([0, 2], [4, 2]);
    expect(a).toMatchObject({ clear: false, spine: true, hexside: true });
  });
  it("IA2 7.42 woods on higher ground are a 40 m obstacle; woods on lower ground do not block units on a ridge", () => {
    const { los } = setup([[5, 5, ["clear"], 1], [5, 7, ["woods"], 0], [5, 10, ["clear"], 1]]);
    expect(los([5, 5], [5, 10]).clear).toBe(true);
  });
});

describe("IA2 7.52 line of sight, different elevations", () => {
  it("IA2 7.52 a slope hex higher than the higher unit blocks", () => {
    const a = setup([[5, 5, ["clear"], 1], [5, 8, ["clear"], 2, true]]).los([5, 5], [5, 10]);
    expect(a.sides[0]!.blocked).toMatchObject({ id: "ia2.slope-higher", rule: "IA2 7.52" });
  });
  it("IA2 7.52 a slope hex as high as the higher unit blocks only when closer (not equidistant) to the lower unit", () => {
    // Higher unit at (5,4) level 1, lower at (5,10) level 0: slope at row 8 is closer to the lower unit.
    expect(setup([[5, 4, ["clear"], 1], [5, 8, ["clear"], 1, true]]).los([5, 4], [5, 10]).sides[0]!.blocked?.id).toBe("ia2.slope-closer");
    expect(setup([[5, 4, ["clear"], 1], [5, 6, ["clear"], 1, true]]).los([5, 4], [5, 10]).clear).toBe(true);
    expect(setup([[5, 4, ["clear"], 1], [5, 7, ["clear"], 1, true]]).los([5, 4], [5, 10]).clear).toBe(true);
  });
  it("IA2 7.52 blocking terrain higher than the higher unit blocks (7.42: woods on a 20 m rise stand at 40 m)", () => {
    const a = setup([[5, 4, ["clear"], 1], [5, 6, ["woods"], 1, true]]).los([5, 4], [5, 10]);
    expect(a.sides[0]!.blocked).toMatchObject({ row: 6, id: "ia2.terrain-higher" });
  });
  it("IA2 7.52 blocking terrain as high as the higher unit blocks only when closer to the lower unit", () => {
    expect(setup([[5, 4, ["clear"], 1], [5, 8, ["woods"]]]).los([5, 4], [5, 10]).sides[0]!.blocked?.id).toBe("ia2.terrain-closer");
    expect(setup([[5, 4, ["clear"], 1], [5, 6, ["woods"]]]).los([5, 4], [5, 10]).clear).toBe(true);
  });
  it("IA2 7.56 example: a town higher than both spotter and target blocks; along the spine the other side is used", () => {
    const { los } = setup([[1, 1, ["town"]]]);
    expect(los([0, 2], [4, 2])).toMatchObject({ clear: true, spine: true, side: "right" });
    expect(los([1, 0], [1, 3]).sides[0]!.blocked).toMatchObject({ col: 1, row: 1, id: "ia2.terrain" });
  });
  it("IA2 7.56 the spine choice remains constant for the rest of the turn", () => {
    const { sight, map, at } = setup([[1, 1, ["town"]]]);
    const spines = sight.los.spines as SpineMemory;
    spines.setTurn(1);
    expect(sight.los.clear(at(0, 2), at(4, 2))).toBe(true);
    map.addMarker(at(3, 2), "smoke"); // smoke drifts onto the chosen (right) side
    const same = sight.los.explain(at(4, 2), at(0, 2)); // either direction: the choice is for the pair
    expect(same).toMatchObject({ clear: false, side: "left", fixedEarlier: true });
    spines.setTurn(2);
    expect(sight.los.clear(at(0, 2), at(4, 2))).toBe(false); // town on one side, smoke on the other
  });
  it("IA2 7.56 a battle's spine choice is recorded with the command that made it, holds for the turn, and a new turn forgets it", () => {
    const map = testMap(ia2Tec, [[1, 1, ["town"]]]);
    const [from, to, right] = [map.indexOfOffset(0, 2), map.indexOfOffset(4, 2), map.indexOfOffset(3, 2)];
    const state = battle([side("A", 1), side("B", 1)], [], [], { edition: "IA2", visibility: ia2Visibility("day", 1) });
    expect(sightFor({ state, map, tec: ia2Tec }).los.clear(from, to)).toBe(true);
    const made = spineChoicesMade(state);
    expect(made).toEqual([{ from: Math.min(from, to), to: Math.max(from, to), side: from < to ? "right" : "left" }]);
    applyIaEvent(state, { type: "spines-fixed", choices: made, rule: "IA2 7.56" });
    // Smoke drifts onto the chosen side: the choice stands for the rest of the turn, from either end.
    const smoky = { ...state, smoke: [right] };
    expect(sightFor({ state: smoky, map, tec: ia2Tec }).los.explain(to, from)).toMatchObject({ clear: false, fixedEarlier: true });
    applyIaEvent(smoky, { type: "turn-began", turn: 2 });
    expect(smoky.spines).toBeUndefined();
    // Town on one side, smoke on the other.
    expect(sightFor({ state: smoky, map, tec: ia2Tec }).los.clear(from, to)).toBe(false);
  });
  it("IA1 16.12, IA2 7.56 battles on one map share its lines, not their smoke or spine choices", () => {
    const map = testMap(ia2Tec, [[1, 1, ["town"]]]);
    const at = (c: number, r: number) => map.indexOfOffset(c, r);
    const view = (smoke: number[]) => ({ state: battle([side("A", 1), side("B", 1)], [], [], { edition: "IA2", visibility: ia2Visibility("day", 1), smoke }), map, tec: ia2Tec });
    const [clear, smoky] = [view([]), view([at(5, 8)])];
    for (let i = 0; i < 2; i++) {
      expect(sightFor(clear).los.clear(at(5, 5), at(5, 10))).toBe(true);
      expect(sightFor(smoky).los.explain(at(5, 5), at(5, 10)).sides[0]!.blocked?.id).toBe("ia2.smoke");
    }
    expect(map.markersAt(at(5, 8))).toEqual([]);
    expect(sightFor(clear).los.lines).toBe(sightFor(smoky).los.lines);
    sightFor(clear).los.clear(at(0, 2), at(4, 2));
    expect(spineChoicesMade(smoky.state)).toEqual([]);
    const ia1 = sightFor({ state: battle([side("A", 1), side("B", 1)]), map: testMap(ia1Tec), tec: ia1Tec });
    expect([ia1.los.rules.spineChoiceLastsTurn, sightFor(clear).los.rules.spineChoiceLastsTurn]).toEqual([false, true]);
  });
  it("IA2 7.55 line of sight works both ways", () => {
    const { los } = setup([[5, 4, ["clear"], 1], [5, 8, ["woods"]], [5, 6, ["town"], 0]]);
    for (const [a, b] of [
      [[5, 4], [5, 10]],
      [[5, 2], [5, 9]],
      [[0, 2], [4, 2]],
    ] as [[number, number], [number, number]][])
      expect(los(a, b).clear).toBe(los(b, a).clear);
  });
  it("IA2 7.1 smoke blocks lines through it", () => {
    const { map, at, los } = setup([[5, 5, ["clear"], 2]]);
    map.addMarker(at(5, 8), "smoke");
    expect(los([5, 5], [5, 10]).sides[0]!.blocked?.id).toBe("ia2.smoke");
  });
});

describe("IA2 7.1–7.44 spotting ranges", () => {
  it("IA2 7.11 the spotting range for each time of day, with or without night rules", () => {
    const table: [string, number, boolean][] = [
      ["dawn-60", 2, true],
      ["dawn-45", 2, true],
      ["dawn-30", 4, false],
      ["dawn-15", 8, false],
      ["day", 12, false],
      ["dusk-60", 12, false],
      ["dusk-45", 8, false],
      ["dusk-30", 4, false],
      ["dusk-15", 2, true],
      ["night", 2, true],
    ];
    for (const [time, range, night] of table) expect(ia2Visibility(time, 2)).toMatchObject({ range, night });
    expect(ia2Visibility("night", 1).range).toBe(1);
  });
  it("IA2 7.12 the night die: 1 through 4 one hex, 5 or 6 two hexes", () => {
    expect([1, 2, 3, 4, 5, 6].map(ia2NightRange)).toEqual([1, 1, 1, 1, 2, 2]);
    expect(() => ia2NightRange(7)).toThrow();
  });
  it("IA2 7.21 units in limiting terrain are spotted within three hexes, or less at night", () => {
    expect(setup([[5, 8, ["brush"]]]).spot([5, 4], [5, 8])).toMatchObject({ spotted: false, spottingRange: 3 });
    expect(setup([[5, 8, ["brush"]]]).spot([5, 5], [5, 8]).spotted).toBe(true);
    expect(setup([[5, 8, ["brush"]]], ia2Visibility("night", 1)).spot([5, 6], [5, 8]).spotted).toBe(false);
  });
  it("IA2 7.22 a Spotted marker makes a unit in limiting terrain visible as if in clear terrain", () => {
    expect(setup([[5, 14, ["woods"]]]).spot([5, 2], [5, 14], { spottedMarker: true }).spotted).toBe(true);
  });
  it("IA2 7.3 special spotters see into limiting terrain one hex further", () => {
    const { spot } = setup([[5, 8, ["town"]]]);
    expect(spot([5, 4], [5, 8]).spotted).toBe(false);
    const special = spot([5, 4], [5, 8], {}, true);
    expect(special).toMatchObject({ spotted: true, spottingRange: 4 });
    expect(special.trace.map((t) => t.rule)).toContain("IA2 7.3");
  });
  it("IA2 7.43 +6 hexes per level above the target, never from lower to higher", () => {
    const { spot } = setup([[5, 0, ["clear"], 2]]);
    expect(spot([5, 0], [5, 24])).toMatchObject({ spotted: true, spottingRange: 24 });
    expect(spot([5, 24], [5, 0])).toMatchObject({ spotted: false, spottingRange: 12 });
  });
  it("IA2 7.43 in reduced visibility the bonus is limited to that visibility's range", () => {
    expect(setup([[5, 0, ["clear"], 2]], ia2Visibility("dusk-45", 1)).spot([5, 0], [5, 9]).spottingRange).toBe(8);
  });
  it("IA2 7.44 spotting from a town adds 20 m (a village does not)", () => {
    expect(setup([[5, 0, ["town"]]]).spot([5, 0], [5, 18])).toMatchObject({ spotted: true, spottingRange: 18 });
    expect(setup([[5, 0, ["town"], 1]]).spot([5, 0], [5, 24]).spotted).toBe(true);
    expect(setup([[5, 0, ["village"]]]).spot([5, 0], [5, 13]).spotted).toBe(false);
  });
  it("IA1 16.5 (no 2nd-edition text) hidden units are spotted at a quarter of the range", () => {
    expect(setup([]).spot([5, 1], [5, 4], { hidden: true })).toMatchObject({ spotted: true, spottingRange: 3 });
    expect(setup([]).spot([5, 0], [5, 4], { hidden: true }).spotted).toBe(false);
  });
});

describe("IA2 7.11 visibility comes from the data table", () => {
  it("an unknown time of day is refused and the table's steps are named", () => {
    expect(() => ia2Visibility("noon", 1)).toThrow(/dawn-60, .*night/);
  });
});

describe("IA2 LOS tests stand on rules values", () => {
  it("the values the tests above rely on are fixed by the rules (provenance `rules`)", () => {
    const relied: Record<string, (keyof (typeof ia2Tec.terrain)[string])[]> = {
      clear: ["limiting", "los", "losHeight", "concealRange"],
      woods: ["limiting", "los", "losHeight", "concealRange"],
      town: ["limiting", "los", "losHeight", "concealRange", "spotterBonus"],
      brush: ["limiting", "los", "concealRange"],
      "light-woods": ["los", "losHeight"],
      village: ["spotterBonus"],
    };
    for (const [id, keys] of Object.entries(relied))
      for (const k of keys) expect((ia2Tec.terrain[id]![k] as { provenance: unknown }).provenance, `${id}.${k}`).toMatchObject({ source: "rules" });
  });
});
