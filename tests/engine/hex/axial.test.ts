import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { directionTo, distance, hex, neighbour, neighbours, ring, within } from "../../../src/engine/hex";
import { arbDirection, arbHex } from "./arbitraries";

describe("hex distance is a metric", () => {
  it("is zero exactly between equal hexes and symmetric", () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
      }),
    );
  });
  it("obeys the triangle inequality", () => {
    fc.assert(fc.property(arbHex, arbHex, arbHex, (a, b, c) => distance(a, c) <= distance(a, b) + distance(b, c)));
  });
  it("IA1 7.31 counts the target hex and not the firer's: neighbours are at range 1", () => {
    fc.assert(fc.property(arbHex, arbDirection, (h, d) => distance(h, neighbour(h, d)) === 1));
    expect(distance(hex(0, 0), hex(3, -1))).toBe(3);
  });
});

describe("neighbours, rings and directions", () => {
  it("a hex has six distinct neighbours, each found by directionTo", () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        const ns = neighbours(h);
        expect(new Set(ns.map((n) => `${n.q},${n.r}`)).size).toBe(6);
        ns.forEach((n, i) => expect(directionTo(h, n)).toBe(i));
      }),
    );
  });
  it("ring k has 6k hexes all at distance k; within k has 3k(k+1)+1", () => {
    fc.assert(
      fc.property(arbHex, fc.integer({ min: 0, max: 12 }), (c, k) => {
        const rg = ring(c, k);
        expect(rg.length).toBe(k === 0 ? 1 : 6 * k);
        rg.forEach((h) => expect(distance(c, h)).toBe(k));
        const all = within(c, k);
        expect(new Set(all.map((h) => `${h.q},${h.r}`)).size).toBe(3 * k * (k + 1) + 1);
      }),
    );
  });
  it("directionTo is null for hexes that are not adjacent", () => {
    expect(directionTo(hex(0, 0), hex(2, 0))).toBeNull();
    expect(directionTo(hex(0, 0), hex(0, 0))).toBeNull();
  });
});
