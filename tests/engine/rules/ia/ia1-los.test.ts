import { describe, expect, it } from "vitest";
import { iaSight, ia1Daylight, ia1Reduced } from "../../../../src/engine/rules/ia/los";
import { ia1Tec } from "../../../../src/engine/rules/ia/data";
import { testMap, type Cell } from "../../../fixtures/maps";

/** Spotting on a test map; positions are [column, row] (flat-topped, odd columns shoved down). */
function setup(cells: Cell[], vis = ia1Daylight()) {
  const map = testMap(ia1Tec, cells);
  const sight = iaSight(map, ia1Tec, "IA1", vis);
  const at = (c: number, r: number) => map.indexOfOffset(c, r);
  const los = (a: [number, number], b: [number, number]) => sight.los.explain(at(...a), at(...b));
  const spot = (a: [number, number], b: [number, number], t: { hidden?: boolean; spottedMarker?: boolean } = {}) =>
    sight.explain({ hex: at(...a) }, { hex: at(...b), ...t });
  return { map, sight, at, los, spot };
}

describe("IA1 8.6 line of sight", () => {
  it("IA1 8.61 a line through a woods hex is blocked, and names the hex and the rule", () => {
    const { los } = setup([[5, 7, ["woods"]]]);
    const a = los([5, 5], [5, 10]);
    expect(a.clear).toBe(false);
    expect(a.sides[0]!.blocked).toMatchObject({ col: 5, row: 7, id: "ia1.limiting", rule: "IA1 8.61, 8.66" });
  });
  it("IA1 8.61 a line may enter a limiting-terrain hex: the target hex itself never blocks", () => {
    const { los } = setup([[5, 8, ["woods"]], [5, 5, ["town"]]]);
    expect(los([5, 5], [5, 8]).clear).toBe(true);
  });
  it("IA1 8.61 fields block a line at the same level (1st edition)", () => {
    const { los } = setup([[5, 7, ["field"]]]);
    expect(los([5, 5], [5, 10]).clear).toBe(false);
  });
  it("IA1 8.62 hill terrain does not block by itself", () => {
    const { los } = setup([[5, 7, ["hill"]]]);
    expect(los([5, 5], [5, 10]).clear).toBe(true);
  });
  it("IA1 8.66 limiting terrain lower than the spotter's hex does not block", () => {
    // Spotter on a 40 m hill (level 2); woods at ground level stand 20 m (8.72): lower than the spotter.
    const { los } = setup([[5, 5, ["hill"], 2], [5, 7, ["woods"]]]);
    expect(los([5, 5], [5, 10]).clear).toBe(true);
    expect(los([5, 10], [5, 5]).clear).toBe(true);
  });
  it("IA1 8.72 woods on a 20 m line stand at 40 m and block a 40 m spotter", () => {
    const { los } = setup([[5, 5, ["hill"], 2], [5, 7, ["hill", "woods"], 1, true]]);
    expect(los([5, 5], [5, 10]).clear).toBe(false);
  });
  it("IA1 8.72 a unit in woods at ground level counts as 20 m: a field does not block its line", () => {
    const { los } = setup([[5, 5, ["woods"]], [5, 7, ["field"]]]);
    expect(los([5, 5], [5, 10]).clear).toBe(true);
  });
  it("IA1 8.71 an elevation line higher than both hexes blocks", () => {
    const { los } = setup([[5, 7, ["hill"], 1]]);
    const a = los([5, 5], [5, 10]);
    expect(a.sides[0]!.blocked).toMatchObject({ col: 5, row: 7, id: "ia1.higher-line" });
  });
  it("IA1 8.71 a single elevation line crossed from the hill down does not block", () => {
    const { los } = setup([[5, 5, ["hill"], 1], [5, 6, ["hill"], 1]]);
    expect(los([5, 5], [5, 10]).clear).toBe(true);
  });
  it("IA1 8.71 two elevation lines of equal height block when the spotter or target is lower", () => {
    // Spotter on a 20 m hill, a dip, then a second 20 m rise: the target at 0 m is lower than both lines.
    const { los } = setup([[5, 5, ["hill"], 1], [5, 7, ["hill"], 1]]);
    const a = los([5, 5], [5, 10]);
    expect(a.sides[0]!.blocked).toMatchObject({ id: "ia1.two-lines", rule: "IA1 8.61, 8.71" });
    // Both ends at 20 m: neither is lower than the lines, so the same two crossings do not block.
    const b = setup([[5, 5, ["hill"], 1], [5, 7, ["hill"], 1], [5, 10, ["hill"], 1]]).los([5, 5], [5, 10]);
    expect(b.clear).toBe(true);
  });
  it("IA1 16.12 smoke blocks any line through it, however high the spotter", () => {
    const { map, los, at } = setup([[5, 5, ["hill"], 3]]);
    expect(los([5, 5], [5, 10]).clear).toBe(true);
    map.addMarker(at(5, 8), "smoke");
    expect(los([5, 5], [5, 10]).sides[0]!.blocked).toMatchObject({ row: 8, id: "ia1.smoke", rule: "IA1 16.12" });
    map.removeMarker(at(5, 8), "smoke");
    expect(los([5, 5], [5, 10]).clear).toBe(true);
  });
  it("IA1 8.65 along a hex spine the spotter may use the clear side", () => {
    // (0,2)→(4,2) runs along spines; its ties are (1,1)|(1,2) and (3,1)|(3,2).
    const { los } = setup([[1, 1, ["town"]]]);
    const a = los([0, 2], [4, 2]);
    expect(a.spine).toBe(true);
    expect(a.clear).toBe(true);
    expect(a.side).toBe("right");
    expect(a.sides.find((s) => !s.clear)!.blocked).toMatchObject({ col: 1, row: 1 });
  });
  it("IA1 8.61 a line along the hexside between two limiting-terrain hexes is blocked", () => {
    const { los } = setup([[1, 1, ["town"]], [1, 2, ["woods"]]]);
    const a = los([0, 2], [4, 2]);
    expect(a.clear).toBe(false);
    expect(a.hexside).toBe(true);
  });
  it("IA1 8.64 line of sight works both ways", () => {
    const { los } = setup([[5, 5, ["hill"], 2], [5, 7, ["woods"]], [1, 1, ["town"]]]);
    for (const [a, b] of [
      [[5, 5], [5, 10]],
      [[0, 2], [4, 2]],
      [[5, 12], [5, 3]],
    ] as [[number, number], [number, number]][])
      expect(los(a, b).clear).toBe(los(b, a).clear);
  });
});

