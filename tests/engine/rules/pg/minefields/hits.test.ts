import { describe, expect, it } from "vitest";
import type { MinefieldDieResult } from "../../../../../src/engine/rules/pg/minefields/events";
import { minefieldHits } from "../../../../../src/engine/rules/pg/minefields/hits";

const dice: Record<number, MinefieldDieResult> = { 1: "no-effect", 2: "no-effect", 3: "stop", 4: "stop", 5: "demoralized", 6: "step-loss" };
const steps = (rolled: number[], wasDemoralized = false) => minefieldHits(rolled.map((d) => dice[d]!), wasDemoralized).steps;

describe("PG 16.72 the step losses a minefield's dice score (ruling A44)", () => {
  it("PG 16.72 each 6 is a step; every second demoralization (5 or 6) one more", () => {
    expect([[6], [6, 6], [5, 6], [5, 5], [5, 5, 5], [5, 5, 5, 5], [6, 6, 6]].map((r) => steps(r))).toEqual([1, 3, 2, 1, 1, 2, 4]);
  });
  it("PG 14.11 on a piece demoralized before it entered, the first demoralization already compounds", () => {
    expect([[5], [5, 5], [5, 5, 5], [6]].map((r) => steps(r, true))).toEqual([1, 1, 2, 2]);
  });
  it("PG 16.71 a 3 or more stops; a 5 or 6 demoralizes; 1s and 2s do nothing", () => {
    expect(minefieldHits(["no-effect", "no-effect"], false)).toEqual({ stop: false, demoralized: false, steps: 0, rule: "PG 16.71" });
    expect(minefieldHits(["stop", "no-effect"], false)).toEqual({ stop: true, demoralized: false, steps: 0, rule: "PG 16.71" });
    expect(minefieldHits(["demoralized"], false)).toEqual({ stop: true, demoralized: true, steps: 0, rule: "PG 16.71" });
  });
});
