import { describe, expect, it } from "vitest";
import type { HexMap } from "../../../../../src/engine/map";
import { rpSight } from "../../../../../src/engine/rules/rp/los";
import { rpHexAt, rpHexLabel } from "../../../../../src/engine/rules/rp/map/labels";
import { DAY, rpTestMap, type Cell } from "./fixtures";

/**
 * The RP 4.91 picture as a map. The text fixes: A in N19 on level 3 in a crest hex; B and D on level 2; C in P21, on
 * level 2, not a crest hex; green-dot woods (Battle Wood) in O22 on level 2; green-dot woods and a sliver of level 2 in
 * P22 (so a level 2 crest hex); E on level 1; B–C through O22, D–C along the O22/P22 hexside, A–E past the O22/P21
 * hexside and through P22.
 * The picture is missing, so the fixture assumes: B in N22, D in O23, E in Q24 (the hexes those lines need); the hexes
 * between A and B, C, D (N20, N21, O20, O21) open level 2 ground; P23 and Q23 open level 1; every other hex open level 0.
 */
const PICTURE: Record<string, Cell> = {
  N19: { level: 3, crest: true },
  N20: { level: 2 },
  N21: { level: 2 },
  O20: { level: 2 },
  O21: { level: 2 },
  N22: { level: 2 },
  O22: { level: 2, terrain: ["woods"] },
  P21: { level: 2 },
  P22: { level: 2, crest: true, terrain: ["woods"] },
  O23: { level: 2 },
  P23: { level: 1 },
  Q23: { level: 1 },
  Q24: { level: 1 },
};
const UNITS = { A: "N19", B: "N22", C: "P21", D: "O23", E: "Q24" } as const;
type Unit = keyof typeof UNITS;

function sees(map: HexMap, a: Unit, b: Unit) {
  const s = rpSight(map, rpHexAt(map, UNITS[a]), rpHexAt(map, UNITS[b]), DAY);
  // RP 4.1: line of sight is reciprocal.
  expect(rpSight(map, rpHexAt(map, UNITS[b]), rpHexAt(map, UNITS[a]), DAY).visible).toBe(s.visible);
  return { visible: s.visible, at: s.blockedBy && rpHexLabel(map, s.blockedBy.hex), rule: s.blockedBy?.rule };
}

describe("RP 4.91: the line of sight examples", () => {
  const map = rpTestMap(PICTURE, [20, 26]);

  it("RP 4.91: A (level 3, N19) sees B and C", () => {
    expect(sees(map, "A", "B").visible).toBe(true);
    expect(sees(map, "A", "C").visible).toBe(true);
  });

  it("RP 4.91, 4.53: A cannot see D (level 2): the green-dot woods in O22 on level 2 block", () => {
    expect(sees(map, "A", "D")).toEqual({ visible: false, at: "O22", rule: "RP 4.53" });
  });

  it("RP 4.91, 4.53: A cannot see E: the woods in P22 on the level 2 hill block, not O22's woods along the O22/P21 hexside", () => {
    expect(sees(map, "A", "E")).toEqual({ visible: false, at: "P22", rule: "RP 4.53" });
    const noP22Woods = rpTestMap({ ...PICTURE, P22: { level: 2, crest: true } }, [20, 26]);
    expect(sees(noP22Woods, "A", "E").visible).toBe(true);
  });

  it("RP 4.91, 4.42: B (level 2) cannot see C (level 2) through Battle Wood in O22", () => {
    expect(sees(map, "B", "C")).toEqual({ visible: false, at: "O22", rule: "RP 4.42" });
  });

  it("RP 4.91: C (level 2, P21) cannot see E (level 1): the woods in P22 block, and C is not in a crest hex", () => {
    expect(sees(map, "C", "E").visible).toBe(false);
    // Without the woods C still cannot see down: it is not in a crest hex (RP 8.42) …
    const noWoods = rpTestMap({ ...PICTURE, P22: { level: 2, crest: true } }, [20, 26]);
    expect(sees(noWoods, "C", "E")).toEqual({ visible: false, at: "P21", rule: "RP 8.42" });
    // … and were it one, the sliver of level 2 ground in P22 would block (RP 4.52).
    const crestC = rpTestMap({ ...PICTURE, P21: { level: 2, crest: true }, P22: { level: 2, crest: true } }, [20, 26]);
    expect(sees(crestC, "C", "E")).toEqual({ visible: false, at: "P22", rule: "RP 4.52" });
  });

  it("RP 4.91, 4.42: D cannot see C: the line runs along the O22/P22 hexside, green-dot woods on both sides at their level", () => {
    const s = rpSight(map, rpHexAt(map, UNITS.D), rpHexAt(map, UNITS.C), DAY);
    expect(s.visible).toBe(false);
    expect(s.blockedBy?.rule).toBe("RP 4.42");
    expect(s.blockedBy?.reason).toMatch(/both sides of the hexside/);
    // Woods on one side only would not block (RP 4.41).
    const oneSide = rpTestMap({ ...PICTURE, P22: { level: 2, crest: true } }, [20, 26]);
    expect(sees(oneSide, "D", "C").visible).toBe(true);
  });
});
