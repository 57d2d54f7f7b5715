/**
 * A map vertex on a Foundry hex grid (src/engine/hex/foundry-grid.ts `vertexGridOffsets`, `vertexToGridPoint`): corner k
 * of map hex [column, row] is where that hex and its neighbours in directions k and k + 1 meet, for all four grid types
 * and any placement of the map (an odd origin flips the map's parity on the grid).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexCenter, layoutOnGrid, offsetToHex, toGridOffset, vertexGridOffsets, vertexToGridPoint, type GridOffset, type GridPlacement } from "../../../src/engine/hex";

const arbPlacement = fc.record({
  gridType: fc.constantFrom(2, 3, 4, 5) as fc.Arbitrary<2 | 3 | 4 | 5>,
  origin: fc.record({ i: fc.integer({ min: -7, max: 9 }), j: fc.integer({ min: -7, max: 9 }) }),
});
const arbVertex = fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 5 }));

/** A grid offset's centre on the scene, in hex radii: the grid's own layout (its type, counted from offset {0, 0}). */
const centreOn = (p: GridPlacement) => (o: GridOffset) => {
  const layout = layoutOnGrid({ gridType: p.gridType, origin: { i: 0, j: 0 } });
  return hexCenter(layout, offsetToHex(layout, o.j, o.i));
};

describe("map vertices on a Foundry hex grid", () => {
  it("the three hexes of a vertex are the hex named and two of its neighbours, each a hex's radius from the vertex's point", () => {
    fc.assert(
      fc.property(arbPlacement, arbVertex, (p: GridPlacement, v) => {
        const offsets = vertexGridOffsets(p, v);
        expect(offsets).toContainEqual(toGridOffset(p, [v[0], v[1]]));
        const centre = centreOn(p);
        const point = vertexToGridPoint(p, v, centre);
        for (const o of offsets) expect(Math.hypot(centre(o).x - point.x, centre(o).y - point.y)).toBeCloseTo(1, 9);
        expect(new Set(offsets.map((o) => `${o.i},${o.j}`)).size).toBe(3);
      }),
    );
  });

  it("a hex's six corners are six points around it", () => {
    const p: GridPlacement = { gridType: 4, origin: { i: 1, j: 3 } };
    const corners = [0, 1, 2, 3, 4, 5].map((k) => vertexToGridPoint(p, [4, 4, k], centreOn(p)));
    expect(new Set(corners.map((c) => `${c.x.toFixed(6)},${c.y.toFixed(6)}`)).size).toBe(6);
  });
});
