/**
 * A side's private layer in Combat Infantry (src/foundry/rulesets/ci/table-pieces.ts `privateLayer`): CI 1.x Blocks —
 * the owner reads its hidden blocks' labels over their backs (the token its flags name by handle), turned to their
 * strength; the other side's layer holds nothing of them.
 */
import { describe, expect, it } from "vitest";
import { readLayer } from "../../../../src/foundry/canvas/private-layer";
import { ciTablePieces } from "../../../../src/foundry/rulesets/ci/table-pieces";
import { ciBattle, ciMap, GERMAN, offsetOf, tableGame, US } from "./support";

const map = ciMap();
const b = ciBattle(map, {
  blocks: {
    u1: { kind: "us-squad", at: "0304", company: "B", platoon: 2, strength: 3 },
    u2: { kind: "us-phq", at: "0304", company: "B", platoon: 2, orientation: "face-down" },
    u3: { kind: "us-squad", at: "0405", company: "B", platoon: 1, orientation: "face-up", strength: 1 },
    g1: { kind: "ger-squad", at: "0506", company: "A", platoon: 1 },
  },
});

describe("CI 1.x Blocks: the owner's private layer", () => {
  it("CI 1.x Blocks: each of the side's hidden blocks labelled over its back by handle, turned to its strength (3 of 4: 270°), sorted by handle; its face-up block is on the board already", () => {
    const layer = ciTablePieces.privateLayer!(tableGame(map, b), US);
    const expected = [
      { hex: offsetOf("0304"), ref: b.blocks.u1!.handle!, label: { text: "B-2 US Rifle Squad 3/4" }, turn: 270 },
      { hex: offsetOf("0304"), ref: b.blocks.u2!.handle!, label: { text: "B-2 US Platoon HQ 1/1" }, turn: 0 },
    ].sort((x, y) => (x.ref < y.ref ? -1 : 1));
    expect(layer).toEqual({ pieces: expected, markers: [], hexes: [] });
    // What the canvas reads of the reply keeps the turn (it draws the label turned by it: canvas/private-layer.ts).
    expect(readLayer(JSON.parse(JSON.stringify(layer)))).toEqual(layer);
  });

  it("CI 1.x Blocks: the other side's layer names none of them (its own hidden block only)", () => {
    const layer = ciTablePieces.privateLayer!(tableGame(map, b), GERMAN);
    expect(layer.pieces.map((p) => p.ref)).toEqual([b.blocks.g1!.handle!]);
    expect(JSON.stringify(layer)).not.toMatch(/US |B-2|B-1/);
  });
});
