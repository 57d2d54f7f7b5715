import { describe, expect, it } from "vitest";
import type { Cell } from "../../../../fixtures/maps";
import { pgSetup, type At } from "./fixtures";

const LIMITING = { id: "pg.limiting", rule: "PG 8.31, 8.36" };

/** A 40 m spotter at (5,5) above a 20 m plateau (5,6)–(5,10), with `terrain` at (5,7). */
const overPlateau = (terrain: string): Cell[] => [
  [5, 5, ["hill"], 2],
  ...[6, 8, 9, 10].map((r): Cell => [5, r, ["clear"], 1]),
  [5, 7, [terrain], 1],
];

describe("PG 8.3 line of sight", () => {
  it("PG 8.2, 8.31 a line through a woods, field, town or hill hex at the units' level is blocked, naming the hex and the rule", () => {
    for (const terrain of ["woods", "field", "town", "hill"]) {
      const a = pgSetup([[5, 7, [terrain]]]).los([5, 5], [5, 10]);
      expect(a.clear, terrain).toBe(false);
      expect(a.sides[0]!.blocked, terrain).toMatchObject({ col: 5, row: 7, ...LIMITING });
    }
  });
  it("PG 8.31 clear terrain, rivers and railroads do not block a line", () => {
    for (const terrain of ["clear", "minor-river", "major-river", "railroad"]) expect(pgSetup([[5, 7, [terrain]]]).los([5, 5], [5, 10]).clear, terrain).toBe(true);
  });
  it("PG 8.32 a line may enter a limiting-terrain hex but not pass through it", () => {
    const { los } = pgSetup([[5, 8, ["woods"]], [5, 5, ["field"]]]);
    expect(los([5, 5], [5, 8]).clear).toBe(true);
    expect(los([5, 5], [5, 9]).sides[0]!.blocked).toMatchObject({ col: 5, row: 8, ...LIMITING });
  });
  it("PG 8.31 a line along the hexside between two limiting-terrain hexes is blocked", () => {
    // (0,2)→(4,2) runs along hex spines; its first tie is (1,1)|(1,2).
    const a = pgSetup([[1, 1, ["town"]], [1, 2, ["woods"]]]).los([0, 2], [4, 2]);
    expect(a).toMatchObject({ spine: true, clear: false, hexside: true });
  });
  it("PG 8.31 terrain at a higher elevation than both units blocks", () => {
    const a = pgSetup([[5, 7, ["clear"], 1]]).los([5, 5], [5, 10]);
    expect(a.sides[0]!.blocked).toMatchObject({ col: 5, row: 7, id: "pg.higher-line", rule: "PG 8.31, 8.4" });
  });
  it("PG 8.33 units never block a line: every unit along it is spotted", () => {
    const { sight, at } = pgSetup([]);
    const targets = [7, 8, 9, 10].map((r) => ({ hex: at(5, r) }));
    expect(sight.spotted([{ hex: at(5, 5) }], targets)).toEqual([true, true, true, true]);
  });
  it("PG 8.34 line of sight works both ways", () => {
    const { los } = pgSetup([[5, 5, ["hill"], 2], [5, 7, ["woods"]], [1, 1, ["town"]], [8, 8, ["clear"], 1], [8, 12, ["town"]]]);
    const pairs: [At, At][] = [
      [[5, 5], [5, 10]],
      [[0, 2], [4, 2]],
      [[0, 2], [3, 0]],
      [[8, 6], [8, 12]],
      [[5, 12], [5, 3]],
    ];
    for (const [a, b] of pairs) expect(los(a, b).clear, `${a}→${b}`).toBe(los(b, a).clear);
  });
  it("PG 8.35 (example) A sees X along the hex spine past the town, the spotting player taking the clear side; not Y through the town", () => {
    // The rule's diagram rebuilt: A at (0,2), a town at (1,1); X down the spine at (4,2), Y beyond the town at (3,0).
    const { los, spot } = pgSetup([[1, 1, ["town"]]]);
    const x = los([0, 2], [4, 2]);
    expect(x).toMatchObject({ spine: true, clear: true, side: "right" });
    expect(x.sides.find((s) => !s.clear)!.blocked).toMatchObject({ col: 1, row: 1, ...LIMITING });
    expect(spot([0, 2], [4, 2]).spotted).toBe(true);
    const y = los([0, 2], [3, 0]);
    expect(y).toMatchObject({ spine: false, clear: false });
    expect(y.sides[0]!.blocked).toMatchObject({ col: 1, row: 1, ...LIMITING });
    expect(spot([0, 2], [3, 0])).toMatchObject({ spotted: false, reason: "blocked" });
  });
  it("PG 8.36 limiting terrain does not block when either unit stands higher than it", () => {
    // A 40 m spotter (a hill hex at level 2) over woods at 0 m, to a target at 0 m: both ways.
    const { los } = pgSetup([[5, 5, ["hill"], 2], [5, 7, ["woods"]]]);
    expect(los([5, 5], [5, 10]).clear).toBe(true);
    expect(los([5, 10], [5, 5]).clear).toBe(true);
  });
  it("PG 8.36 limiting terrain as high as the higher unit still blocks", () => {
    const a = pgSetup([[5, 5, ["hill"], 2], [5, 7, ["woods"], 2]]).los([5, 5], [5, 10]);
    expect(a.sides[0]!.blocked).toMatchObject({ col: 5, row: 7, ...LIMITING });
  });
  it("PG 16.12 smoke blocks any line traced through it, however high the spotter", () => {
    const { map, at, los } = pgSetup([[5, 5, ["hill"], 3]]);
    expect(los([5, 5], [5, 10]).clear).toBe(true);
    map.addMarker(at(5, 8), "smoke");
    expect(los([5, 5], [5, 10]).sides[0]!.blocked).toMatchObject({ col: 5, row: 8, id: "pg.smoke", rule: "PG 16.12" });
    map.removeMarker(at(5, 8), "smoke");
    expect(los([5, 5], [5, 10]).clear).toBe(true);
  });
});

