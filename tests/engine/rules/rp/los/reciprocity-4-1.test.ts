import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadMap } from "../../../../../src/engine/map";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import { rpSight, type RpSightConditions } from "../../../../../src/engine/rules/rp/los";

const SIZE = 7;
const TERRAIN = ["open", "open", "open", "village", "woods", "light-woods", "wheat", "crater", "trench"];

/** A hex of a random map: terrain, level 0–3, crest; and whether a marker conceals it or friendly units stand in it. */
const hexArb = fc.record({
  terrain: fc.constantFrom(...TERRAIN),
  level: fc.integer({ min: 0, max: 3 }),
  crest: fc.boolean(),
  marker: fc.boolean(),
  friends: fc.boolean(),
});
const battleArb = fc.record({
  hexes: fc.array(hexArb, { minLength: SIZE * SIZE, maxLength: SIZE * SIZE }),
  night: fc.boolean(),
  precipitation: fc.boolean(),
  wheat: fc.boolean(),
  fire: fc.boolean(),
  markers: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe("RP 4.1: line of sight is reciprocal", () => {
  it("RP 4.1: on random small maps, every observer sees every target exactly when the target sees it, through as much concealment", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(battleArb, (b) => {
        const hexes = b.hexes.map((h, i) => ({ at: [i % SIZE, Math.floor(i / SIZE)], terrain: [h.terrain], level: h.level, slope: h.crest }));
        const map = loadMap({ id: "random", name: "random", layout: "odd-q", columns: SIZE, rows: SIZE, defaultTerrain: "open", hexes }, RP_TEC);
        const at = [...map.indices()];
        const info = new Map(at.map((index, i) => [index, b.hexes[i]!]));
        const cond: RpSightConditions = {
          night: b.night && b.markers < 0.3,
          precipitation: b.precipitation && b.markers < 0.3,
          wheat: b.wheat,
          // Markers on a share of the hexes only, so that long lines stay possible.
          concealing: (h) => (info.get(h)?.marker ?? false) && b.markers > 0.7,
          ...(b.fire ? { blocksFire: (h: number) => info.get(h)?.friends ?? false } : {}),
        };
        for (const from of at)
          for (const to of at) {
            if (to < from) continue;
            const there = rpSight(map, from, to, cond);
            const back = rpSight(map, to, from, cond);
            // The concealment count matters only to a visible target (RP 4.81).
            const seenBack = [from, to, back.visible, back.visible ? back.concealment : null];
            expect(seenBack).toEqual([from, to, there.visible, there.visible ? there.concealment : null]);
          }
      }),
      { numRuns: 60 },
    );
  });
});
