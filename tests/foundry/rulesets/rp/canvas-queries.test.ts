import { describe, expect, it } from "vitest";
import { rpTablePieces } from "../../../../src/foundry/rulesets/rp/table-pieces";
import { BRITISH, couplets, GERMAN, offsetOf, rpBattle, rpMap, tableGame } from "./support";

const map = rpMap({ hexes: { N20: { terrain: ["village"] } } });
const battle = (extra: Record<string, unknown> = {}) =>
  rpBattle(map, { units: { g1: { side: GERMAN, at: "N18", name: "1/Inf" }, b1: { side: BRITISH, at: "N22", name: "A Coy" } }, extra: { ...couplets(GERMAN), ...extra } });
const los = (extra: Record<string, unknown>, from: string, to: string) => rpTablePieces.lineOfSight(tableGame(map, battle(extra)), GERMAN, offsetOf(from), offsetOf(to)) as Record<string, any>;

describe("RP canvas queries", () => {
  it("RP 4.0, 4.81: the LOS tool's line between two hexes, its range, and a hex of smoke it passes through concealing", () => {
    const clear = los({}, "N18", "P18");
    expect(clear).toMatchObject({ from: offsetOf("N18"), to: offsetOf("P18"), range: 2, spotted: true, reason: "spotted", trace: [] });
    expect(clear.sides[0].hexes[0]).toEqual(offsetOf("N18"));
    expect(clear.sides[0].hexes.at(-1)).toEqual(offsetOf("P18"));
    const smoke = los({ markers: { smoke: [offsetOf("N16")] } }, "N18", "N15");
    expect(smoke).toMatchObject({ spotted: true, trace: [{ value: 1, rule: "RP 4.81" }] });
  });

  it("RP 4.4: a village between the ends blocks the line, and the tool shows where", () => {
    const blocked = los({}, "N18", "N22");
    expect(blocked).toMatchObject({ spotted: false, reason: "blocked" });
    expect(blocked.sides[0].blocked.hex).toEqual(offsetOf("N20"));
  });

  it("RP 6.03: the ruler refuses a move of a unit its side has not activated, at the first hex, naming the rule", () => {
    const preview = rpTablePieces.preview(tableGame(map, battle()), GERMAN, ["g1"], [offsetOf("N19")]) as Record<string, any>;
    expect(preview.steps).toEqual([]);
    expect(preview.refused).toMatchObject({ hex: offsetOf("N19"), rule: expect.stringMatching(/^RP /) });
  });

  it("RP 6.3: the Token HUD offers nothing for another side's unit", () => {
    expect(rpTablePieces.actions(tableGame(map, battle()), GERMAN, "b1")).toEqual([]);
  });
});
