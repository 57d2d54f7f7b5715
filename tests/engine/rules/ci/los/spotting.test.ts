import { describe, expect, it } from "vitest";
import { ciSight, spotterSees } from "../../../../../src/engine/rules/ci/los";
import { ciMap } from "../support/fixture";
import { at, board, side } from "./support";

describe("CI 6.x Spotting: the spotter's line of sight", () => {
  it("CI 6.x Spotting: an HQ adjacent to the target always has LOS, into woods across a woods hexside", () => {
    const map = ciMap({ hexes: { "0202": { terrain: "woods" } } });
    expect(spotterSees(board(map), at(map, "0201"), at(map, "0202"))).toEqual({ visible: true });
  });

  it("CI 6.x Spotting: except across a hedge", () => {
    const map = ciMap({ hexsides: [["0201", "0202", ["hedge"]]] });
    expect(spotterSees(board(map), at(map, "0201"), at(map, "0202"))).toEqual({
      visible: false,
      blockedBy: { hexside: side(map, "0201", "0202"), reason: "a hedge between adjacent hexes", rule: "CI 6.x Spotting" },
    });
  });

  it("CI 7.x Smoke, ruling R12: smoke in the target hex blocks an adjacent spotter", () => {
    const map = ciMap();
    expect(spotterSees(board(map, { smoke: ["0202"] }), at(map, "0201"), at(map, "0202")).blockedBy).toEqual(expect.objectContaining({ rule: "CI 7.x Smoke" }));
  });

  it("CI 6.x Spotting: a spotter further away needs LOS as any unit (higher ground between blocks it)", () => {
    const map = ciMap({ hexes: { "0203": { level: 1 } } });
    const b = board(map);
    expect(spotterSees(b, at(map, "0201"), at(map, "0205"))).toEqual(ciSight(b, at(map, "0201"), at(map, "0205")));
    expect(spotterSees(b, at(map, "0201"), at(map, "0205")).visible).toBe(false);
    expect(spotterSees(b, at(map, "0204"), at(map, "0206")).visible).toBe(true);
  });
});
