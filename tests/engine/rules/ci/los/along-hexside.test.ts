import { describe, expect, it } from "vitest";
import { lineStretches } from "../../../../../src/engine/rules/ci/los";
import { ciMap, type HexSpec } from "../support/fixture";
import { at, board, sight } from "./support";

// The line 0203 → 0403 runs along the hexside between 0302 and 0303 (the columns are staggered half a hex).
const FROM = "0203";
const TO = "0403";

describe("CI 6.x Line of Sight: a line along a hexside (ruling R11)", () => {
  it("CI 6.x Line of Sight: the ruler from centre to centre runs along the hexside between 0302 and 0303", () => {
    const map = ciMap();
    const [only, ...rest] = lineStretches(map, at(map, FROM), at(map, TO));
    expect(rest).toEqual([]);
    expect([only!.a, only!.b].sort()).toEqual([at(map, "0302"), at(map, "0303")].sort());
  });

  it.each([
    ["woods", { terrain: "woods" }],
    ["higher ground", { level: 1 }],
  ] as [string, HexSpec][])("CI 6.x Line of Sight, ruling R11: %s on one side of the hexside does not block", (_, spec) => {
    expect(sight(board(ciMap({ hexes: { "0302": spec } })), FROM, TO).visible).toBe(true);
    expect(sight(board(ciMap({ hexes: { "0303": spec } })), FROM, TO).visible).toBe(true);
  });

  it("CI 6.x Line of Sight, ruling R11: woods on both sides of the hexside block", () => {
    const map = ciMap({ hexes: { "0302": { terrain: "woods" }, "0303": { terrain: "woods" } } });
    const s = sight(board(map), FROM, TO);
    expect(s.visible).toBe(false);
    expect([...s.blockedBy!.hexside!].sort()).toEqual([at(map, "0302"), at(map, "0303")].sort());
    expect(s.blockedBy!.reason).toBe("a woods hexside of the firer's hex on both sides of the hexside the line runs along");
  });

  it("CI 7.x Smoke, ruling R11: smoke on one side of the hexside does not block, on both sides it does", () => {
    const map = ciMap();
    expect(sight(board(map, { smoke: ["0302"] }), FROM, TO).visible).toBe(true);
    expect(sight(board(map, { smoke: ["0302", "0303"] }), FROM, TO).blockedBy).toEqual(
      expect.objectContaining({ reason: "smoke on both sides of the hexside the line runs along", rule: "CI 7.x Smoke" }),
    );
  });

  it("CI 6.x Line of Sight, ruling R11: different blocks on the two sides are both named", () => {
    const map = ciMap({ hexes: { "0302": { level: 1 } } });
    expect(sight(board(map, { smoke: ["0303"] }), FROM, TO).blockedBy).toEqual(
      expect.objectContaining({ reason: "higher ground on one side of the hexside the line runs along, smoke on the other", rule: "CI 6.x Line of Sight" }),
    );
  });

  it("CI 6.x Line of Sight, ruling R11: a hedge on the firer's hexside toward one side leaves the other side's line open", () => {
    const one = ciMap({ hexsides: [[FROM, "0302", ["hedge"]]] });
    expect(sight(board(one), FROM, TO).visible).toBe(true);
    const both = ciMap({ hexsides: [[FROM, "0302", ["hedge"]], [FROM, "0303", ["hedge"]]] });
    expect(sight(board(both), FROM, TO).blockedBy).toEqual(expect.objectContaining({ reason: "a hedge of the firer's hex on both sides of the hexside the line runs along" }));
  });

  it("CI 6.x Line of Sight, ruling R11: a hedge on the hexside the line runs along does not block by itself", () => {
    expect(sight(board(ciMap({ hexsides: [["0302", "0303", ["hedge"]]] })), FROM, TO).visible).toBe(true);
  });
});
