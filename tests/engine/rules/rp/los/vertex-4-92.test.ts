import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distance } from "../../../../../src/engine/hex/axial";
import { vertexHexes, vertexOf } from "../../../../../src/engine/hex/vertex";
import type { HexMap } from "../../../../../src/engine/map";
import { rpVertexSight } from "../../../../../src/engine/rules/rp/los";
import { vertexSteps } from "../../../../../src/engine/rules/rp/los/vertex-steps";
import { rpHexAt, rpHexLabel } from "../../../../../src/engine/rules/rp/map/labels";
import { DAY, rpTestMap, type Cell } from "./fixtures";

/** The hex a point (axial, fractional) lies in. */
function roundHex(q: number, r: number): { q: number; r: number } {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq, r: rr };
}

/** Sight from a hex to corner k of another (corner k: shared with the neighbours in directions k and k + 1). */
function vertexSight(cells: Record<string, Cell>, from: string, hex: string, corner: number) {
  const map = rpTestMap(cells);
  const s = rpVertexSight(map, rpHexAt(map, from), vertexOf(map.hexAt(rpHexAt(map, hex)), corner), DAY);
  return { visible: s.visible, concealment: s.concealment, at: s.blockedBy && rpHexLabel(map, s.blockedBy.hex), rule: s.blockedBy?.rule };
}

/** The stretches of the segment from a hex's centre to a vertex, as printed names ("D04|D05" along a hexside). */
function steps(map: HexMap, from: string, hex: string, corner: number): string[] {
  const v = vertexOf(map.hexAt(rpHexAt(map, hex)), corner);
  return vertexSteps(map, rpHexAt(map, from), v).map(({ a, b }) => (a === b ? rpHexLabel(map, a) : `${rpHexLabel(map, a)}|${rpHexLabel(map, b)}`));
}

// From C05 down column C to the vertex of C08, B08 and C09 (C08's corner 4): the segment crosses C06, C07, C08 and ends
// at the vertex; C09 is the furthest hex of the three, B08 is only touched at the vertex.
const DOWN = ["C05", "C08", 4] as const;

describe("RP 4.92: line of sight to a vertex (off-map artillery)", () => {
  it("RP 4.92: the segment crosses the hexes before the vertex; the hex it only touches there is not crossed", () => {
    const map = rpTestMap();
    expect(steps(map, ...DOWN)).toEqual(["C06", "C07", "C08"]);
    // Along a hexside: C05 to the vertex of D04, D05 and E05 runs along the D04/D05 hexside.
    expect(steps(map, "C05", "E05", 3)).toEqual(["D05|D04"]);
    // To a corner of the observer's own hex: nothing between.
    for (let k = 0; k < 6; k++) expect(steps(map, "C05", "C05", k)).toEqual([]);
  });

  it("RP 4.92: a wood in a closer hex of the three, where the line crosses it, blocks the vertex", () => {
    expect(vertexSight({ C08: { terrain: ["woods"] } }, ...DOWN)).toEqual({ visible: false, concealment: 0, at: "C08", rule: "RP 4.42" });
  });

  it("RP 4.92: a hill in a closer hex of the three blocks the vertex", () => {
    expect(vertexSight({ C08: { level: 1, crest: true } }, ...DOWN)).toEqual({ visible: false, concealment: 0, at: "C08", rule: "RP 4.43" });
  });

  it("RP 4.92, 4.2: an obstacle in the furthest hex, the vertex's own, does not block", () => {
    expect(vertexSight({ C09: { terrain: ["woods"] } }, ...DOWN).visible).toBe(true);
    expect(vertexSight({ C09: { terrain: ["village"] }, B08: { terrain: ["woods"] } }, ...DOWN).visible).toBe(true);
  });

  it("RP 4.92, 8.42: the vertex stands at the furthest hex's level: seen up to a crest hex, not to one back from the crest", () => {
    expect(vertexSight({ C09: { level: 1, crest: true } }, ...DOWN).visible).toBe(true);
    expect(vertexSight({ C09: { level: 1 } }, ...DOWN)).toEqual(expect.objectContaining({ visible: false, at: "C09", rule: "RP 8.42" }));
  });

  it("RP 4.92, ruling R29: a line to a vertex along a hexside is blocked only if both hexes sharing it block", () => {
    expect(vertexSight({ D05: { terrain: ["woods"] } }, "C05", "E05", 3).visible).toBe(true);
    expect(vertexSight({ D04: { terrain: ["village"] }, D05: { terrain: ["woods"] } }, "C05", "E05", 3).visible).toBe(false);
  });

  it("RP 4.92: where two hexes are furthest alike, the vertex is seen if it is seen as part of either", () => {
    // C05 → E05's corner 0 (E05, F04, F05): the segment runs on past E05's centre, F04 and F05 tie as furthest.
    expect(vertexSight({ F04: { level: 1 } }, "C05", "E05", 0).visible).toBe(true);
    expect(vertexSight({ F04: { level: 1 }, F05: { level: 1 } }, "C05", "E05", 0).visible).toBe(false);
  });

  it("RP 4.82: concealment counts on the way to a vertex as to a hex (night: two hexes)", () => {
    const map = rpTestMap();
    const night = { ...DAY, night: true };
    const from = rpHexAt(map, "C05");
    expect(rpVertexSight(map, from, vertexOf(map.hexAt(rpHexAt(map, "C06")), 4), night)).toEqual({ visible: true, concealment: 1 });
    expect(rpVertexSight(map, from, vertexOf(map.hexAt(rpHexAt(map, "C07")), 4), night).visible).toBe(false);
  });

  it("RP 4.92: the segment's stretches are a chain of neighbours from the observer to a hex of the vertex, holding every hex it passes through", { timeout: 20_000 }, () => {
    const map = rpTestMap({}, [14, 14]);
    const cols = fc.integer({ min: 2, max: 11 });
    fc.assert(
      fc.property(cols, cols, cols, cols, fc.integer({ min: 0, max: 5 }), (c1, r1, c2, r2, k) => {
        const from = map.indexOfOffset(c1, r1);
        const v = vertexOf(map.hexAt(map.indexOfOffset(c2, r2)), k);
        const chain = vertexSteps(map, from, v);
        const o = map.hexAt(from);
        const cluster = vertexHexes(v);
        let last = [o];
        for (const { a, b } of chain) {
          const here = [map.hexAt(a), map.hexAt(b)];
          // Each stretch touches the one before it.
          expect(here.some((h) => last.some((p) => distance(h, p) <= 1))).toBe(true);
          last = here;
        }
        // The segment ends in a hex of the vertex (or never leaves the observer's own hex).
        expect(last.some((h) => cluster.some((c) => distance(h, c) === 0))).toBe(true);
        // Every hex a dense sampling of the segment falls in (off the hexsides) is the observer's or one of the stretches'.
        const listed = new Set([from, ...chain.flatMap(({ a, b }) => [a, b])]);
        const p = { q: (cluster[0].q + cluster[1].q + cluster[2].q) / 3, r: (cluster[0].r + cluster[1].r + cluster[2].r) / 3 };
        for (let i = 0; i < 997; i++) {
          const t = (i + 0.318) / 997;
          expect(listed.has(map.indexOf(roundHex(o.q + t * (p.q - o.q), o.r + t * (p.r - o.r))))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
