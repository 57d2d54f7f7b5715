import { describe, expect, it } from "vitest";
import { stackLimit } from "../../../../../src/engine/rules/ci/movement/stacking";
import { ciBattle, ciMap, FIXTURE_NUMBERS } from "../support/fixture";
import { mover } from "./support";

describe("CI 8.x Stacking Limits", () => {
  const map = ciMap({ hexes: { "0101": { terrain: "beach" }, "0102": { terrain: "town" }, "0103": { terrain: "woods" }, "0104": { terrain: "marsh" }, "0105": { terrain: "farm" }, "0106": { terrain: "clear", features: ["tunnel"] } } });
  const at = mover(map).at;
  const b = ciBattle(map, { blocks: {}, extra: { markers: { foxholes: [[2, 2]], wire: [[2, 3]] } } });

  it("CI 8.x Stacking Limits: Clear and Beach 3, Town 2 (RC)", () => {
    expect([stackLimit(b, map, at("0100")), stackLimit(b, map, at("0101")), stackLimit(b, map, at("0102"))]).toEqual([3, 3, 2]);
  });

  it("CI 7.x Foxholes: a foxhole hex stacks 2 (RC)", () => {
    expect(stackLimit(b, map, at("0202"))).toBe(2);
  });

  it("CI 7.x Barbed Wire: a wire hex is fully stacked — one unit, the enemy that entered it", () => {
    expect(stackLimit(b, map, at("0203"))).toBe(1);
  });

  it("CI 8.x Stacking Limits: other terrain stacks the lost stack.<terrain> (fixture values)", () => {
    expect([stackLimit(b, map, at("0103")), stackLimit(b, map, at("0104")), stackLimit(b, map, at("0105"))]).toEqual([FIXTURE_NUMBERS["stack.woods"], FIXTURE_NUMBERS["stack.marsh"], FIXTURE_NUMBERS["stack.farm"]]);
  });

  it("CI 8.x Stacking Limits: an unset limit refuses, naming the rule", () => {
    const { "stack.woods": _gone, ...numbers } = FIXTURE_NUMBERS;
    expect(() => stackLimit({ ...b, numbers }, map, at("0103"))).toThrow(/CI 8.x Stacking Limits/);
  });

  it("CI 8.x Stacking Limits: the surface of a tunnel hex stacks as its terrain", () => {
    expect(stackLimit(b, map, at("0106"))).toBe(3);
  });
});
