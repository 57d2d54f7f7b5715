import { describe, expect, it } from "vitest";
import { rpSight } from "../../../../../src/engine/rules/rp/los";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { DAY, rpTestMap, type Cell } from "./fixtures";

/** Sight both ways between two named hexes of a map with the given cells (RP 4.1: the two always agree). */
function sight(cells: Record<string, Cell>, from: string, to: string) {
  const map = rpTestMap(cells);
  const there = rpSight(map, rpHexAt(map, from), rpHexAt(map, to), DAY);
  const back = rpSight(map, rpHexAt(map, to), rpHexAt(map, from), DAY);
  expect(back.visible).toBe(there.visible);
  return { ...there, blockedAt: there.blockedBy && map.offsetAt(there.blockedBy.hex), at: (l: string) => map.offsetAt(rpHexAt(map, l)) };
}

/** A level 2 crest hex at C05 looking south down column C to level 0. */
const crest = { C05: { level: 2, crest: true } };

describe("RP 4.5: line of sight between different levels", () => {
  it("RP 8.42: a unit in a crest hex sees down, and is seen from below", () => {
    expect(sight(crest, "C05", "C09").visible).toBe(true);
  });

  it("RP 8.42, 4.52 note: a unit back from the crest (no contour in its hex) cannot see down, nor be seen from below", () => {
    const s = sight({ C05: { level: 2 } }, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual(expect.objectContaining({ rule: "RP 8.42" }));
    expect(s.blockedAt).toEqual(s.at("C05"));
  });

  it("RP 4.51: a unit counts at the highest level in its hex, though its centre dot is lower", () => {
    // C09 holds level 0 and level 1 ground (a crest hex): at level 1, it sees C05 on level 1 over a level 0 village.
    const cells = { C05: { level: 1 }, C07: { terrain: ["village"] }, C09: { level: 1, crest: true } };
    expect(sight(cells, "C09", "C05").visible).toBe(true);
  });

  it("RP 4.52: a hex higher than both between them blocks", () => {
    const s = sight({ ...crest, C07: { level: 3, crest: true } }, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual(expect.objectContaining({ rule: "RP 4.52", reason: "ground higher than both" }));
  });

  it("RP 4.52: a hex at the higher unit's level between them blocks (the plateau)", () => {
    const s = sight({ ...crest, C06: { level: 2, crest: true } }, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blockedAt).toEqual(s.at("C06"));
    expect(s.blockedBy?.rule).toBe("RP 4.52");
  });

  it("RP 4.52: hexes lower than the higher unit do not block", () => {
    expect(sight({ ...crest, C06: { level: 1, crest: true }, C07: { level: 1 } }, "C05", "C09").visible).toBe(true);
  });

  it("RP 4.52: a unit's own-hex contour never blocks (adjacent: a crest hex sees the hex below)", () => {
    expect(sight(crest, "C05", "C06").visible).toBe(true);
  });

  it("RP 4.53: level 3 crest to level 1: an obstacle on level 2 between them blocks", () => {
    const cells = { C05: { level: 3, crest: true }, C07: { level: 2, crest: true, terrain: ["village"] }, C09: { level: 1 } };
    const s = sight(cells, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual(expect.objectContaining({ reason: "village", rule: "RP 4.53" }));
  });

  it("RP 4.53: an obstacle within one level of the lower unit blocks (woods on level 1 below a level 3 crest, target on 0)", () => {
    const s = sight({ C05: { level: 3, crest: true }, C07: { level: 1, terrain: ["woods"] } }, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blockedAt).toEqual(s.at("C07"));
  });

  it("RP 4.53: an obstacle on a level below both units is not between their levels and does not block", () => {
    expect(sight({ ...crest, C07: { terrain: ["woods"] }, C08: { terrain: ["village"] }, C09: { level: 1 } }, "C05", "C09").visible).toBe(true);
  });

  it("RP 4.53: an obstacle more than one level from both units does not block", () => {
    const cells = { C05: { level: 4, crest: true }, C07: { level: 2, terrain: ["village"] }, C08: { level: 2, terrain: ["woods"] } };
    expect(sight(cells, "C05", "C09").visible).toBe(true);
  });

  it("RP 4.41, ruling R29: between levels too, a line along a hexside is blocked only if both hexes block", () => {
    // C05 → E05 runs along the D04/D05 hexside; C05 is a level 1 crest.
    const up = { C05: { level: 1, crest: true } };
    expect(sight({ ...up, D04: { level: 1 } }, "C05", "E05").visible).toBe(true);
    expect(sight({ ...up, D04: { level: 1 }, D05: { terrain: ["village"] } }, "C05", "E05").visible).toBe(false);
  });
});
