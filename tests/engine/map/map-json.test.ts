import { describe, expect, it } from "vitest";
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
