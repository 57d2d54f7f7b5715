import { describe, expect, it } from "vitest";
import { targetHexes, TargetJson } from "../../../src/engine/core/target";
import { decodeOnMap, encodeOnMap } from "../../../src/engine/map";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { testMap } from "../../fixtures/maps";

const map = testMap(ia1Tec, [], [6, 5]);
const at = (c: number, r: number) => map.indexOfOffset(c, r);

describe("targets: a hex or a hex vertex", () => {
  it("reads and writes either kind", () => {
    for (const json of [{ hex: [2, 3] }, { vertex: [2, 3, 1] }]) expect(encodeOnMap(map, TargetJson, decodeOnMap(map, TargetJson, json, "target"))).toEqual(json);
    expect(() => decodeOnMap(map, TargetJson, { hex: [2, 3], vertex: [2, 3, 1] }, "target")).toThrow(/target: invalid data/);
  });

  it("a hex covers itself; a vertex the three hexes meeting there, those on the map", () => {
    expect(targetHexes(map, { hex: at(2, 3) })).toEqual([at(2, 3)]);
    const inside = targetHexes(map, decodeOnMap(map, TargetJson, { vertex: [2, 2, 0] }, "target"));
    expect(inside).toHaveLength(3);
    expect(inside).toContain(at(2, 2));
    const corner = targetHexes(map, decodeOnMap(map, TargetJson, { vertex: [0, 0, 3] }, "target"));
    expect(corner).toEqual([at(0, 0)]);
  });
});
