import { describe, expect, it } from "vitest";
import { ia1DieTables } from "../../../../../src/engine/rules/ia/data";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { at, gun, gunSide, map, plan } from "../artillery/support";
import { bombardmentOn, fires, must, passTurn, scatters, target } from "./support";

const T = at(10, 10);
/** One hex southeast of T (the Scatter Diagram's 3, fixed by the 18.1 example), and two. */
const SE1 = at(11, 10);
const SE2 = at(12, 11);

describe("IA1 18.1 scatter die-rolls (solitaire)", () => {
  it("IA1 18.1 the Distance Table is the one the text prints: 1–3 the target hex, 4–5 an adjacent hex, 6 two hexes away", () => {
    const table = ia1DieTables.tables.find((t) => t.id === "distance")!;
    expect(table.rows.map((r) => [r.rolls, r.result.value, r.result.provenance.source])).toEqual([
      [[1, 3], 0, "rules"],
      [[4, 5], 1, "rules"],
      [[6, 6], 2, "rules"],
    ]);
  });

  it("IA1 18.1, 18.2 example: a 6 and a scatter 3 strike 0606 from 0405, with friendly fire around 0606; next turn a 2 hits 0405 and acquires it; a new hex rolls again", () => {
    const r76 = gun("r76", "R", at(4, 12), 6);
    const plotted = at(4, 5);
    const struck = at(6, 6);
    // Hexes numbered xx01 at the top: column 04 row 05, and column 06 row 06.
    expect([map.offsetAt(plotted), map.offsetAt(struck)]).toEqual([{ col: 4, row: 5 }, { col: 6, row: 6 }]);
    const units = [r76, target("g1", struck), target("g2", plotted), inf("r1", "R", at(6, 7))];
    const line = [{ at: plotted }, { at: plotted }, { at: plotted }, { at: T }];
    const start = battle([gunSide("R"), side("G", 3)], units, [], { lastTurn: 4, options: ["solitaire"] });
    const write: IaCommand = plan("R", { r76: { mission: "planned-fire", turns: line } });
    // Turn 1: initiative 5–1; Distance 6, Scatter 3; the attack on 0606 (12: no effect); friendly fire at r1's hex, 3: missed.
    const one = must(start, [write, { type: "roll-initiative", side: "R" }], [5, 1, 6, 3, 6, 6, 3]);
    expect(scatters(one.events)).toMatchObject([{ side: "R", gun: "r76", target: plotted, roll: { total: 6 }, directions: [{ total: 3 }], struck, acquired: false, rule: "IA1 18.1" }]);
    expect(fires(one.events).map((e) => [e.at, e.results.map((r) => r.piece)])).toEqual([[struck, ["g1"]]]);
    expect(one.events.filter((e) => e.type === "friendly-fire-rolled")).toMatchObject([{ side: "R", at: at(6, 7), target: struck, hit: false }]);
    // Turn 2: it did not actually fire at 0405 on turn 1: a 2 hits it. No drumfire: 0606, then 0405 (18.3).
    const two = must(passTurn(one.state), [{ type: "roll-initiative", side: "R" }], [5, 1, 2, 6, 6]);
    expect(scatters(two.events)).toMatchObject([{ target: plotted, roll: { total: 2 }, directions: [], struck: plotted, acquired: true }]);
    expect(fires(two.events).map((e) => [e.at, e.results.map((r) => r.piece)])).toEqual([[plotted, ["g2"]]]);
    expect(two.state.drumfire).toBeUndefined();
    // Turn 3: still 0405: no roll; the fire hits it, and a Drumfire marker goes down (0405 two turns running).
    const three = must(passTurn(two.state), [{ type: "roll-initiative", side: "R" }], [5, 1, 6, 6]);
    expect(scatters(three.events)).toMatchObject([{ target: plotted, roll: null, struck: plotted, acquired: true, rule: "IA1 18.2" }]);
    expect(fires(three.events).map((e) => e.at)).toEqual([plotted]);
    expect(three.state.drumfire).toEqual([{ at: plotted, side: "R", gun: "r76", onboard: true }]);
    // Turn 4: a different hex: roll again (1: on target, an empty hex).
    const four = must(passTurn(three.state), [{ type: "roll-initiative", side: "R" }], [5, 1, 1]);
    expect(scatters(four.events)).toMatchObject([{ target: T, roll: { total: 1 }, struck: T, acquired: true }]);
    expect(four.state.plans!.R!.missions.r76).toMatchObject({ struck: [{ turn: 1, at: struck }, { turn: 2, at: plotted, acquired: true }, { turn: 3, at: plotted, acquired: true }, { turn: 4, at: T, acquired: true }] });
  });

  it("IA1 18.1 a 4 or 5 strikes the adjacent hex in the scattered direction, a 6 the hex two away; 1–3 the target", () => {
    const g = () => [target("g0", T), target("g1", SE1), target("g2", SE2)];
    for (const [roll, struck] of [[4, SE1], [5, SE1], [6, SE2]] as const) {
      const r = bombardmentOn(1, [{ at: T }], undefined, [roll, 3, 6, 6], g());
      expect(fires(r.events).map((e) => [e.at, e.results.map((x) => x.piece)])).toEqual([[struck, [struck === SE1 ? "g1" : "g2"]]]);
    }
    for (const roll of [1, 2, 3]) expect(fires(bombardmentOn(1, [{ at: T }], undefined, [roll, 6, 6], g()).events).map((e) => e.at)).toEqual([T]);
  });

  it("IA1 18.1 without the solitaire rules the plotted hex is hit and nothing is rolled for it", () => {
    const r = bombardmentOn(1, [{ at: T }], undefined, [6, 6], [target("g0", T)], []);
    expect(scatters(r.events)).toEqual([]);
    expect(fires(r.events).map((e) => [e.at, e.roll.dice])).toEqual([[T, [6, 6]]]);
  });

  it("IA1 18.1 (3) a gun that struck elsewhere last turn rolls again at the same target; plotted at the hex it actually struck, it does not", () => {
    const again = bombardmentOn(2, [{ at: T }, { at: T }], [{ turn: 1, at: SE1 }], [4, 3]);
    expect(scatters(again.events)).toMatchObject([{ target: T, roll: { total: 4 }, struck: SE1, acquired: false }]);
    const there = bombardmentOn(2, [{ at: T }, { at: SE1 }], [{ turn: 1, at: SE1 }], []);
    expect(scatters(there.events)).toMatchObject([{ target: SE1, roll: null, directions: [], struck: SE1, acquired: false, rule: "IA1 18.1" }]);
  });

  it("IA1 18.1 Fire Smoke scatters too: the smoke is fired at the hex struck", () => {
    // Distance 4, Scatter 3; smoke 2d6 8 or less: placed.
    const r = bombardmentOn(1, [{ at: T, smoke: true }], undefined, [4, 3, 4, 4]);
    expect(r.events.filter((e) => e.type === "smoke-fired")).toMatchObject([{ at: SE1, placed: true }]);
    expect(r.state.smoke).toEqual([SE1]);
  });
});
