/**
 * A side's private layer as the canvas reads a `layer` reply (src/foundry/canvas/private-layer.ts,
 * src/foundry/referee/layer-json.ts): its hexes, its markers on a hex, a hex vertex or a hexside, its pieces; a reply
 * that is not one draws nothing.
 */
import { describe, expect, it } from "vitest";
import type { Board, Container, Pixi } from "../../../src/foundry/canvas/board";
import { drawPrivateLayer, readLayer } from "../../../src/foundry/canvas/private-layer";
import type { PrivateLayerJson } from "../../../src/foundry/referee/layer-json";
import { SIM_PIXI } from "../world/canvas";

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

  it("a piece's turn is kept, and its label drawn turned by it (a Combat Infantry block's strength on its top edge); a turn of 360 is no layer", () => {
    const turned: PrivateLayerJson = { pieces: [{ hex: [4, 1], label: { text: "B-2 Rifle 3/4" }, ref: "h-7f3a", turn: 90 }, { hex: [2, 2], label: { text: "B-1 Rifle 4/4" }, ref: "h-0b11" }], markers: [], hexes: [] };
    expect(readLayer(turned)).toEqual(turned);
    expect(readLayer({ ...turned, pieces: [{ ...turned.pieces[0]!, turn: 360 }] })).toEqual({ pieces: [], markers: [], hexes: [] });
    const layer = new SIM_PIXI.Container();
    const board: Board = { centre: ([c, r]) => ({ x: c * 100, y: r * 100 }), vertex: () => ({ x: 0, y: 0 }), radius: 50, pointy: false };
    drawPrivateLayer(SIM_PIXI as unknown as Pixi, layer as unknown as Container, board, turned, { words: (l) => l.text, hidden: "hidden" });
    expect(layer.children.map((c) => [c.name, (c as unknown as { angle?: number }).angle ?? 0])).toEqual([
      ["piece:h-7f3a", 90],
      ["piece:h-0b11", 0],
    ]);
  });
});
