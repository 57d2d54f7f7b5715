import { describe, expect, it } from "vitest";
import { HexMap } from "../../../../../src/engine/map";
import { hexGeometry } from "../../../../../src/foundry/terrain/overlay-data";
import { sectorOverlay } from "../../../../../src/foundry/rulesets/series/sector-command/sector-overlay";
import { sceneSectors, storeSceneSectors } from "../../../../../src/foundry/rulesets/series/sector-command/scene-sectors";
import { boardHexes, clip, eraseSectors, paintSector, readSectors, rebase, sectorAt, touchSectors, type SceneSectors } from "../../../../../src/foundry/rulesets/series/sector-command/painted-sectors";

/** 8 × 6 odd-q with two printed boards of 4 × 6 side by side (IA1 17.51 "board-by-board"). */
const board = (id: string, col: number) => ({ id, origin: { col, row: 0 }, columns: 4, rows: 6, firstColumn: 1, firstRow: 1 });
const map = new HexMap({ id: "m", name: "M", layout: "odd-q", columns: 8, rows: 6, defaultTerrain: "clear", boards: [board("45", 0), board("46", 4)] });
const none: SceneSectors = { origin: { i: 0, j: 0 }, sectors: [] };

describe("a scene's sectors (IA1 17.51)", () => {
  it("are read from the scene flag checked, every fault named by its JSON path", () => {
    const good = { origin: { i: 1, j: 2 }, sectors: [{ name: "A", hexes: [[0, 0], [1, 0]] }, { name: "B", hexes: [[2, 0]] }] };
    expect(readSectors(good)).toEqual({ ok: true, value: good });
    const bad = readSectors({
      origin: { i: 0 },
      sectors: [{ name: "A", hexes: [[0, 0], [1, -1]] }, { name: " ", hexes: [["x", 0]] }],
    });
    expect(bad.ok ? [] : bad.issues.map((i) => i.path)).toEqual(["$.origin.j", "$.sectors[0].hexes[1][1]", "$.sectors[1].name", "$.sectors[1].hexes[0][0]"]);
  });

  it("a hex lies in at most one sector, and two sectors have two names", () => {
    const read = readSectors({ origin: { i: 0, j: 0 }, sectors: [{ name: "A", hexes: [[0, 0]] }, { name: "A", hexes: [[1, 1], [0, 0]] }] });
    expect(read).toEqual({
      ok: false,
      issues: [
        { path: "$.sectors[1].name", message: 'another sector is named "A"' },
        { path: "$.sectors[1].hexes[1]", message: 'hex [0,0] already lies in sector "A"' },
      ],
    });
  });

  it("painting takes hexes out of any other sector; erasing leaves them in none, and a sector left with no hex goes", () => {
    let s = paintSector(none, "A", [[0, 0], [1, 0], [1, 0]]);
    s = paintSector(s, "B", [[1, 0], [2, 0]]);
    expect(s.sectors).toEqual([
      { name: "A", hexes: [[0, 0]] },
      { name: "B", hexes: [[1, 0], [2, 0]] },
    ]);
    expect([sectorAt(s, [0, 0]), sectorAt(s, [1, 0]), sectorAt(s, [3, 3])]).toEqual(["A", "B", null]);
    expect(eraseSectors(s, [[0, 0], [2, 0]]).sectors).toEqual([{ name: "B", hexes: [[1, 0]] }]);
    expect(paintSector(s, " ", [[0, 0]])).toBe(s);
    expect(readSectors(s).ok).toBe(true);
  });

  it("the brush paints its radius into the sector (Shift: out of every sector)", () => {
    const painted = touchSectors(none, map, "A", [3, 3], 1);
    expect(painted.sectors[0]!.hexes).toHaveLength(7);
    expect(touchSectors(painted, map, "A", [3, 3], 0, true).sectors[0]!.hexes).toHaveLength(6);
  });

  it("IA1 17.51 board-by-board: a board's hexes, or the whole map's, fill a sector", () => {
    expect(boardHexes(map, "46")).toHaveLength(24);
    expect(boardHexes(map, "46").every(([c]) => c >= 4)).toBe(true);
    expect(boardHexes(map, null)).toHaveLength(48);
    expect(boardHexes(map, "47")).toEqual([]);
    const s = paintSector(paintSector(none, "North", boardHexes(map, null)), "South", boardHexes(map, "46"));
    expect(s.sectors.map((x) => [x.name, x.hexes.length])).toEqual([
      ["North", 24],
      ["South", 24],
    ]);
  });

  it("hexes counted from another grid offset of map hex [0, 0] are the same grid hexes; those off the map are clipped", () => {
    const s: SceneSectors = { origin: { i: 1, j: 2 }, sectors: [{ name: "A", hexes: [[0, 0], [7, 5]] }] };
    // Grid offset {i: 1 + row, j: 2 + column} is map hex [column + 2, row + 1] from origin {0, 0}.
    expect(rebase(s, { i: 0, j: 0 })).toEqual({ origin: { i: 0, j: 0 }, sectors: [{ name: "A", hexes: [[2, 1], [9, 6]] }] });
    expect(clip(rebase(s, { i: 0, j: 0 }), 8, 6).sectors).toEqual([{ name: "A", hexes: [[2, 1]] }]);
  });

  it("are kept in the scene flag hex-tactics.sectors, and a scene without it has none", async () => {
    const flags: Record<string, unknown> = {};
    const scene = { getFlag: (scope: string, key: string) => flags[`${scope}.${key}`], setFlag: async (scope: string, key: string, value: unknown) => (flags[`${scope}.${key}`] = value) };
    expect(sceneSectors(scene)).toBeNull();
    const s = paintSector(none, "A", [[1, 2]]);
    await storeSceneSectors(scene, s);
    expect(flags["hex-tactics.sectors"]).toEqual({ origin: { i: 0, j: 0 }, sectors: [{ name: "A", hexes: [[1, 2]] }] });
    expect(sceneSectors(scene)).toEqual({ ok: true, value: s });
  });

  it("the overlay outlines each sector along the edges its hexes do not share, and names it", () => {
    const g = hexGeometry("odd-q", 20);
    const [one, two] = sectorOverlay(paintSector(paintSector(none, "A", [[0, 0]]), "B", [[3, 3], [3, 4]]), g);
    expect([one!.name, one!.outline.length, one!.label]).toEqual(["A", 6, g.centre([0, 0])]);
    expect([two!.name, two!.outline.length, two!.hexes.length]).toEqual(["B", 10, 2]);
    expect(one!.colour).not.toBe(two!.colour);
  });
});
