import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  distance,
  hexHexsides,
  hexsideBetween,
  hexsideHexes,
  hexsideKey,
  hexsideVertices,
  hexVertices,
  neighbour,
  vertexHexes,
  vertexKey,
  vertexNeighbours,
  vertexOf,
  type Hex,
} from "../../../src/engine/hex";
import { arbDirection, arbHex } from "./arbitraries";

const set = (hs: Hex[]) => new Set(hs.map((h) => `${h.q},${h.r}`));

describe("hex vertices (IA2 vertex targeting, Red Poppies artillery)", () => {
  it("corner k of h is shared by h and its neighbours in directions k and k+1", () => {
    fc.assert(
      fc.property(arbHex, arbDirection, (h, k) => {
        expect(set(vertexHexes(vertexOf(h, k)))).toEqual(set([h, neighbour(h, k), neighbour(h, k + 1)]));
      }),
    );
  });
  it("the three hexes of a vertex name the same vertex", () => {
    fc.assert(
      fc.property(arbHex, arbDirection, (h, k) => {
        const v = vertexOf(h, k);
        for (const x of vertexHexes(v)) expect(hexVertices(x).map(vertexKey)).toContain(vertexKey(v));
      }),
    );
  });
  it("a hex has six distinct vertices; each vertex has three neighbours sharing two of its hexes", () => {
    fc.assert(
      fc.property(arbHex, arbDirection, (h, k) => {
        expect(new Set(hexVertices(h).map(vertexKey)).size).toBe(6);
        const v = vertexOf(h, k);
        const ns = vertexNeighbours(v);
        expect(new Set(ns.map(vertexKey)).size).toBe(3);
        for (const n of ns) {
          const shared = [...set(vertexHexes(n))].filter((x) => set(vertexHexes(v)).has(x));
          expect(shared).toHaveLength(2);
        }
      }),
    );
  });
});

describe("hexsides (spines)", () => {
  it("the hexside between two neighbours is the same from either side", () => {
    fc.assert(
      fc.property(arbHex, arbDirection, (h, k) => {
        const n = neighbour(h, k);
        const s = hexsideBetween(h, n)!;
        expect(hexsideKey(hexsideBetween(n, h)!)).toBe(hexsideKey(s));
        expect(set(hexsideHexes(s))).toEqual(set([h, n]));
      }),
    );
  });
  it("a hexside's ends are the two vertices its hexes share", () => {
    fc.assert(
      fc.property(arbHex, arbDirection, (h, k) => {
        const s = hexHexsides(h)[k]!;
        const [a, b] = hexsideHexes(s);
        for (const v of hexsideVertices(s)) {
          const vs = set(vertexHexes(v));
          expect(vs.has(`${a.q},${a.r}`) && vs.has(`${b.q},${b.r}`)).toBe(true);
        }
      }),
    );
  });
  it("non-adjacent hexes have no hexside", () => {
    fc.assert(fc.property(arbHex, arbHex, (a, b) => (distance(a, b) === 1) === (hexsideBetween(a, b) !== null)));
  });
});
