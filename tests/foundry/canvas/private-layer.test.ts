/**
 * A side's private layer as the canvas reads a `layer` reply (src/foundry/canvas/private-layer.ts,
 * src/foundry/referee/layer-json.ts): its hexes, its markers on a hex, a hex vertex or a hexside, its pieces; a reply
 * that is not one draws nothing.
 */
import { describe, expect, it } from "vitest";
import { readLayer } from "../../../src/foundry/canvas/private-layer";
import type { PrivateLayerJson } from "../../../src/foundry/referee/layer-json";

const layer: PrivateLayerJson = {
  pieces: [
    { hex: [2, 2], label: { text: "MG Platoon" }, hidden: true },
    { hex: [4, 1], label: { code: "block.strength", params: { steps: 3 }, text: "3 steps" }, ref: "h-7f3a" },
  ],
  markers: [
    { kind: "minefield", hex: [5, 5], label: { text: "strength 2" } },
    { kind: "cross-hair", vertex: [3, 4, 5] },
    { kind: "breach", hexside: [[3, 4], [3, 5]] },
  ],
  hexes: [{ hex: [1, 1], tint: "#a0522d", label: { text: "registered" } }],
};

describe("a side's private layer as its canvas reads it", () => {
  it("pieces (hidden ones, or words over a token), markers on hexes, on vertices and on hexsides, tinted hexes", () => {
    expect(readLayer(layer)).toEqual(layer);
  });

  it("a vertex is a hex and one of its six corners: a seventh corner is no layer, nor are unknown fields or colours", () => {
    const empty = { pieces: [], markers: [], hexes: [] };
    expect(readLayer({ ...layer, markers: [{ kind: "cross-hair", vertex: [3, 4, 6] }] })).toEqual(empty);
    expect(readLayer({ ...layer, markers: [{ kind: "cross-hair", hex: [3, 4], vertex: [3, 4, 0] }] })).toEqual(empty);
    expect(readLayer({ ...layer, hexes: [{ hex: [1, 1], tint: "brown" }] })).toEqual(empty);
    // A hexside is two hexes.
    expect(readLayer({ ...layer, markers: [{ kind: "breach", hexside: [[3, 4]] }] })).toEqual(empty);
    expect(readLayer({ ...layer, secret: "r3" })).toEqual(empty);
    expect(readLayer(null)).toEqual(empty);
  });
});
