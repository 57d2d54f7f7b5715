import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  directionName,
  distance,
  HEX_LAYOUTS,
  hexCenter,
  hexToOffset,
  neighbours,
  offsetToHex,
} from "../../../src/engine/hex";
import { arbHex } from "./arbitraries";

const arbOffset = fc.record({ col: fc.integer({ min: -80, max: 80 }), row: fc.integer({ min: -80, max: 80 }) });

describe.each(HEX_LAYOUTS)("offset coordinates, %s", (layout) => {
  it("offset → axial → offset round-trips", () => {
    fc.assert(
      fc.property(arbOffset, ({ col, row }) => {
        expect(hexToOffset(layout, offsetToHex(layout, col, row))).toEqual({ col, row });
      }),
    );
  });
  it("axial → offset → axial round-trips", () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        const o = hexToOffset(layout, h);
        expect(offsetToHex(layout, o.col, o.row)).toEqual(h);
      }),
    );
  });
  it("neighbours are one hex-width apart on the canvas", () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        const c = hexCenter(layout, h);
        for (const n of neighbours(h)) {
          const p = hexCenter(layout, n);
          expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(Math.sqrt(3), 9);
        }
      }),
    );
  });
});

describe("layout specifics", () => {
  it("odd-r shoves odd rows right: (0,1) neighbours (0,0) and (1,0)", () => {
    const h = offsetToHex("odd-r", 0, 1);
    expect(distance(h, offsetToHex("odd-r", 0, 0))).toBe(1);
    expect(distance(h, offsetToHex("odd-r", 1, 0))).toBe(1);
  });
  it("even-r shoves even rows right: (1,1) neighbours (0,0) and (1,0)", () => {
    const h = offsetToHex("even-r", 1, 1);
    expect(distance(h, offsetToHex("even-r", 0, 0))).toBe(1);
    expect(distance(h, offsetToHex("even-r", 1, 0))).toBe(1);
  });
  it("odd-q shoves odd columns down: (1,0) neighbours (0,0) and (0,1)", () => {
    const h = offsetToHex("odd-q", 1, 0);
    expect(distance(h, offsetToHex("odd-q", 0, 0))).toBe(1);
    expect(distance(h, offsetToHex("odd-q", 0, 1))).toBe(1);
  });
  it("even-q shoves even columns down: (1,1) neighbours (0,0) and (0,1)", () => {
    const h = offsetToHex("even-q", 1, 1);
    expect(distance(h, offsetToHex("even-q", 0, 0))).toBe(1);
    expect(distance(h, offsetToHex("even-q", 0, 1))).toBe(1);
  });
  it("names directions for each orientation", () => {
    expect(directionName("odd-r", 0)).toBe("E");
    expect(directionName("odd-q", 2)).toBe("N");
    expect(directionName("even-q", 0)).toBe("SE");
  });
});
