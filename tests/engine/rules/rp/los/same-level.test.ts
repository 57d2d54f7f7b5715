import { describe, expect, it } from "vitest";
import { rpSight } from "../../../../../src/engine/rules/rp/los";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { DAY, rpTestMap, type Cell } from "./fixtures";

/** Sight between two named hexes of a map with the given cells. */
function sight(cells: Record<string, Cell>, from: string, to: string) {
  const map = rpTestMap(cells);
  const s = rpSight(map, rpHexAt(map, from), rpHexAt(map, to), DAY);
  return { ...s, blocked: s.blockedBy && { ...s.blockedBy, hex: map.offsetAt(s.blockedBy.hex) }, at: (l: string) => map.offsetAt(rpHexAt(map, l)) };
}

describe("RP 4.2, 4.4: same-level line of sight", () => {
  it("RP 4.2: an obstacle in the observer's or the target's hex never blocks", () => {
    expect(sight({ C05: { terrain: ["woods"] }, C09: { terrain: ["village"] } }, "C05", "C09").visible).toBe(true);
  });

  it("RP 4.41: a village between the units blocks", () => {
    const s = sight({ C07: { terrain: ["village"] } }, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blocked).toEqual({ hex: s.at("C07"), reason: "village", rule: "RP 4.41" });
  });

  it("RP 4.42: green-dot woods between the units block (ruling R29: the woods fill the hex)", () => {
    const s = sight({ C06: { terrain: ["woods"] } }, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blockedBy?.rule).toBe("RP 4.42");
  });

  it("RP 4.41: a line along a hexside of a village is not blocked unless the other hex sharing it is an obstacle", () => {
    // C05 → E05 runs along the D04/D05 hexside.
    expect(sight({ D05: { terrain: ["village"] } }, "C05", "E05").visible).toBe(true);
    expect(sight({ D04: { terrain: ["woods"] } }, "C05", "E05").visible).toBe(true);
    const both = sight({ D04: { terrain: ["woods"] }, D05: { terrain: ["village"] } }, "C05", "E05");
    expect(both.visible).toBe(false);
    expect(both.blockedBy?.reason).toMatch(/both sides of the hexside/);
  });

  it("RP 4.43: a hex higher than both units between them blocks", () => {
    const s = sight({ C05: { level: 1 }, C07: { level: 2, crest: true }, C09: { level: 1 } }, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blockedBy?.rule).toBe("RP 4.43");
  });

  it("RP 4.43: units on level 1 see each other across level 1 and level 0 hexes", () => {
    const cells = { C05: { level: 1 }, C06: { level: 1 }, C08: { level: 1, crest: true }, C09: { level: 1 } };
    expect(sight(cells, "C05", "C09").visible).toBe(true);
  });

  it("RP 8.41: a hill blocks units at least one level below it (level 0 units cannot see through a level 1 hex)", () => {
    expect(sight({ C07: { level: 1, crest: true } }, "C05", "C09").visible).toBe(false);
  });

  it("RP 8.41: same-level obstacles block only on the units' level: woods and a village below a plateau do not", () => {
    const plateau = { C05: { level: 2 }, C09: { level: 2 } };
    expect(sight({ ...plateau, C06: { level: 2, terrain: ["woods"] } }, "C05", "C09").visible).toBe(false);
    expect(sight({ ...plateau, C07: { level: 1, terrain: ["woods"] }, C08: { terrain: ["village"] } }, "C05", "C09").visible).toBe(true);
  });

  it("RP 4.2: adjacent units always see each other on the same level", () => {
    expect(sight({ C06: { terrain: ["village"] } }, "C05", "C06")).toEqual(expect.objectContaining({ visible: true, concealment: 0 }));
  });
});
