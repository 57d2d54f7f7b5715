import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { lineOfSight } from "../../../../../src/engine/rules/ia/queries/line-of-sight";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec, [[5, 8, ["woods"]], [1, 1, ["town"]], [9, 4, ["woods"]]], [16, 16]);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const view = (units = [inf("g1", "G", at(9, 4))]) => ({ state: battle([side("R", 1), side("G", 1)], units), map, tec: ia1Tec });

describe("the LOS tool's answer (IA1 8.4–8.7)", () => {
  it("IA1 8.61 a blocked line names the hex, the reason and the rule, and lists the hexes the line passes", () => {
    const a = lineOfSight(view(), at(5, 5), at(5, 11));
    expect(a).toMatchObject({ range: 6, spottingRange: 12, spotted: false, reason: "blocked", clear: false, spine: false });
    expect(a.sides).toEqual([{ side: "left", hexes: [at(5, 6), at(5, 7), at(5, 8), at(5, 9), at(5, 10)], clear: false, blocked: { hex: at(5, 8), id: "ia1.limiting", label: expect.any(String), rule: "IA1 8.61, 8.66" } }]);
    expect(a.trace.map((t) => t.id)).toEqual(["ia1.daylight"]);
  });
  it("IA1 8.65 a line along hex spines shows both sides and the one used", () => {
    const a = lineOfSight(view(), at(0, 2), at(4, 2));
    expect(a).toMatchObject({ spine: true, clear: true, side: "right" });
    expect(a.sides.map((s) => [s.side, s.clear])).toEqual([["left", false], ["right", true]]);
  });
  it("IA1 8.51 against a piece the side knows in the target hex, the spotting range is the piece's, with its trace; out of range says so", () => {
    const a = lineOfSight(view(), at(9, 9), at(9, 4), "g1");
    expect(a).toMatchObject({ range: 5, spottingRange: 3, spotted: false, reason: "out-of-range", clear: true });
    expect(a.trace.map((t) => t.id)).toEqual(["ia1.daylight", "ia.conceal"]);
    expect(lineOfSight(view(), at(9, 9), at(9, 4))).toMatchObject({ spottingRange: 3 });
  });
});
