import { describe, expect, it } from "vitest";
import { HEX_LAYOUTS, FOUNDRY_GRID_TYPE, fromGridOffset, toGridOffset, type GridOffset, type HexLayout } from "../../../src/engine/hex";
import { mapToJson } from "../../../src/engine/map";
import { hexGeometry, type Point } from "../../../src/foundry/terrain/overlay-data";
import { brushHexes, paintHexes, paintHexside } from "../../../src/foundry/terrain/paint";
import { gridGeometry, sceneMap, storeSceneMap, type TerrainScene } from "../../../src/foundry/terrain/scene-terrain";
import { painterTec as tec } from "./painter-tec";

/** A scene whose hex grid of `layout` draws grid offset {i: row, j: column} as that map hex, 9 × 7 hexes of 50 px. */
function fakeScene(layout: HexLayout): TerrainScene & { flags: Record<string, unknown> } {
  const g = hexGeometry(layout, 50);
  const all = Array.from({ length: 7 * 9 }, (_, k): GridOffset => ({ i: Math.floor(k / 9), j: k % 9 }));
  const flags: Record<string, unknown> = {};
  return {
    id: "s1",
    name: "Scene",
    flags,
    grid: {
      type: FOUNDRY_GRID_TYPE[layout],
      getCenterPoint: (o) => g.centre([o.j, o.i]),
      getVertices: (o) => [...g.vertices([o.j, o.i])],
      getOffset: (p: Point) => all.reduce((best, o) => (dist(g.centre([o.j, o.i]), p) < dist(g.centre([best.j, best.i]), p) ? o : best)),
    },
    getDimensions: () => ({ size: 50, sceneX: 0, sceneY: 0, sceneWidth: 9 * 75, sceneHeight: 7 * 75 }),
    getFlag: (scope, key) => flags[`${scope}.${key}`],
    setFlag: async (scope, key, value) => (flags[`${scope}.${key}`] = JSON.parse(JSON.stringify(value))),
  };
}
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe("a scene's map", () => {
  it.each(HEX_LAYOUTS)("starts blank over the scene's grid and comes back from the scene flag as painted (%s)", async (layout) => {
    const scene = fakeScene(layout);
    const blank = sceneMap(scene, tec);
    if (!blank?.ok) throw new Error("no map");
    expect(blank.placed.map.layout).toBe(layout);
    expect(blank.placed.placement.origin).toEqual({ i: 0, j: 0 });
    let map = paintHexes(blank.placed.map, brushHexes(blank.placed.map, [2, 2], 1), { terrain: ["woods"], level: 1 });
    map = paintHexside(map, [2, 2], [3, 2], "wall", true);
    await storeSceneMap(scene, { ...blank.placed, map });
    const back = sceneMap(scene, tec);
    if (!back?.ok) throw new Error("not stored");
    expect(mapToJson(back.placed.map)).toEqual(mapToJson(map));
    // The overlay's hexes are where the grid draws them.
    const geometry = gridGeometry(scene.grid, back.placed.placement);
    expect(fromGridOffset(back.placed.placement, scene.grid.getOffset(geometry.centre([4, 3])))).toEqual([4, 3]);
    expect(toGridOffset(back.placed.placement, [4, 3])).toEqual({ i: 3, j: 4 });
  });

  it("tells a stored map of the wrong layout for the scene's grid, and a bad stored map's JSON paths", async () => {
    const scene = fakeScene("odd-q");
    const blank = sceneMap(scene, tec);
    if (!blank?.ok) throw new Error("no map");
    scene.flags["hex-tactics.terrain"] = { map: { ...mapToJson(blank.placed.map), layout: "even-q" }, origin: { i: 0, j: 0 } };
    expect(sceneMap(scene, tec)).toEqual({ ok: false, wrongGrid: "even-q" });
    scene.flags["hex-tactics.terrain"] = { map: { ...mapToJson(blank.placed.map), defaultTerrain: "lava" }, origin: { i: 0, j: 0 } };
    expect(sceneMap(scene, tec)).toMatchObject({ ok: false, issues: [{ path: "$.defaultTerrain" }] });
  });

  it("paints nothing on a square grid", () => {
    const scene = { ...fakeScene("odd-q"), grid: { ...fakeScene("odd-q").grid, type: 1 } };
    expect(sceneMap(scene, tec)).toBeNull();
  });
});
