import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Refusal } from "../../../../../src/engine/core/refusal";
import type { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import type { IaView } from "../../../../../src/engine/rules/ia/commands/context";
import { asTarget, sightFor } from "../../../../../src/engine/rules/ia/commands/sight";
import { ia1Tec, ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { checkLinesOfFire } from "../../../../../src/engine/rules/series/fire/blocked-fire";
import { iaSeriesRules } from "../../../../../src/engine/rules/ia/rules";
import { isAssaultHex, unitsIn } from "../../../../../src/engine/rules/ia/fire/hexes";
import { ia1Daylight, ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { mayTakeOpportunityFire, opportunityFirers } from "../../../../../src/engine/rules/ia/rules/opportunity";
import { faceOf, firedAt, otherSide, type IaBattle, type IaUnit, type UnitKind } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap, type Cell } from "../../../../fixtures/maps";

const W = 12;
const H = 12;

/**
 * The slow reading of IA1 13.0–13.23, 8.3, 10.1 (IA2 7.22): every unit of the inactive side checked on its own with
 * the direct fire building blocks — pair-by-pair spotting and the line-of-fire check that refuses.
 */
function slowFirers(view: IaView, mover: string, hex: number): string[] {
  const b = view.state;
  const p = b.units.get(mover) ?? b.leaders.get(mover)!;
  const firing = otherSide(b, p.side);
  const sight = sightFor(view);
  const fired = firedAt(b.activation, mover, hex);
  if (isAssaultHex(b, hex) || unitsIn(b, hex).some((u) => u.side === firing)) return [];
  const target = { ...asTarget(p), hex, ...(b.edition === "IA2" ? { spottedMarker: false } : {}) };
  const clear = (u: IaUnit) => {
    try {
      checkLinesOfFire({ ...view, rules: iaSeriesRules(b.edition) }, firing, [u], hex);
      return true;
    } catch (e) {
      if (e instanceof Refusal) return false;
      throw e;
    }
  };
  return [...b.units.values()]
    .filter((u) => u.side === firing && u.hex !== null && mayTakeOpportunityFire(u) && !fired.includes(u.id))
    .filter((u) => sight.distance(u.hex!, hex) <= faceOf(u).range && !isAssaultHex(b, u.hex!))
    .filter((u) => sight.canSpot({ hex: u.hex! }, target) && clear(u))
    .map((u) => u.id);
}

function arbCells(tec: TerrainEffectsChart): fc.Arbitrary<Cell[]> {
  const printed = Object.keys(tec.terrain).filter((id) => !tec.terrain[id]!.marker && tec.terrain[id]!.moveCost.value !== "prohibited");
  const cell = fc.tuple(fc.nat(W - 1), fc.nat(H - 1), fc.constantFrom(...printed), fc.nat(2));
  return fc.uniqueArray(cell, { maxLength: 40, selector: ([c, r]) => `${c},${r}` }).map((cs) => cs.map(([c, r, t, level]): Cell => [c, r, [t], level]));
}

const KINDS: readonly UnitKind[] = ["INF", "INF", "INF", "MG", "MG", "MG", "CAV", "ART", "MORTAR", "TRANSPORT"];
/** A flag set about one time in eight, so most units may fire and the scan has work to do. */
const rarely = fc.nat(7).map((n) => n === 0);
const arbUnit = fc.record({
  col: fc.nat(W - 1),
  row: fc.nat(H - 1),
  kind: fc.constantFrom(...KINDS),
  direct: fc.integer({ min: 1, max: 8 }),
  range: fc.integer({ min: 2, max: 8 }),
  status: fc.constantFrom("good", "good", "good", "disrupted", "demoralized"),
  movedFired: rarely,
  oppFire: rarely,
  limbered: rarely,
  mounted: rarely,
  hidden: rarely,
  spotted: rarely,
});
type Generated = typeof arbUnit extends fc.Arbitrary<infer T> ? T : never;

describe.each([
  ["IA1", ia1Tec, ia1Daylight()],
  ["IA2", ia2Tec, ia2Visibility("day", 1)],
] as const)("%s opportunity fire eligibility", (edition, tec, visibility) => {
  it("the fast scan agrees with the slow pair-by-pair check", () => {
    fc.assert(
      fc.property(
        arbCells(tec),
        fc.array(arbUnit, { minLength: 1, maxLength: 24 }),
        fc.array(arbUnit, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.tuple(fc.nat(W - 1), fc.nat(H - 1)),
        fc.nat(),
        (cells, reds, greens, pick, [c, r], firedMask) => {
          const map = testMap(tec, cells, [W, H]);
          const unit = (s: string) => (u: Generated, i: number): IaUnit =>
            inf(`${s}${i}`, s, map.indexOfOffset(u.col, u.row), {
              kind: u.kind,
              company: u.kind === "INF" || u.kind === "CAV",
              full: { direct: u.kind === "TRANSPORT" ? 0 : u.direct, bombardment: 0, range: u.range, movement: 4 },
              status: u.status as IaUnit["status"],
              movedFired: u.movedFired,
              oppFire: u.oppFire,
              limbered: u.limbered,
              mounted: u.mounted,
              hidden: u.hidden,
              spotted: u.spotted,
            });
          const units = [...reds.map(unit("R")), ...greens.map(unit("G"))];
          const leaders = [leader("gl", "G", map.indexOfOffset((pick >> 3) % W, (pick >> 7) % H), { hidden: (pick & 1) !== 0 })];
          const b: IaBattle = battle([side("G", 3), side("R", 3)], units, leaders, { edition, visibility, phase: "action" });
          const movers = [...greens.map((_, i) => `G${i}`), "gl"];
          const mover = movers[pick % movers.length]!;
          const hex = map.indexOfOffset(c, r);
          const fired = reds.map((_, i) => `R${i}`).filter((_, i) => (firedMask >> i) & 1);
          b.activation = { side: "G", pieces: {}, current: null, done: [], oppFired: [{ mover, hex, firers: fired }] };
          const view = { state: b, map, tec };
          expect(opportunityFirers(view, mover, hex)).toEqual(slowFirers(view, mover, hex));
        },
      ),
      { numRuns: 300 },
    );
  });
});
