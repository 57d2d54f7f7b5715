import { describe, expect, it } from "vitest";
import { ciMap, type HexSpec } from "../support/fixture";
import { at, board, side, sight } from "./support";

/** Hexes of column 02 at the levels given, from row 01 down; every other hex is level 0. */
const column = (...levels: number[]): Record<string, HexSpec> =>
  Object.fromEntries(levels.map((level, i) => [`02${String(i + 1).padStart(2, "0")}`, { level }]));

describe("CI 6.x Elevations: higher ground", () => {
  it("CI 6.x Line of Sight: higher ground between the firer and the target always blocks", () => {
    const map = ciMap({ hexes: column(0, 0, 1) });
    expect(sight(board(map), "0201", "0205")).toEqual({ visible: false, blockedBy: { hex: at(map, "0203"), reason: "higher ground", rule: "CI 6.x Line of Sight" } });
  });

  it("CI 6.x Line of Sight: ground higher than both ends blocks between levels too", () => {
    const map = ciMap({ hexes: column(2, 0, 3) });
    expect(sight(board(map), "0201", "0205").blockedBy).toEqual(expect.objectContaining({ hex: at(map, "0203"), reason: "higher ground" }));
  });

  it("CI 6.x Elevations: a valley between units on the same level does not block (TEC: only higher ground blocks)", () => {
    const map = ciMap({ hexes: column(1, 0, 0, 0, 1), hexsides: [["0201", "0202", ["slope"]], ["0204", "0205", ["slope"]]] });
    expect(sight(board(map), "0201", "0205").visible).toBe(true);
  });
});

describe("CI 6.x Elevations: blind hexes (ruling R11)", () => {
  // A level 1 plateau, rows 01–03, its slope down to level 0 between 0203 and 0204.
  const plateau = ciMap({ hexes: column(1, 1, 1), hexsides: [["0203", "0204", ["slope"]]] });

  it("CI 6.x Elevations: a lower target closer to the slope than the firer is is in a blind hex", () => {
    expect(sight(board(plateau), "0201", "0204")).toEqual({
      visible: false,
      blockedBy: { hexside: side(plateau, "0203", "0204"), reason: "a blind hex: the lower target is closer to a slope than the firer", rule: "CI 6.x Elevations" },
    });
    expect(sight(board(plateau), "0201", "0205").visible).toBe(false);
  });

  it("CI 6.x Elevations: a lower target as far from the slope as the firer, or further, is seen", () => {
    expect(sight(board(plateau), "0201", "0206").visible).toBe(true);
    expect(sight(board(plateau), "0201", "0207").visible).toBe(true);
    expect(sight(board(plateau), "0202", "0205").visible).toBe(true);
  });

  it("CI 6.x Elevations: a unit on the crest sees down the slope", () => {
    expect(sight(board(plateau), "0203", "0205").visible).toBe(true);
    expect(sight(board(plateau), "0202", "0204").visible).toBe(false);
  });

  it("CI 6.x Elevations: a higher target further from the slope than the firer is is in a blind hex", () => {
    expect(sight(board(plateau), "0205", "0201").blockedBy).toEqual({
      hexside: side(plateau, "0204", "0203"),
      reason: "a blind hex: the higher target is further from a slope than the firer",
      rule: "CI 6.x Elevations",
    });
    expect(sight(board(plateau), "0206", "0201").visible).toBe(true);
  });

  // Level 1 at rows 01–02; woods at 0204 on the level 0 ground below, its hexsides drawn woods by ruling R28.
  const woods = ciMap({ hexes: { ...column(1, 1), "0204": { terrain: "woods" } } });

  it("CI 6.x Elevations, ruling R11: a lower target closer to blocking terrain than the firer is is in a blind hex", () => {
    expect(sight(board(woods), "0201", "0206")).toEqual({
      visible: false,
      blockedBy: { hex: at(woods, "0204"), reason: "a blind hex: the lower target is closer to woods than the firer", rule: "CI 6.x Elevations" },
    });
  });

  it("CI 6.x Elevations, ruling R11: a lower target as far from blocking terrain as the firer, or further, is seen over it", () => {
    expect(sight(board(woods), "0201", "0207").visible).toBe(true);
    expect(sight(board(woods), "0202", "0206").visible).toBe(true);
  });

  it("CI 6.x Elevations, ruling R11: a higher target as close to blocking terrain as the firer, or closer, is seen over it", () => {
    const low = ciMap({ hexes: { "0201": { level: 1 }, "0204": { terrain: "woods" } } });
    expect(sight(board(low), "0209", "0201").visible).toBe(true);
    expect(sight(board(low), "0207", "0201").visible).toBe(true);
    expect(sight(board(low), "0206", "0201").blockedBy).toEqual({
      hex: at(low, "0204"),
      reason: "a blind hex: the higher target is further from woods than the firer",
      rule: "CI 6.x Elevations",
    });
  });

  it("CI 6.x Line of Sight: hexside terrain of the target's own hex blocks between levels too", () => {
    const low = ciMap({ hexes: { "0201": { level: 1 }, "0202": { terrain: "woods" } } });
    expect(sight(board(low), "0209", "0201").blockedBy).toEqual({ hexside: side(low, "0202", "0201"), reason: "a woods hexside of the target's hex", rule: "CI 6.x Line of Sight" });
  });

  it("CI 6.x Elevations: a lower hill between casts a shadow for a higher firer", () => {
    const map = ciMap({ hexes: column(2, 0, 1) });
    expect(sight(board(map), "0201", "0205").blockedBy).toEqual({
      hexside: side(map, "0203", "0204"),
      reason: "a blind hex: the lower target is closer to a slope than the firer",
      rule: "CI 6.x Elevations",
    });
    expect(sight(board(map), "0201", "0206").visible).toBe(true);
  });
});
