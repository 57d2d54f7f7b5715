import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { SpottedSet, spottedBy } from "../../../../../src/engine/rules/ia/queries/spotted";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { activatedToFire, fireAt, fixtureTables, inAction, mg, run } from "../fire/support";
import { at, fixture, map } from "../opportunity/support";
import { build, countersJson, map as scenarioMap } from "../scenario/support";

// The 30×40 test map in IA2 terrain, woods at (8, 0) as on the IA1 map (same indices).
const woods = at(8, 0);
const { col, row } = map.offsetAt(woods);
const map2 = testMap(ia2Tec, [[col, row, ["woods"]]]);
const ia2 = iaRuleset(map2, ia2Tec, { fireTables: fixtureTables() });
const inIa2: Partial<IaBattle> = { edition: "IA2", visibility: ia2Visibility("day", 1) };

describe("IA2 7.3 special spotting powers in a battle", () => {
  // A German MG four hexes from a Russian company in woods: beyond the woods' three hexes (7.21).
  const scene = (special: boolean, more: Partial<IaBattle>) =>
    inAction([mg("g", "G", at(8, 4), special ? { specialSpotting: true } : {}), inf("r", "R", woods)], [], more);
  const fire = (ia: typeof ia2, b: IaBattle) => run(ia, activatedToFire(b, fireAt(["g"], woods)), fireAt(["g"], woods), [6, 6, 6, 6, 6, 6]).result;

  it("IA2 7.3 a unit with special spotting powers spots a unit in woods four hexes away, one hex past the TEC's three, and may fire at it", () => {
    expect(fire(ia2, scene(true, inIa2)).status).not.toBe("refused");
    expect([...spottedBy({ state: scene(true, inIa2), map: map2, tec: ia2Tec }, "G")]).toEqual(["r"]);
  });
  it("IA2 7.21 without the power the unit in woods four hexes away is not spotted: no fire", () => {
    expect(fire(ia2, scene(false, inIa2))).toMatchObject({ status: "refused", rule: "IA1 8.1" });
    expect([...spottedBy({ state: scene(false, inIa2), map: map2, tec: ia2Tec }, "G")]).toEqual([]);
  });
  it("IA1 8.51 the 1st edition has no special spotting: the mark gives nothing in an IA1 battle", () => {
    expect(fire(fixture, scene(true, {})).status).toBe("refused");
  });

  it("IA2 7.3 a side's spotted set kept up to date as special and other spotters move equals a full recompute", () => {
    const small = testMap(ia2Tec, [[4, 4, ["woods"]], [5, 4, ["woods"]], [6, 3, ["town"]], [7, 7, ["field"]]], [12, 12]);
    const p = (c: number, r: number) => small.indexOfOffset(c, r);
    const view = { map: small, tec: ia2Tec };
    const start = (): IaBattle =>
      battle(
        [side("R", 3), side("G", 2)],
        [
          inf("r1", "R", p(1, 1), { kind: "CAV", specialSpotting: true }),
          inf("r2", "R", p(1, 1)),
          inf("r3", "R", p(2, 8), { kind: "CAV", specialSpotting: true }),
          inf("g1", "G", p(4, 4)),
          inf("g2", "G", p(5, 4)),
          inf("g3", "G", p(7, 7), { specialSpotting: true }),
        ],
        [],
        inIa2,
      );
    const ids = [...start().units.keys()];
    const change = fc.tuple(fc.constantFrom(...ids), fc.nat(small.columns - 1), fc.nat(small.rows - 1));
    fc.assert(
      fc.property(fc.array(change, { minLength: 5, maxLength: 25 }), (changes) => {
        const sets = { R: new SpottedSet(view, "R"), G: new SpottedSet(view, "G") };
        let b = start();
        for (const [id, c, r] of changes) {
          const units = new Map<string, IaUnit>(b.units);
          units.set(id, { ...b.units.get(id)!, hex: p(c, r) });
          b = { ...b, units };
          for (const s of ["R", "G"] as const) expect([...sets[s].of(b)].sort()).toEqual([...spottedBy({ ...view, state: b }, s)].sort());
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it("IA2 7.3 the counter set names the unit types with the power; the battle's units carry it, and a saved battle keeps it", () => {
    const counters = countersJson();
    counters.units["rus-coss"].specialSpotting = true;
    const { battle: b } = build(undefined, counters);
    const cossacks = [...b.units.values()].filter((u) => u.id.startsWith("rus-coss"));
    expect(cossacks.length).toBeGreaterThan(0);
    expect(cossacks.every((u) => u.specialSpotting === true)).toBe(true);
    expect([...b.units.values()].filter((u) => u.specialSpotting).length).toBe(cossacks.length);
    const json = JSON.parse(JSON.stringify(encodeOnMap(scenarioMap, IaBattleJson, b)));
    expect(decodeOnMap(scenarioMap, IaBattleJson, json, "saved battle")).toEqual(b);
  });
});
