import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distance, FOUNDRY_GRID_TYPE, fromGridOffset, HEX_LAYOUTS, hexToOffset, layoutOnGrid, neighbours, offsetToHex, placementFor, toGridOffset, type GridOffset, type GridPlacement } from "../../../src/engine/hex";

/**
 * Foundry V13 `HexagonalGrid#offsetToCube`, as its API documents it (rows: `q = j - ((i + (even ? 1 : -1) * (i & 1)) >> 1)`,
 * `r = i`; columns: `q = j`, `r = i - ((j + (even ? 1 : -1) * (j & 1)) >> 1)`), written out here so the translation is
 * checked against Foundry's own arithmetic rather than against our layout code.
 */
function foundryCube(gridType: 2 | 3 | 4 | 5, { i, j }: GridOffset): { q: number; r: number } {
  const columns = gridType >= 4;
  const even = gridType === 3 || gridType === 5;
  return columns ? { q: j, r: i - ((j + (even ? 1 : -1) * (j & 1)) >> 1) } : { q: j - ((i + (even ? 1 : -1) * (i & 1)) >> 1), r: i };
}

const arbPlacement = fc.record({
  gridType: fc.constantFrom(2, 3, 4, 5) as fc.Arbitrary<2 | 3 | 4 | 5>,
  origin: fc.record({ i: fc.integer({ min: -7, max: 9 }), j: fc.integer({ min: -7, max: 9 }) }),
});
const arbCell = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }));

describe("map hexes on a Foundry hex grid", () => {
  it("every layout has its Foundry grid type (CONST.GRID_TYPES HEXODDR 2 … HEXEVENQ 5)", () => {
    expect(HEX_LAYOUTS.map((l) => FOUNDRY_GRID_TYPE[l])).toEqual([2, 3, 4, 5]);
    for (const l of HEX_LAYOUTS) expect(layoutOnGrid({ gridType: FOUNDRY_GRID_TYPE[l] as 2, origin: { i: 0, j: 0 } })).toBe(l);
  });

  it("offsets translate both ways for all four grid types and any origin", () => {
    fc.assert(
      fc.property(arbPlacement, arbCell, (p: GridPlacement, cell) => {
        expect(fromGridOffset(p, toGridOffset(p, cell))).toEqual(cell);
      }),
    );
  });

  it("map neighbours are Foundry neighbours and distances agree, also on a grid shifted by an odd number of rows or columns", () => {
    fc.assert(
      fc.property(arbPlacement, arbCell, arbCell, (p: GridPlacement, a, b) => {
        const layout = layoutOnGrid(p);
        const mapHex = (c: readonly [number, number]) => offsetToHex(layout, c[0], c[1]);
        const grid = (c: readonly [number, number]) => foundryCube(p.gridType, toGridOffset(p, c));
        expect(distance(grid(a), grid(b))).toBe(distance(mapHex(a), mapHex(b)));
      }),
      { numRuns: 300 },
    );
  });

  it("an odd shift flips the parity: an odd-r grid whose map starts on row 1 holds an even-r map (and likewise for columns)", () => {
    expect(layoutOnGrid({ gridType: 2, origin: { i: 1, j: 0 } })).toBe("even-r");
    expect(layoutOnGrid({ gridType: 2, origin: { i: 0, j: 1 } })).toBe("odd-r");
    expect(layoutOnGrid({ gridType: 5, origin: { i: 4, j: 3 } })).toBe("odd-q");
    // The six neighbours of map hex [3, 3] are exactly the six grid neighbours of its offset.
    const p: GridPlacement = { gridType: 2, origin: { i: 1, j: 0 } };
    const layout = layoutOnGrid(p);
    const centre = foundryCube(2, toGridOffset(p, [3, 3]));
    for (const n of neighbours(offsetToHex(layout, 3, 3))) {
      const o = hexToOffset(layout, n);
      expect(distance(foundryCube(2, toGridOffset(p, [o.col, o.row])), centre)).toBe(1);
    }
  });

  it("placementFor finds the grid type for a map's layout at an origin, and refuses the wrong orientation", () => {
    for (const layout of HEX_LAYOUTS)
      for (const origin of [{ i: 0, j: 0 }, { i: 3, j: 5 }, { i: -1, j: 2 }]) {
        const p = placementFor(layout, origin);
        expect(p && layoutOnGrid(p)).toBe(layout);
      }
    expect(placementFor("odd-q", { i: 0, j: 0 }, true)).toBeNull();
  });
});
