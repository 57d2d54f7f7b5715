import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TerrainEffectsChart } from "../../../../src/engine/data/schemas/tec";
import { iaSight, ia1Daylight, ia2Visibility, type IaEdition } from "../../../../src/engine/rules/ia/los";
import { ia1Tec, ia2Tec } from "../../../../src/engine/rules/ia/data";
import { testMap, type Cell } from "../../../fixtures/maps";

const W = 12;
const H = 12;

function arbCells(tec: TerrainEffectsChart): fc.Arbitrary<Cell[]> {
  const printed = Object.keys(tec.terrain).filter((id) => !tec.terrain[id]!.marker);
  const cell = fc.tuple(
    fc.integer({ min: 0, max: W - 1 }),
    fc.integer({ min: 0, max: H - 1 }),
    fc.constantFrom(...printed),
    fc.integer({ min: 0, max: 3 }),
    fc.boolean(),
  );
  return fc
    .uniqueArray(cell, { maxLength: 50, selector: ([c, r]) => `${c},${r}` })
    .map((cs) => cs.map(([c, r, t, level, slope]): Cell => [c, r, [t], level, slope]));
}

const arbHexIndex = fc.tuple(fc.integer({ min: 0, max: W - 1 }), fc.integer({ min: 0, max: H - 1 }));

describe.each([
  ["IA1", ia1Tec, ia1Daylight()],
  ["IA2", ia2Tec, ia2Visibility("day", 1)],
] as const)("%s line of sight and spotting invariants", (edition, tec, vis) => {
  const build = (cells: Cell[], smoke: [number, number][]) => {
    const map = testMap(tec, cells, [W, H]);
    for (const [c, r] of smoke) map.addMarker(map.indexOfOffset(c, r), "smoke");
    return { map, sight: iaSight(map, tec, edition as IaEdition, vis) };
  };
  const world = fc.tuple(arbCells(tec), fc.array(arbHexIndex, { maxLength: 3 }));

  it(`${edition === "IA1" ? "IA1 8.64" : "IA2 7.55"} line of sight works both ways`, () => {
    fc.assert(
      fc.property(world, arbHexIndex, arbHexIndex, ([cells, smoke], a, b) => {
        const { map, sight } = build(cells, smoke);
        const [i, j] = [map.indexOfOffset(...a), map.indexOfOffset(...b)];
        expect(sight.los.clear(i, j)).toBe(sight.los.clear(j, i));
      }),
    );
  });
  it("the explained answer gives the same verdict as the fast path, and names a hex on the line when blocked", () => {
    fc.assert(
      fc.property(world, arbHexIndex, arbHexIndex, ([cells, smoke], a, b) => {
        const { map, sight } = build(cells, smoke);
        const [i, j] = [map.indexOfOffset(...a), map.indexOfOffset(...b)];
        const fast = sight.los.clear(i, j);
        const why = sight.los.explain(i, j);
        expect(why.clear).toBe(fast);
        for (const s of why.sides) if (!s.clear) expect(s.blocked!.rule).toMatch(/^IA[12] /);
      }),
    );
  });
  it("adjacent and same-hex enemies are always spotted (IA1 Definitions)", () => {
    fc.assert(
      fc.property(world, arbHexIndex, fc.integer({ min: 0, max: 5 }), fc.boolean(), ([cells, smoke], a, d, hidden) => {
        const { map, sight } = build(cells, smoke);
        const i = map.indexOfOffset(...a);
        const h = map.hexAt(i);
        const nb = [h, ...[[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]].map(([q, r]) => ({ q: h.q + q!, r: h.r + r! }))][d]!;
        if (!map.contains(nb)) return;
        expect(sight.canSpot({ hex: i }, { hex: map.indexOf(nb), hidden })).toBe(true);
      }),
    );
  });
  it("the side-wide recompute and the opportunity-fire scan agree with pair-by-pair spotting", () => {
    const units = fc.array(fc.record({ at: arbHexIndex, hidden: fc.boolean(), spottedMarker: fc.boolean() }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(world, units, units, ([cells, smoke], mine, theirs) => {
        const { map, sight } = build(cells, smoke);
        const spotters = mine.map((u) => ({ hex: map.indexOfOffset(...u.at) }));
        const targets = theirs.map((u) => ({ hex: map.indexOfOffset(...u.at), hidden: u.hidden, spottedMarker: u.spottedMarker }));
        expect(sight.spotted(spotters, targets)).toEqual(targets.map((t) => spotters.some((s) => sight.canSpot(s, t))));
        for (const t of targets)
          expect(sight.spottersOf(t, spotters)).toEqual(spotters.flatMap((s, k) => (sight.canSpot(s, t) ? [k] : [])));
      }),
      { numRuns: 60 },
    );
  });
  it("spotting ranges never shrink when the target carries a SPOTTED marker", () => {
    fc.assert(
      fc.property(world, arbHexIndex, arbHexIndex, ([cells, smoke], a, b) => {
        const { map, sight } = build(cells, smoke);
        const s = { hex: map.indexOfOffset(...a) };
        const t = map.indexOfOffset(...b);
        expect(sight.rules.spottingRange(s, { hex: t, spottedMarker: true })).toBeGreaterThanOrEqual(sight.rules.spottingRange(s, { hex: t }));
      }),
    );
  });
});
