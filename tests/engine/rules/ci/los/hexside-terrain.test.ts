import { describe, expect, it } from "vitest";
import { hexsideFeaturesOf, hexsideTerrain, impassableForCommand, uphill } from "../../../../../src/engine/rules/ci/map/hexside-terrain";
import { ciMap } from "../support/fixture";
import { at } from "./support";

/** The terrain of the hexside 0201|0202 between hexes of the terrains given, with what is drawn on it. */
function between(a: string, b: string, drawn: string[] = []) {
  const map = ciMap({ hexes: { "0201": { terrain: a }, "0202": { terrain: b } }, hexsides: drawn.length ? [["0201", "0202", drawn]] : [] });
  return { map, x: at(map, "0201"), y: at(map, "0202") };
}
const terrainOf = (a: string, b: string, drawn: string[] = []) => {
  const { map, x, y } = between(a, b, drawn);
  expect(hexsideTerrain(map, y, x)).toBe(hexsideTerrain(map, x, y));
  return hexsideTerrain(map, x, y);
};

describe("CI 3.x Terrain Effects: hexside terrain (ruling R28)", () => {
  it("CI 3.x Terrain Effects: hexside terrain drawn on the map wins over the hexes' terrain", () => {
    expect(terrainOf("woods", "woods", ["ht-clear"])).toBe("ht-clear");
    expect(terrainOf("clear", "clear", ["ht-town", "road-paved"])).toBe("ht-town");
  });

  it("CI 3.x Terrain Effects, ruling R28: no terrain drawn, two hexes of one terrain give its hexside terrain (beach is clear)", () => {
    expect(terrainOf("woods", "woods")).toBe("ht-woods");
    expect(terrainOf("beach", "clear")).toBe("ht-clear");
  });

  it("CI 3.x Terrain Effects, ruling R28: a farm's hexsides are \"OT\", the other hex's terrain; two farms stand in clear", () => {
    expect(terrainOf("farm", "orchard")).toBe("ht-orchard");
    expect(terrainOf("clear", "farm")).toBe("ht-clear");
    expect(terrainOf("farm", "farm")).toBe("ht-clear");
  });

  it.each([
    ["town", "woods", "ht-town"],
    ["woods", "orchard", "ht-woods"],
    ["orchard", "marsh", "ht-orchard"],
    ["marsh", "cemetery", "ht-marsh"],
    ["cemetery", "clear", "ht-cemetery"],
    ["clear", "town", "ht-town"],
  ])("CI 3.x Terrain Effects, ruling R28: %s beside %s: the most restrictive", (a, b, expected) => {
    expect(terrainOf(a, b)).toBe(expected);
  });

  it("CI 3.x Terrain Effects, ruling R28: a sea or lake hex's hexside to land is a sea hexside", () => {
    expect(terrainOf("sea", "town")).toBe("ht-sea");
  });

  it("CI 3.x Terrain Types, Sea/Lake (ruling R24): a sea or lake hexside is impassable to command; others are not", () => {
    const sea = between("sea", "clear");
    expect(impassableForCommand(sea.map, sea.x, sea.y)).toBe(true);
    const drawn = between("clear", "clear", ["ht-sea"]);
    expect(impassableForCommand(drawn.map, drawn.x, drawn.y)).toBe(true);
    const river = between("clear", "clear", ["river"]);
    expect(impassableForCommand(river.map, river.x, river.y)).toBe(false);
  });

  it("CI 3.x Terrain Effects: the linear features of a hexside, without its terrain", () => {
    const { map, x, y } = between("clear", "woods", ["ht-woods", "hedge", "slope", "road-unpaved"]);
    expect(hexsideFeaturesOf(map, x, y)).toEqual(["hedge", "slope", "road-unpaved"]);
  });

  it("CI 3.x Terrain Types, Slope: crossing a slope toward the higher level is uphill; downhill and level-change without a slope are not", () => {
    const map = ciMap({ hexes: { "0202": { level: 1 }, "0204": { level: 1 } }, hexsides: [["0201", "0202", ["slope"]]] });
    expect(uphill(map, at(map, "0201"), at(map, "0202"))).toBe(true);
    expect(uphill(map, at(map, "0202"), at(map, "0201"))).toBe(false);
    expect(uphill(map, at(map, "0203"), at(map, "0204"))).toBe(false);
  });
});