describe("PG 8.4 elevation", () => {
  it("PG 8.4 one elevation line higher than both hexes blocks", () => {
    expect(pgSetup([[5, 7, ["clear"], 1]]).los([5, 5], [5, 10]).clear).toBe(false);
    expect(pgSetup([[5, 5, ["clear"], 1], [5, 7, ["clear"], 2]]).los([5, 5], [5, 10]).sides[0]!.blocked).toMatchObject({ row: 7, id: "pg.higher-line" });
  });
  it("PG 8.4 a single elevation line crossed from the high ground down does not block", () => {
    expect(pgSetup([[5, 5, ["clear"], 1], [5, 6, ["clear"], 1]]).los([5, 5], [5, 10]).clear).toBe(true);
  });
  it("PG 8.4 two elevation lines of equal height block when one of the hexes is lower than both", () => {
    // 20 m ground, a dip, a second 20 m rise: the target at 0 m is lower than both lines.
    const a = pgSetup([[5, 5, ["clear"], 1], [5, 7, ["clear"], 1]]).los([5, 5], [5, 10]);
    expect(a.sides[0]!.blocked).toMatchObject({ id: "pg.two-lines", rule: "PG 8.31, 8.4" });
    // Both ends at 20 m: neither is lower than the lines.
    expect(pgSetup([[5, 5, ["clear"], 1], [5, 7, ["clear"], 1], [5, 10, ["clear"], 1]]).los([5, 5], [5, 10]).clear).toBe(true);
  });
});

