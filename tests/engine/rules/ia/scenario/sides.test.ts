import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { build, map, scenarioJson } from "./support";

const ia = iaRuleset(map, ia1Tec);

/** Russian initiative and steps lost after each of `losses` (steps lost by rus-inf-1 then rus-coss-1 …). */
function initiativeAfter(thresholds: number[], initiative: number, losses: [string, number][]) {
  const s = scenarioJson();
  s.sides[1].initiativeLosses = thresholds;
  s.sides[1].initiative = initiative;
  const b = structuredClone(build(s).battle);
  return losses.map(([unit, steps]) => {
    ia.apply(b, { type: "steps-lost", unit, steps, rule: "IA1 7.61" });
    return [b.sides[1].stepsLost, b.sides[1].initiative];
  });
}

describe("IA1 3.0 A: initiative falls at the scenario's step-loss thresholds", () => {
  it("IA1 3.0 A: thresholds 3 and 5 (not evenly spaced) lower initiative at the 3rd and 5th step lost", () => {
    expect(
      initiativeAfter([3, 5], 4, [
        ["rus-inf-1", 1],
        ["rus-inf-1", 1],
        ["rus-coss-1", 1],
        ["rus-coss-1", 1],
        ["rus-horse-mg-1", 1],
        ["rus-inf-2", 1],
      ]),
    ).toEqual([
      [1, 4],
      [2, 4],
      [3, 3],
      [4, 3],
      [5, 2],
      [6, 2],
    ]);
  });

  it("IA1 3.0 A: a loss of several steps that passes two thresholds lowers initiative by two, never below zero", () => {
    expect(initiativeAfter([1, 2], 1, [["rus-inf-1", 2]])).toEqual([[2, 0]]);
    expect(initiativeAfter([1, 2], 3, [["rus-inf-1", 2]])).toEqual([[2, 1]]);
  });

  it("IA1 3.0 A: evenly spaced thresholds fall every n steps as before", () => {
    expect(
      initiativeAfter([2, 4], 2, [
        ["rus-inf-1", 2],
        ["rus-coss-1", 2],
      ]),
    ).toEqual([
      [2, 1],
      [4, 0],
    ]);
  });
});
