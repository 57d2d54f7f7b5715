import { describe, expect, it } from "vitest";
import { HEX_LAYOUTS, layoutOnGrid, type HexLayout } from "../../../src/engine/hex";
import { mapToJson } from "../../../src/engine/map";
import { blankMap, exportMap, importMap, placeOnGrid } from "../../../src/foundry/terrain/map-file";
import { brushHexes, copyArea, floodFill, paintHexes, paintHexside, type At } from "../../../src/foundry/terrain/paint";
import { painterTec as tec } from "./painter-tec";

const blank = (layout: HexLayout) => blankMap("m", "Test map", layout, 8, 6, tec);
const terrainAt = (map: ReturnType<typeof blank>, [c, r]: At) => map.hexTerrain(map.indexOfOffset(c, r));

/** A map painted with every operation: brushes, levels, slopes, every hexside feature, a fill. */
function painted(layout: HexLayout) {
  let m = blank(layout);
  m = paintHexes(m, brushHexes(m, [3, 2], 1), { terrain: ["woods"] });
  m = paintHexes(m, [[0, 0], [1, 0]], { terrain: ["hill", "woods"], level: 2, slope: true });
  m = paintHexes(m, [[7, 5]], { level: -1 });
  const [a, b] = [[5, 4], [6, 4]] as At[];
  for (const f of ["road", "river", "bridge", "ford", "wall", "hedge", "wire"]) m = paintHexside(m, a!, b!, f, true);
  m = paintHexside(m, [2, 2], [2, 3], "minor-river", true);
  m = floodFill(m, [3, 2], ["town"]);
  return m;
}

describe("terrain painter", () => {
  it.each(HEX_LAYOUTS)("a brush of radius 1 covers the hex and its six neighbours (%s)", (layout) => {
    const m = blank(layout);
    expect(brushHexes(m, [3, 2], 1)).toHaveLength(7);
    expect(brushHexes(m, [3, 2], 0)).toEqual([[3, 2]]);
    // A corner hex has fewer neighbours on the map.
    expect(brushHexes(m, [0, 0], 1).length).toBeLessThan(7);
    expect(brushHexes(m, [9, 9], 1)).toEqual([]);
  });

  it.each(HEX_LAYOUTS)("paints terrain, level and slope per hex, keeping what the brush leaves out (%s)", (layout) => {
    const m = painted(layout);
    expect(terrainAt(m, [0, 0])).toEqual({ terrain: ["hill", "woods"], level: 2, slope: true });
    expect(terrainAt(m, [7, 5])).toEqual({ terrain: ["clear"], level: -1, slope: false });
    expect(terrainAt(m, [4, 4])).toEqual({ terrain: ["clear"], level: 0, slope: false });
  });

  it.each(HEX_LAYOUTS)("puts every hexside feature on a hexside and takes one off (%s)", (layout) => {
    const m = painted(layout);
    const [a, b] = [m.indexOfOffset(5, 4), m.indexOfOffset(6, 4)];
    expect(m.hexsideFeatures(b, a)).toEqual(["road", "river", "bridge", "ford", "wall", "hedge", "wire"]);
    const off = paintHexside(m, [6, 4], [5, 4], "wire", false);
    expect(off.hexsideFeatures(a, b)).toEqual(["road", "river", "bridge", "ford", "wall", "hedge"]);
    // Hexes that are not adjacent have no hexside: nothing changes.
    expect(paintHexside(m, [0, 0], [5, 5], "wall", true)).toBe(m);
  });

  it.each(HEX_LAYOUTS)("fills the connected area of one terrain and stops at other terrain (%s)", (layout) => {
    const m = painted(layout);
    for (const at of brushHexes(m, [3, 2], 1)) expect(terrainAt(m, at).terrain).toEqual(["town"]);
    expect(terrainAt(m, [0, 0]).terrain).toEqual(["hill", "woods"]);
    expect(terrainAt(m, [6, 5]).terrain).toEqual(["clear"]);
  });

  it.each(HEX_LAYOUTS)("round-trips a painted map through export and import unchanged (%s)", (layout) => {
    const m = painted(layout);
    const back = importMap(exportMap(m), tec);
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    expect(mapToJson(back.map)).toEqual(mapToJson(m));
    expect(exportMap(back.map)).toBe(exportMap(m));
  });

  it("refuses a bad map file naming the JSON path at fault", () => {
    const json = JSON.parse(exportMap(painted("odd-q")));
    json.hexes[0].terrain = ["lava"];
    json.hexsides[0].between[1] = [7, 0];
    const read = importMap(JSON.stringify(json), tec);
    expect(read).toEqual({
      ok: false,
      issues: expect.arrayContaining([
        { path: "$.hexes[0].terrain[0]", message: 'unknown terrain "lava" (not in the fixture TEC)' },
        { path: "$.hexsides[0].between", message: expect.stringContaining("are not adjacent") },
      ]),
    });
    expect(importMap("{ not json", tec)).toMatchObject({ ok: false, issues: [{ path: "$" }] });
  });

  it.each(HEX_LAYOUTS)("copies a board's terrain and hexsides to another map where the stagger fits (%s)", (layout) => {
    const source = painted(layout);
    const target = blankMap("t", "Target", layout, 10, 8, tec);
    const copy = copyArea(source, { origin: [0, 0], columns: 8, rows: 6 }, target, [2, 2]);
    expect(copy).not.toBeNull();
    expect(terrainAt(copy!, [2, 2])).toEqual({ terrain: ["hill", "woods"], level: 2, slope: true });
    expect(copy!.hexsideFeatures(copy!.indexOfOffset(7, 6), copy!.indexOfOffset(8, 6))).toHaveLength(7);
    // An odd shift along the stagger would break the hex pattern on the same layout.
    const shoved = layout.endsWith("-r") ? [2, 1] : [1, 2];
    expect(copyArea(source, { origin: [0, 0], columns: 8, rows: 6 }, target, shoved as unknown as At)).toBeNull();
  });
});

describe("a map on a scene's grid", () => {
  it.each([
    ["odd-r", 2, { i: 0, j: 0 }, { i: 0, j: 0 }],
    ["even-r", 2, { i: 0, j: 0 }, { i: 1, j: 0 }],
    ["even-r", 3, { i: 4, j: 3 }, { i: 4, j: 3 }],
    ["odd-q", 5, { i: 2, j: 2 }, { i: 2, j: 3 }],
    ["even-q", 5, { i: 2, j: 2 }, { i: 2, j: 2 }],
  ] as const)("lays a %s map on grid type %i from %j at %j, keeping its stagger", (layout, gridType, first, origin) => {
    const placed = placeOnGrid(layout, gridType, first);
    expect(placed).toEqual({ gridType, origin });
    expect(layoutOnGrid(placed!)).toBe(layout);
  });

  it("refuses a map whose hexes are not of the grid's orientation", () => {
    expect(placeOnGrid("odd-q", 2, { i: 0, j: 0 })).toBeNull();
    expect(placeOnGrid("odd-r", 4, { i: 0, j: 0 })).toBeNull();
  });
});
