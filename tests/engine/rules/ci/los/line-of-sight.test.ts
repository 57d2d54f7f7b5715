import { describe, expect, it } from "vitest";
import { ciMap } from "../support/fixture";
import { at, board, side, sight } from "./support";

describe("CI 6.x Line of Sight: terrain", () => {
  it("CI 6.x Line of Sight: a clear line is seen", () => {
    expect(sight(board(ciMap()), "0201", "0206")).toEqual({ visible: true });
  });

  it("CI 6.x Line of Sight: hexside terrain always blocks, on the firer's own hexside too", () => {
    const map = ciMap({ hexsides: [["0201", "0202", ["ht-woods"]]] });
    const s = sight(board(map), "0201", "0204");
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual({ hexside: side(map, "0201", "0202"), reason: "a woods hexside of the firer's hex", rule: "CI 6.x Line of Sight" });
  });

  it("CI 6.x Line of Sight: a hedge on the target's own hexside blocks", () => {
    const map = ciMap({ hexsides: [["0203", "0204", ["hedge"]]] });
    expect(sight(board(map), "0201", "0204").blockedBy).toEqual({ hexside: side(map, "0203", "0204"), reason: "a hedge of the target's hex", rule: "CI 6.x Line of Sight" });
  });

  it("CI 6.x Line of Sight: terrain inside the firer's and the target's hexes is ignored", () => {
    // Woods and town hexes whose edges toward the line are drawn clear: only their insides could block.
    const map = ciMap({
      hexes: { "0201": { terrain: "woods" }, "0204": { terrain: "town" } },
      hexsides: [
        ["0201", "0202", ["ht-clear"]],
        ["0203", "0204", ["ht-clear"]],
      ],
    });
    expect(sight(board(map), "0201", "0204").visible).toBe(true);
  });

  it.each([
    ["woods", "woods"],
    ["orchard", "orchard"],
    ["town", "town"],
    ["farm", "a farm"],
  ])("CI 6.x Line of Sight: %s between the firer and the target blocks (TEC Block YES), its hexsides drawn clear", (terrain, reason) => {
    const map = ciMap({
      hexes: { "0203": { terrain } },
      hexsides: [
        ["0202", "0203", ["ht-clear"]],
        ["0203", "0204", ["ht-clear"]],
      ],
    });
    expect(sight(board(map), "0201", "0205").blockedBy).toEqual({ hex: at(map, "0203"), reason, rule: "CI 6.x Line of Sight" });
  });

  it("CI 6.x Line of Sight: woods hexsides drawn between two clear hexes block", () => {
    const map = ciMap({ hexsides: [["0202", "0203", ["ht-woods"]]] });
    expect(sight(board(map), "0201", "0205").blockedBy).toEqual({ hexside: side(map, "0202", "0203"), reason: "a woods hexside", rule: "CI 6.x Line of Sight" });
  });

  it.each(["marsh", "cemetery", "beach"])("CI 6.x Line of Sight: %s between does not block (TEC Block –)", (terrain) => {
    expect(sight(board(ciMap({ hexes: { "0203": { terrain } } })), "0201", "0205").visible).toBe(true);
  });

  it("CI 6.x Line of Sight: a hedge crossed between the ends blocks; a gap shown on the map lets the line through", () => {
    const hedged = ciMap({ hexsides: [["0202", "0203", ["hedge"]]] });
    expect(sight(board(hedged), "0201", "0205").blockedBy).toEqual({ hexside: side(hedged, "0202", "0203"), reason: "a hedge", rule: "CI 6.x Line of Sight" });
    const gapped = ciMap({ hexsides: [["0202", "0203", ["hedge", "hedge-gap"]]] });
    expect(sight(board(gapped), "0201", "0205").visible).toBe(true);
  });

  it("CI 6.x Line of Sight, ruling R22: a gap a tank made in a hedge lets the line through", () => {
    const map = ciMap({ hexsides: [["0202", "0203", ["hedge"]]] });
    expect(sight(board(map, { gaps: [["0203", "0202"]] }), "0201", "0205").visible).toBe(true);
  });

  it("CI 6.x Line of Sight: roads, rivers and bridges do not block", () => {
    const map = ciMap({ hexsides: [["0202", "0203", ["river", "bridge-stone", "road-paved"]]] });
    expect(sight(board(map), "0201", "0205").visible).toBe(true);
  });
});

describe("CI 6.x Line of Sight: adjacent hexes", () => {
  it("CI 6.x Line of Sight: units can always see into adjacent hexes, from woods into town across a town hexside", () => {
    const map = ciMap({ hexes: { "0201": { terrain: "woods" }, "0202": { terrain: "town" } }, hexsides: [["0201", "0202", ["ht-town"]]] });
    expect(sight(board(map), "0201", "0202")).toEqual({ visible: true });
  });

  it("CI 6.x Line of Sight: an adjacent hex is not seen through a hedge", () => {
    const map = ciMap({ hexsides: [["0201", "0202", ["hedge"]]] });
    expect(sight(board(map), "0201", "0202")).toEqual({
      visible: false,
      blockedBy: { hexside: side(map, "0201", "0202"), reason: "a hedge between adjacent hexes", rule: "CI 6.x Line of Sight" },
    });
    expect(sight(board(map, { gaps: [["0201", "0202"]] }), "0201", "0202").visible).toBe(true);
  });

  it("CI 6.x Line of Sight: woods block LOS except by adjacent units (ruling R28: an undrawn woods/clear hexside is woods)", () => {
    const map = ciMap({ hexes: { "0201": { terrain: "woods" } } });
    expect(sight(board(map), "0201", "0202").visible).toBe(true);
    expect(sight(board(map), "0201", "0203").blockedBy).toEqual(expect.objectContaining({ hexside: side(map, "0201", "0202"), reason: "a woods hexside of the firer's hex" }));
    const open = ciMap({ hexes: { "0201": { terrain: "woods" } }, hexsides: [["0201", "0202", ["ht-clear"]]] });
    expect(sight(board(open), "0201", "0203").visible).toBe(true);
  });
});

describe("CI 7.x Smoke (ruling R12)", () => {
  const map = ciMap();
  it("CI 7.x Smoke: smoke blocks LOS through its hex", () => {
    expect(sight(board(map, { smoke: ["0203"] }), "0201", "0205").blockedBy).toEqual({ hex: at(map, "0203"), reason: "smoke", rule: "CI 7.x Smoke" });
  });

  it("CI 7.x Smoke: smoke blocks LOS into and out of its hex", () => {
    const b = board(map, { smoke: ["0205"] });
    expect(sight(b, "0201", "0205").blockedBy).toEqual({ hex: at(map, "0205"), reason: "smoke in the target's hex", rule: "CI 7.x Smoke" });
    expect(sight(b, "0205", "0201").blockedBy).toEqual({ hex: at(map, "0205"), reason: "smoke in the firer's hex", rule: "CI 7.x Smoke" });
  });

  it("CI 7.x Smoke, ruling R12: smoke blocks LOS even between adjacent hexes", () => {
    expect(sight(board(map, { smoke: ["0202"] }), "0201", "0202").visible).toBe(false);
  });
});
