import { describe, expect, it } from "vitest";
import { PrivateLayerJson, type PrivateLayer } from "../../../src/engine/core/private-layer";
import { decodeOnMap, encodeOnMap } from "../../../src/engine/map";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { testMap } from "../../fixtures/maps";

const map = testMap(ia1Tec, [], [6, 5]);

describe("a side's private layer (IA1 16.5 hidden pieces, Panzer Grenadier's minefields)", () => {
  it("pieces, markers on hexes or vertices and tinted hexes read and write as JSON", () => {
    const json = {
      pieces: [{ hex: [1, 2], label: { text: "1/IR 147" }, hidden: true, ref: "g1" }],
      markers: [
        { kind: "minefield", hex: [3, 3], label: { code: "pg.minefield", params: { strength: 2 }, text: "Minefield 2" } },
        { kind: "cross-hair", vertex: [2, 2, 1] },
      ],
      hexes: [{ hex: [0, 0], tint: "#3d5a80" }],
    };
    const layer: PrivateLayer = decodeOnMap(map, PrivateLayerJson, json, "layer");
    expect(layer.pieces[0]!.hex).toBe(map.indexOfOffset(1, 2));
    expect(encodeOnMap(map, PrivateLayerJson, layer)).toEqual(json);
  });

  it("a tint that is not a colour is refused naming the path", () => {
    expect(() => decodeOnMap(map, PrivateLayerJson, { pieces: [], markers: [], hexes: [{ hex: [0, 0], tint: "blue" }] }, "layer")).toThrow(/\$\.hexes\[0\]\.tint: a tint is a colour/);
  });
});
