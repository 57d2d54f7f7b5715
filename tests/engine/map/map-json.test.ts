import { describe, expect, it } from "vitest";
import { MAX_LEVEL, MAX_MAP_SIDE } from "../../../src/engine/data/schemas/map";
import { DataError } from "../../../src/engine/data/validate";
import { loadMap, mapToJson } from "../../../src/engine/map";
import { fixtureTec } from "../../fixtures/tec";

const sample = {
  id: "m1",
  name: "Sample",
  layout: "odd-q",
  columns: 6,
  rows: 5,
  defaultTerrain: "clear",
  boards: [{ id: "45", origin: [0, 0], columns: 6, rows: 5, firstColumn: 1, firstRow: 1 }],
  hexes: [
    { at: [1, 1], terrain: ["woods"], level: 0, slope: false },
    { at: [2, 1], terrain: ["hill", "woods"], level: 2, slope: true },
  ],
  hexsides: [{ between: [[0, 0], [1, 0]], features: ["road"] }],
  markers: [{ at: [3, 3], terrain: "smoke" }],
};

function refused(json: unknown): DataError {
  try {
    loadMap(json, fixtureTec, "sample.json");
  } catch (e) {
    if (e instanceof DataError) return e;
    throw e;
  }
  throw new Error("map was accepted");
}

describe("map JSON", () => {
  it("loads terrain per hex, features per hexside and terrain markers", () => {
    const map = loadMap(sample, fixtureTec);
    const i = map.indexOfOffset(2, 1);
    expect(map.hexTerrain(i)).toEqual({ terrain: ["hill", "woods"], level: 2, slope: true });
    expect(map.hexTerrain(map.indexOfOffset(4, 4))).toEqual({ terrain: ["clear"], level: 0, slope: false });
    expect(map.hexsideFeatures(map.indexOfOffset(1, 0), map.indexOfOffset(0, 0))).toEqual(["road"]);
    expect(map.terrainAt(map.indexOfOffset(3, 3))).toEqual(["clear", "smoke"]);
  });
  it("round-trips exactly", () => {
    const json = mapToJson(loadMap(sample, fixtureTec));
    expect(json).toEqual(sample);
    expect(mapToJson(loadMap(JSON.parse(JSON.stringify(json)), fixtureTec))).toEqual(json);
  });
  it("fills defaults for omitted fields and canonicalises order", () => {
    const loose = { ...sample, hexes: [...sample.hexes].reverse().map(({ at, terrain }) => ({ at, terrain })), boards: undefined };
    const json = mapToJson(loadMap(loose, fixtureTec));
    expect(json.hexes.map((h) => h.at)).toEqual([[1, 1], [2, 1]]);
    expect(json.hexes[1]).toEqual({ at: [2, 1], terrain: ["hill", "woods"], level: 0, slope: false });
    expect(json.boards).toEqual([]);
  });
  it("markers can be added and removed during play", () => {
    const map = loadMap(sample, fixtureTec);
    const i = map.indexOfOffset(0, 4);
    const v = map.markerVersion;
    map.addMarker(i, "smoke");
    expect(map.terrainAt(i)).toContain("smoke");
    expect(map.removeMarker(i, "smoke")).toBe(true);
    expect(map.terrainAt(i)).toEqual(["clear"]);
    expect(map.markerVersion).toBe(v + 2);
  });
});

