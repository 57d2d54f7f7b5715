import { describe, expect, it } from "vitest";
import { ia1Tec, ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { ia1Reduced, ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { flee } from "../../../../../src/engine/rules/series/morale/flee";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { activatedToFire, fixtureTables, inAction, ofType, run, wagon } from "../fire/support";
import { settle } from "../morale/probe";
import { at, fixture, map, moveTo, moving, oppTables } from "../opportunity/support";

// The 30×40 test map in IA2 terrain, woods at (8, 0) as on the IA1 map (same indices).
const woods = at(8, 0);
const { col, row } = map.offsetAt(woods);
const map2 = testMap(ia2Tec, [[col, row, ["woods"]]]);
const ia2 = iaRuleset(map2, ia2Tec, { fireTables: oppTables() });
const ia2Fire = iaRuleset(map2, ia2Tec, { fireTables: fixtureTables() });
const inIa2 = (light = ia2Visibility("day", 1)): Partial<IaBattle> => ({ edition: "IA2", visibility: light });

describe("IA2 7.22 SPOTTED markers", () => {
  // A German company under a SPOTTED marker enters woods; the only Russian unit, a wagon (no opportunity fire), is
  // three hexes from the woods with a clear line of sight.
  const scene = (more: Partial<IaBattle>) => moving([inf("g", "G", at(8, 1), { spotted: true }), wagon("w", "R", at(8, 3))], [], ["g"], more);
  const keeps = (ia: typeof fixture, more: Partial<IaBattle>) => {
    const r = run(ia, scene(more), moveTo("g", woods));
    expect(r.result.status).toBe("done");
    return r.result.status === "done" && r.result.state.units.get("g")!.spotted;
  };

  it("IA2 7.22 the marker stays within the TEC spotting range of an enemy unit (woods: 3 hexes by day)", () => {
    expect(keeps(ia2, inIa2())).toBe(true);
  });
  it("IA2 7.22, 7.21 at night the TEC range is less (two hexes): three hexes away the marker comes off", () => {
    const r = run(ia2, scene(inIa2(ia2Visibility("night", 2))), moveTo("g", woods));
    expect(r.result.status === "done" && r.result.state.units.get("g")!.spotted).toBe(false);
    expect(r.result.status === "done" && ofType(r.result.record.events, "spotted-marker").map((e) => [e.on, e.rule])).toEqual([[false, "IA2 7.22"]]);
  });
  it("IA1 8.52 in IA1 the distance is three hexes whatever the light: the marker stays at night", () => {
    expect(keeps(fixture, { visibility: ia1Reduced(2, true) })).toBe(true);
  });

  it("IA2 7.22 a unit that fires from woods within an enemy's line of sight is marked; a unit in its hex that did not fire is not", () => {
    const b = inAction([inf("g", "G", woods), inf("g2", "G", woods), inf("r", "R", at(8, 3))], [], inIa2());
    const fire: IaCommand = { type: "direct-fire", side: "G", firers: ["g"], at: at(8, 3) };
    const r = run(ia2Fire, activatedToFire(b, fire), fire, [6, 6]);
    expect(r.result.status).toBe("done");
    if (r.result.status !== "done") return;
    expect([r.result.state.units.get("g")!.spotted, r.result.state.units.get("g2")!.spotted]).toEqual([true, false]);
    expect(ofType(r.result.record.events, "spotted-marker").map((e) => [e.units, e.rule])).toEqual([[["g"], "IA2 7.22"]]);
  });

  // A German company activated by a leader enters a clear hex held by a Russian company (assault movement).
  const assaultScene = (more: Partial<IaBattle>) => moving([inf("g", "G", at(8, 6)), inf("r", "R", at(8, 7))], [], ["g"], more);
  it("IA2 7.22 all units in an assault hex are marked with a Spotted marker, both sides", () => {
    const r = run(ia2, assaultScene(inIa2()), moveTo("g", at(8, 7)));
    expect(r.result.status).toBe("done");
    if (r.result.status !== "done") return;
    expect([r.result.state.units.get("g")!.spotted, r.result.state.units.get("r")!.spotted]).toEqual([true, true]);
    expect(ofType(r.result.record.events, "spotted-marker").map((e) => [e.units, e.on, e.rule])).toEqual([[["g", "r"], true, "IA2 7.22"]]);
  });
  it("IA1 8.52 in IA1 entering an assault hex places no marker", () => {
    const r = run(fixture, assaultScene({}), moveTo("g", at(8, 7)));
    expect(r.result.status === "done" && [r.result.state.units.get("g")!.spotted, r.result.state.units.get("r")!.spotted]).toEqual([false, false]);
  });
});

describe("IA2 1.2 Safe Hex", () => {
  // A demoralized Russian company in a hex under a Drumfire marker; the only German unit is far out of range.
  const flat1 = testMap(ia1Tec, [], [20, 20]);
  const flat2 = testMap(ia2Tec, [], [20, 20]);
  const here = flat1.indexOfOffset(10, 8);
  const units = (): IaUnit[] => [inf("i1", "R", here, { status: "demoralized" }), inf("g1", "G", flat1.indexOfOffset(10, 19))];
  const state = (more: Partial<IaBattle>): IaBattle => ({
    ...battle([side("R", 2), side("G", 2)], units(), []),
    drumfire: [{ at: here, side: "G", gun: "gun", onboard: false }],
    ...more,
  });

  it("IA2 1.2 Safe Hex has no Drumfire clause: out of enemy fire, the piece stays where the Drumfire marker is (14.32)", () => {
    const r = settle(state(inIa2()), [], (ctx) => flee(ctx, "i1"), flat2);
    expect(r.value.path).toEqual([]);
    expect(r.state.units.get("i1")!.hex).toBe(here);
  });
  it("IA1 1.0 Safe Hex, 14.31 in IA1 a hex with a Drumfire marker is never safe: the piece flees from it", () => {
    const r = settle(state({}), [], (ctx) => flee(ctx, "i1"), flat1);
    expect(r.value.path.length).toBeGreaterThan(0);
    expect(r.state.units.get("i1")!.hex).not.toBe(here);
  });
});
