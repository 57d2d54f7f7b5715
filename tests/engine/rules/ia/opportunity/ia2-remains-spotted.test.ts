import { describe, expect, it } from "vitest";
import { ia1Tec, ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { inf } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { mg, run, wagon } from "../fire/support";
import { opportunityFirers } from "../../../../../src/engine/rules/ia/rules/opportunity";
import { at, fixture, map, moveTo, moving, oppTables } from "./support";

// The same 30×40 map in IA2 terrain, woods where the IA1 test map has them at (8, 0) (same indices).
const woods = at(8, 0);
const { col, row } = map.offsetAt(woods);
const map2 = testMap(ia2Tec, [[col, row, ["woods"]]]);
const ia2 = iaRuleset(map2, ia2Tec, { fireTables: oppTables() });

/**
 * A German unit under a SPOTTED marker enters woods. A Russian wagon three hexes away keeps the marker on it
 * (IA1 8.52, IA2 7.22: it is within the spotting range of an enemy unit); a Russian MG watches from four hexes, a
 * Russian company from two.
 */
const scene = (more: Partial<IaBattle> = {}) =>
  moving([inf("g", "G", at(8, 1), { spotted: true }), wagon("w", "R", at(8, 3)), mg("m", "R", at(8, -4)), inf("r", "R", at(9, -2))], [], ["g"], more);

describe("IA2 7.22 opportunity fire only where the mover remains spotted", () => {
  it("IA1 8.52, 8.3 in IA1 the marker stays and the mover is seen as in clear terrain: the MG four hexes away may fire", () => {
    const r = run(fixture, scene(), moveTo("g", woods));
    expect(r.result.status === "done" && r.result.state.units.get("g")!.spotted).toBe(true);
    expect(r.asked[0]!.options).toEqual(["pass", ["m"], ["r"]]);
  });
  it("IA2 7.22 in IA2 the marker does not carry into the woods: only the company that spots it there may fire", () => {
    const r = run(ia2, scene({ edition: "IA2", visibility: ia2Visibility("day", 1) }), moveTo("g", woods));
    expect(r.result.status === "done" && r.result.state.units.get("g")!.spotted).toBe(true);
    expect(r.asked[0]!.options).toEqual(["pass", ["r"]]);
  });
  it("IA2 7.22 the scan gives the same answers", () => {
    const b = scene({ edition: "IA2", visibility: ia2Visibility("day", 1) });
    expect(opportunityFirers({ state: b, map: map2, tec: ia2Tec }, "g", woods)).toEqual(["r"]);
    expect(opportunityFirers({ state: scene(), map, tec: ia1Tec }, "g", woods)).toEqual(["m", "r"]);
  });
});
