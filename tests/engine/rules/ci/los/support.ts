import { expect } from "vitest";
import type { HexMap } from "../../../../../src/engine/map";
import { ciSight, type CiBoard, type CiSight } from "../../../../../src/engine/rules/ci/los";
import { hexsideKey } from "../../../../../src/engine/rules/ci/state/markers";
import { offsetOf } from "../support/fixture";

/** The index of hex "CCRR" (column, row from 0). */
export const at = (map: HexMap, label: string): number => map.indexOfOffset(...offsetOf(label));

/** A board on `map` with smoke in the hexes named and hedge gaps made on the hexsides named. */
export function board(map: HexMap, marks: { smoke?: string[]; gaps?: [string, string][] } = {}): CiBoard {
  return {
    map,
    smoke: new Set((marks.smoke ?? []).map((l) => at(map, l))),
    hedgeGaps: new Set((marks.gaps ?? []).map(([a, b]) => hexsideKey(at(map, a), at(map, b)))),
  };
}

/** Sight from one named hex to another, checked the other way too (the rules give no end an advantage). */
export function sight(b: CiBoard, from: string, to: string): CiSight {
  const there = ciSight(b, at(b.map, from), at(b.map, to));
  expect(ciSight(b, at(b.map, to), at(b.map, from)).visible).toBe(there.visible);
  return there;
}

/** A hexside as the pair of named hexes, for `blockedBy.hexside` (in the order the line met them). */
export const side = (map: HexMap, a: string, b: string): [number, number] => [at(map, a), at(map, b)];