describe("bad map data is refused with the JSON path and the reason", () => {
  it("schema errors", () => {
    const e = refused({ ...sample, layout: "hex", hexes: [{ at: [1, 1], terrain: [] }] });
    expect(e.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["$.layout", "$.hexes[0].terrain"]));
    expect(e.message).toContain("sample.json");
  });
  it("unknown terrain and features", () => {
    const e = refused({ ...sample, hexes: [{ at: [1, 1], terrain: ["jungle"] }], hexsides: [{ between: [[0, 0], [1, 0]], features: ["canal"] }] });
    expect(e.issues).toEqual([
      { path: "$.hexes[0].terrain[0]", message: expect.stringContaining('unknown terrain "jungle"') },
      { path: "$.hexsides[0].features[0]", message: expect.stringContaining('unknown hexside feature "canal"') },
    ]);
  });
  it("hexes off the map, duplicates, non-adjacent hexsides, misplaced markers and boards", () => {
    const e = refused({
      ...sample,
      boards: [{ id: "45", origin: [1, 0], columns: 6, rows: 5 }],
      hexes: [
        { at: [9, 1], terrain: ["woods"] },
        { at: [1, 1], terrain: ["woods"] },
        { at: [1, 1], terrain: ["hill"] },
      ],
      hexsides: [{ between: [[0, 0], [3, 3]], features: ["road"] }],
      markers: [{ at: [0, 0], terrain: "woods" }],
    });
    expect(e.issues.map((i) => i.path)).toEqual([
      "$.boards[0]",
      "$.boards[0].origin",
      "$.hexes[0].at",
      "$.hexes[2].at",
      "$.hexsides[0].between",
      "$.markers[0].terrain",
    ]);
  });
});

describe("maps the engine cannot hold are refused, not loaded", () => {
  it("a map larger than MAX_MAP_SIDE (256) hexes a side: refused at once, before any hex is made", () => {
    expect(MAX_MAP_SIDE).toBe(256);
    const e = refused({ ...sample, columns: 100_000, rows: 100_000, boards: [] });
    expect(e.issues).toEqual([
      { path: "$.columns", message: "Too big: expected number to be <=256" },
      { path: "$.rows", message: "Too big: expected number to be <=256" },
    ]);
  });
  it("a map of sixteen 16×10 boards side by side (256 columns) loads", () => {
    const boards = Array.from({ length: 16 }, (_, i) => ({ id: `b${i}`, origin: [16 * i, 0], columns: 16, rows: 10 }));
    const map = loadMap({ ...sample, columns: 256, rows: 10, boards }, fixtureTec);
    expect([map.columns, map.rows, map.boards.length]).toEqual([256, 10, 16]);
  });
  it("ground levels beyond ±MAX_LEVEL (the sight tables hold them in 16 bits)", () => {
    const e = refused({ ...sample, hexes: [{ at: [1, 1], terrain: ["hill"], level: 40_000 }] });
    expect(e.issues).toEqual([{ path: "$.hexes[0].level", message: `Too big: expected number to be <=${MAX_LEVEL}` }]);
  });
  it("terrain and hexside features named as JavaScript names every object (constructor, __proto__) are unknown, not found", () => {
    const e = refused({
      ...sample,
      defaultTerrain: "toString",
      hexes: [{ at: [1, 1], terrain: ["constructor"] }],
      hexsides: [{ between: [[0, 0], [1, 0]], features: ["__proto__"] }],
      markers: [{ at: [3, 3], terrain: "valueOf" }],
    });
    expect(e.issues).toEqual([
      { path: "$.defaultTerrain", message: expect.stringContaining('unknown terrain "toString"') },
      { path: "$.hexes[0].terrain[0]", message: expect.stringContaining('unknown terrain "constructor"') },
      { path: "$.hexsides[0].features[0]", message: expect.stringContaining('unknown hexside feature "__proto__"') },
      { path: "$.markers[0].terrain", message: expect.stringContaining('unknown terrain "valueOf"') },
    ]);
  });
  it("a map inside a larger file is refused with its paths in that file", () => {
    try {
      loadMap({ ...sample, hexes: [{ at: [9, 1], terrain: ["woods"] }] }, fixtureTec, "request.json", ["map"]);
    } catch (e) {
      expect((e as DataError).issues).toEqual([{ path: "$.map.hexes[0].at", message: "hex [9, 1] is off the 6×5 map" }]);
      expect((e as DataError).message).toMatch(/^request\.json: invalid data\n/);
      return;
    }
    throw new Error("map was accepted");
  });
});
