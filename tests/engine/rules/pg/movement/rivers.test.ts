import { describe, expect, it } from "vitest";
import { banks } from "../../../../../src/engine/rules/series/state/river-banks";
import { crossesRiver, mustStopAfter } from "../../../../../src/engine/rules/pg/movement/rivers";
import { costTec, riverMap } from "./fixtures";

/** Whether a piece on bank `bank` of the river must stop after stepping from `from` to `to`, a `feature` on that hexside. */
function stops(river: "minor-river" | "major-river", from: [number, number], to: [number, number], bank: [number, number] | null, feature?: string): boolean {
  const { map, at } = riverMap(river);
  if (feature) map.setHexsideFeatures(at(...from), at(...to), [feature]);
  return mustStopAfter(map, costTec, at(...from), at(...to), bank && at(...bank));
}

describe("PG 5.7 river crossings", () => {
  it("PG 5.71 (fixture) river hex [10, 5] has two banks: west ([9, 4], [9, 5]) and east ([11, 4], [11, 5])", () => {
    const { map, at } = riverMap("minor-river");
    const sorted = banks(map, at(10, 5)).map((run) => [...run].sort((a, b) => a - b));
    expect(sorted.sort((a, b) => a[0]! - b[0]!)).toEqual([[at(9, 4), at(9, 5)], [at(11, 4), at(11, 5)]].sort((a, b) => a[0]! - b[0]!));
  });

  it("PG 5.7 no matter the size of the river, a unit that crosses must stop once it leaves the river hex", () => {
    expect(stops("minor-river", [10, 5], [11, 5], [9, 5])).toBe(true);
    expect(stops("major-river", [10, 5], [11, 4], [9, 4])).toBe(true);
  });

  it("PG 5.71 leaving the river hex for the bank it was entered from is no crossing", () => {
    expect(stops("minor-river", [10, 5], [9, 4], [9, 5])).toBe(false);
  });

  it("PG 5.7 (ruling) a unit crossing at a bridge or ford keeps moving", () => {
    expect(stops("minor-river", [10, 5], [11, 5], [9, 5], "bridge")).toBe(false);
    expect(stops("major-river", [10, 5], [11, 5], [9, 5], "ford")).toBe(false);
  });

  it("PG 5.7 entering a river hex, or moving down the river, is no crossing", () => {
    expect(stops("minor-river", [9, 5], [10, 5], null)).toBe(false);
    expect(stops("major-river", [10, 5], [10, 6], [9, 5])).toBe(false);
  });

  it("PG 5.7 a unit whose bank is not known (set up in the river) crosses nothing", () => {
    const { map, at } = riverMap("minor-river");
    expect(crossesRiver(map, at(10, 5), at(11, 5), null)).toBe(false);
    expect(crossesRiver(map, at(10, 5), at(11, 5), at(9, 5))).toBe(true);
  });
});