describe("PG 8.42 town hexes (LOS)", () => {
  it("PG 8.42 (example) a town on a 20 m line stands 40 m and blocks a 40 m spotter; woods there do not (IA1 8.72 raises woods too)", () => {
    const town = pgSetup(overPlateau("town")).los([5, 5], [5, 10]);
    expect(town.sides[0]!.blocked).toMatchObject({ col: 5, row: 7, ...LIMITING });
    expect(pgSetup(overPlateau("woods")).los([5, 5], [5, 10]).clear).toBe(true);
    expect(pgSetup(overPlateau("clear")).los([5, 5], [5, 10]).clear).toBe(true);
  });
  it("PG 8.42 (example) a unit in a town at zero elevation counts 20 m: limiting terrain at 0 m does not block its line; from woods it does", () => {
    expect(pgSetup([[5, 5, ["town"]], [5, 7, ["field"]]]).los([5, 5], [5, 10]).clear).toBe(true);
    expect(pgSetup([[5, 5, ["woods"]], [5, 7, ["field"]]]).los([5, 5], [5, 10]).clear).toBe(false);
  });
  it("PG 8.42, 8.4 a town is elevating terrain: at 0 m it is one line higher than two 0 m units", () => {
    expect(pgSetup([[5, 7, ["town"]]]).los([5, 5], [5, 10]).clear).toBe(false);
    // A 20 m spotter is not higher than a 0 m town (20 m), which blocks; a 40 m spotter sees over it (8.36).
    expect(pgSetup([[5, 5, ["clear"], 1], [5, 7, ["town"]]]).los([5, 5], [5, 10]).clear).toBe(false);
    expect(pgSetup([[5, 5, ["clear"], 2], [5, 7, ["town"]]]).los([5, 5], [5, 10]).clear).toBe(true);
  });
});

describe("PG hill hexes (issue 18 ruling A29, setting hillBlocksLos)", () => {
  it("A29 PG 8.2, 8.31 by default a hill hex blocks lines at its level like other limiting terrain", () => {
    expect(pgSetup([[5, 7, ["hill"]]]).los([5, 5], [5, 10]).sides[0]!.blocked).toMatchObject({ col: 5, row: 7, ...LIMITING });
    // On the high ground too: a 20 m spotter on a hill, across another 20 m hill hex, down to 0 m.
    expect(pgSetup([[5, 5, ["hill"], 1], [5, 6, ["hill"], 1]]).los([5, 5], [5, 10]).sides[0]!.blocked).toMatchObject({ row: 6, ...LIMITING });
  });
  it("A29 PG 8.36 a unit higher than the hill hex sees over it", () => {
    expect(pgSetup(overPlateau("hill")).los([5, 5], [5, 10]).clear).toBe(true);
    expect(pgSetup(overPlateau("hill")).los([5, 10], [5, 5]).clear).toBe(true);
  });
  it("A29 with hillBlocksLos off (as IA1 8.62) hill terrain blocks no line by itself; its elevation lines still do (8.4)", () => {
    const off = { hillBlocksLos: false };
    expect(pgSetup([[5, 7, ["hill"]]], undefined, off).los([5, 5], [5, 10]).clear).toBe(true);
    expect(pgSetup([[5, 5, ["hill"], 1], [5, 6, ["hill"], 1]], undefined, off).los([5, 5], [5, 10]).clear).toBe(true);
    expect(pgSetup([[5, 7, ["hill"], 1]], undefined, off).los([5, 5], [5, 10]).sides[0]!.blocked).toMatchObject({ id: "pg.higher-line" });
  });
  it("A29 PG 8.21 either way a unit on a hill hex is concealed: spotted within three hexes only", () => {
    for (const hillBlocksLos of [true, false]) {
      const { spot } = pgSetup([[5, 8, ["hill"]]], undefined, { hillBlocksLos });
      expect(spot([5, 5], [5, 8]).spotted, String(hillBlocksLos)).toBe(true);
      expect(spot([5, 4], [5, 8]), String(hillBlocksLos)).toMatchObject({ spotted: false, spottingRange: 3, reason: "out-of-range" });
    }
  });
});