describe("IA1 8.4–8.9 spotting ranges", () => {
  it("IA1 8.4 in daylight units in clear terrain are seen 12 hexes away, not 13", () => {
    const { spot } = setup([]);
    const a = spot([5, 2], [5, 14]);
    expect(a).toMatchObject({ spotted: true, range: 12, spottingRange: 12, reason: "spotted" });
    expect(a.trace[0]).toMatchObject({ id: "ia1.daylight", value: 12, rule: "IA1 8.4" });
    expect(spot([5, 2], [5, 15])).toMatchObject({ spotted: false, reason: "out-of-range" });
  });
  it("IA1 8.51 a unit in limiting terrain is spotted only within three hexes", () => {
    const { spot } = setup([[5, 8, ["woods"]]]);
    expect(spot([5, 5], [5, 8]).spotted).toBe(true);
    const far = spot([5, 4], [5, 8]);
    expect(far).toMatchObject({ spotted: false, spottingRange: 3, reason: "out-of-range" });
    expect(far.trace.map((t) => t.id)).toContain("ia.conceal");
  });
  it("IA1 8.51 or less when the current spotting range is shorter (night)", () => {
    const { spot } = setup([[5, 8, ["woods"]]], ia1Reduced(2, true));
    expect(spot([5, 5], [5, 8])).toMatchObject({ spotted: false, spottingRange: 2 });
    expect(spot([5, 6], [5, 8]).spotted).toBe(true);
  });
  it("IA1 8.52 a SPOTTED marker makes a unit in woods visible at 12 hexes", () => {
    const { spot } = setup([[5, 14, ["woods"]]]);
    expect(spot([5, 2], [5, 14]).spotted).toBe(false);
    const marked = spot([5, 2], [5, 14], { spottedMarker: true });
    expect(marked.spotted).toBe(true);
    expect(marked.trace.map((t) => t.rule)).toContain("IA1 8.52");
  });
  it("IA1 8.73 a spotter at 40 m sees units in clear terrain at 0 m out to 24 hexes (the rule's example)", () => {
    const { spot } = setup([[5, 0, ["hill"], 2]]);
    expect(spot([5, 0], [5, 24])).toMatchObject({ spotted: true, spottingRange: 24 });
    expect(spot([5, 0], [5, 25]).spotted).toBe(false);
  });
  it("IA1 8.73 no elevation bonus at night or against limiting terrain", () => {
    expect(setup([[5, 0, ["hill"], 2]], ia1Reduced(2, true)).spot([5, 0], [5, 3]).spottingRange).toBe(2);
    expect(setup([[5, 0, ["hill"], 2], [5, 4, ["woods"]]]).spot([5, 0], [5, 4]).spottingRange).toBe(3);
  });
  it("IA1 8.72 a unit in a town at ground level counts as 20 m for spotting range", () => {
    expect(setup([[5, 0, ["town"]]]).spot([5, 0], [5, 18]).spotted).toBe(true);
  });
  it("IA1 8.8 units in a swamp are spotted only from adjacent hexes, unless SPOTTED", () => {
    const { spot } = setup([[5, 8, ["swamp"]]]);
    expect(spot([5, 7], [5, 8]).spotted).toBe(true);
    expect(spot([5, 6], [5, 8])).toMatchObject({ spotted: false, spottingRange: 1 });
    expect(spot([5, 0], [5, 8], { spottedMarker: true }).spotted).toBe(true);
  });
  it("IA1 8.9 river hexes, roads and clear terrain do not limit spotting", () => {
    expect(setup([]).spot([3, 3], [3, 15]).spotted).toBe(true);
  });
  it("IA1 16.12 a smoke hex is limiting terrain: its occupants are seen within three hexes", () => {
    const { map, at, spot } = setup([]);
    map.addMarker(at(5, 8), "smoke");
    expect(spot([5, 5], [5, 8]).spotted).toBe(true);
    expect(spot([5, 4], [5, 8]).spotted).toBe(false);
  });
  it("IA1 16.5 a hidden unit in clear terrain is spotted at three hexes, in a town only from adjacent", () => {
    const { spot } = setup([[5, 10, ["town"]]]);
    expect(spot([5, 2], [5, 5], { hidden: true })).toMatchObject({ spotted: true, spottingRange: 3 });
    expect(spot([5, 1], [5, 5], { hidden: true }).spotted).toBe(false);
    expect(spot([5, 9], [5, 10], { hidden: true }).spotted).toBe(true);
    expect(spot([5, 8], [5, 10], { hidden: true })).toMatchObject({ spotted: false, spottingRange: 1 });
  });
  it("IA1 Definitions (Spotting) units always spot enemies in adjacent hexes, even hidden in a swamp at night", () => {
    const { spot } = setup([[5, 8, ["swamp"]]], ia1Reduced(1, true));
    expect(spot([5, 7], [5, 8], { hidden: true }).spotted).toBe(true);
  });
  it("IA1 8.1 spotting needs a clear line: a blocked target in range is not spotted and says why", () => {
    const a = setup([[5, 7, ["woods"]]]).spot([5, 5], [5, 10]);
    expect(a).toMatchObject({ spotted: false, reason: "blocked" });
    expect(a.los?.sides[0]?.blocked?.rule).toBe("IA1 8.61, 8.66");
  });
});

describe("IA1 LOS tests stand on rules values", () => {
  it("every LOS and concealment value of the terrain used above is fixed by the rules (provenance `rules`)", () => {
    for (const id of ["clear", "woods", "town", "field", "hill", "swamp", "smoke"]) {
      const t = ia1Tec.terrain[id]!;
      for (const c of [t.limiting, t.los, t.losHeight, t.concealRange]) expect(c.provenance, id).toMatchObject({ source: "rules" });
    }
  });
});
