/**
 * A map hexside on a Foundry hex grid (src/engine/hex/foundry-grid.ts `hexsideToGridPoint`): its middle is the midpoint
 * of its two hexes' points and its direction runs from one of its ends to the other — corners k − 1 and k of a hex for
 * the hexside toward its neighbour in direction k — for all four grid types and any placement of the map.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexCenter, hexsideToGridPoint, hexToOffset, layoutOnGrid, neighbour, offsetToHex, vertexToGridPoint, type GridOffset, type GridPlacement } from "../../../src/engine/hex";

const arbPlacement = fc.record({
  gridType: fc.constantFrom(2, 3, 4, 5) as fc.Arbitrary<2 | 3 | 4 | 5>,
  origin: fc.record({ i: fc.integer({ min: -7, max: 9 }), j: fc.integer({ min: -7, max: 9 }) }),
});

/** A grid offset's centre on the scene, in hex radii: the grid's own layout (its type, counted from offset {0, 0}). */
const centreOn = (p: GridPlacement) => (o: GridOffset) => {
  const layout = layoutOnGrid({ gridType: p.gridType, origin: { i: 0, j: 0 } });
  return hexCenter(layout, offsetToHex(layout, o.j, o.i));
};

/** Map hex [column, row]'s neighbour in direction k, on the map laid by `p`. */
function next(p: GridPlacement, [column, row]: [number, number], k: number): [number, number] {
  const layout = layoutOnGrid(p);
  const { col, row: r } = hexToOffset(layout, neighbour(offsetToHex(layout, column, row), k));
  return [col, r];
}

describe("map hexsides on a Foundry hex grid", () => {
  it("a hexside's middle is halfway between its hexes and its direction runs from one of its ends to the other", () => {
    fc.assert(
      fc.property(arbPlacement, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 5 }), (p: GridPlacement, column, row, k) => {
        const centre = centreOn(p);
        const other = next(p, [column, row], k);
        const side = hexsideToGridPoint(p, [[column, row], other], centre);
        const [from, to] = [(k + 5) % 6, k].map((corner) => vertexToGridPoint(p, [column, row, corner], centre));
        expect(side.x).toBeCloseTo((from!.x + to!.x) / 2, 9);
        expect(side.y).toBeCloseTo((from!.y + to!.y) / 2, 9);
        const along = ((((Math.atan2(to!.y - from!.y, to!.x - from!.x) * 180) / Math.PI) % 180) + 180) % 180;
        expect(Math.min(Math.abs(side.rotation - along), 180 - Math.abs(side.rotation - along))).toBeCloseTo(0, 6);
        expect(side.rotation >= 0 && side.rotation < 180).toBe(true);
        // Either order names the same hexside.
        const back = hexsideToGridPoint(p, [other, [column, row]], centre);
        expect([back.x, back.y]).toEqual([side.x, side.y].map((v) => expect.closeTo(v, 9)));
        expect(Math.min(Math.abs(back.rotation - side.rotation), 180 - Math.abs(back.rotation - side.rotation))).toBeCloseTo(0, 6);
      }),
    );
  });

  it("flat-topped hexes: the hexside below a hex lies level; pointy-topped: the hexside to its right stands upright", () => {
    const flat: GridPlacement = { gridType: 4, origin: { i: 0, j: 0 } };
    expect(hexsideToGridPoint(flat, [[3, 4], [3, 5]], centreOn(flat)).rotation).toBeCloseTo(0, 9);
    const pointy: GridPlacement = { gridType: 2, origin: { i: 0, j: 0 } };
    expect(hexsideToGridPoint(pointy, [[3, 4], [4, 4]], centreOn(pointy)).rotation).toBeCloseTo(90, 9);
  });

  it("two hexes that are not adjacent share no hexside", () => {
    const p: GridPlacement = { gridType: 4, origin: { i: 0, j: 0 } };
    expect(() => hexsideToGridPoint(p, [[3, 4], [3, 6]], centreOn(p))).toThrow(/not adjacent/);
  });
});
