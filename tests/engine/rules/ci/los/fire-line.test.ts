import { describe, expect, it } from "vitest";
import { ciFireLine } from "../../../../../src/engine/rules/ci/los";
import { ciMap } from "../support/fixture";
import { at, board } from "./support";

/** The hexes named hold friendly units. */
const friends = (map: ReturnType<typeof ciMap>, ...labels: string[]) => {
  const hexes = new Set(labels.map((l) => at(map, l)));
  return (hex: number) => hexes.has(hex);
};

describe("CI 6.x Line of Sight: friendly and enemy units", () => {
  const map = ciMap();
  const fire = (from: string, to: string, friendly: (hex: number) => boolean, m = map) => ciFireLine(board(m), at(m, from), at(m, to), friendly);

  it("CI 6.x Line of Sight: units see but do not fire through a friendly-occupied hex", () => {
    expect(fire("0201", "0204", friends(map, "0202"))).toEqual({
      visible: true,
      fire: false,
      blockedBy: { hex: at(map, "0202"), reason: "friendly units", rule: "CI 6.x Line of Sight" },
    });
  });

  it("CI 6.x Line of Sight: units see and fire through enemy units (only friendly hexes block fire)", () => {
    // 0202 and 0203 hold enemy units: the firer's side has no unit between.
    expect(fire("0201", "0204", friends(map, "0201"))).toEqual({ visible: true, fire: true });
  });

  it("CI 6.x Line of Sight: units see but do not fire along a hexside between two friendly-occupied hexes", () => {
    const line = fire("0203", "0403", friends(map, "0302", "0303"));
    expect(line.visible).toBe(true);
    expect(line.fire).toBe(false);
    expect(line.blockedBy).toEqual(expect.objectContaining({ reason: "friendly units on both sides of the hexside the line runs along", rule: "CI 6.x Line of Sight" }));
  });

  it("CI 6.x Line of Sight: units fire between a friendly-occupied hex and an empty (or enemy) one", () => {
    expect(fire("0203", "0403", friends(map, "0302"))).toEqual({ visible: true, fire: true });
  });

  it("CI 6.x Line of Sight: a unit fires into an adjacent hex whatever units are about", () => {
    expect(fire("0201", "0202", friends(map, "0301", "0302"))).toEqual({ visible: true, fire: true });
  });

  it("CI 6.x Line of Sight: a line the unit cannot see along cannot be fired along, and says why it is not seen", () => {
    const wooded = ciMap({ hexes: { "0203": { terrain: "woods" } } });
    const line = fire("0201", "0205", friends(wooded, "0202"), wooded);
    expect(line).toEqual({ visible: false, fire: false, blockedBy: expect.objectContaining({ hex: at(wooded, "0203"), reason: "woods" }) });
  });

  it("CI 6.x Elevations: higher units may always fire over adjacent lower units, not over units further on", () => {
    const hill = ciMap({ hexes: { "0201": { level: 1 } } });
    expect(fire("0201", "0205", friends(hill, "0202"), hill)).toEqual({ visible: true, fire: true });
    expect(fire("0201", "0205", friends(hill, "0203"), hill).fire).toBe(false);
    // On the same level the adjacent friends block fire.
    expect(fire("0201", "0205", friends(map, "0202")).fire).toBe(false);
  });
});
