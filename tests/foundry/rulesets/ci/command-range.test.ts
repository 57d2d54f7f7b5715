/**
 * The active HQ's command range at the table (src/foundry/rulesets/ci/combat-activation.ts, hex-marks.ts,
 * src/foundry/canvas/hex-marks.ts): the battle Combat holds a PHQ's range while it gives its commands — worked out by
 * the engine's `commandRangeHexes` — and every client outlines those hexes; a CHQ commands anywhere: no range.
 */
import { describe, expect, it } from "vitest";
import { commandRangeHexes } from "../../../../src/engine/rules/ci/sequence/command-range";
import type { CiBattle } from "../../../../src/engine/rules/ci/state";
import type { Board, Container, Pixi } from "../../../../src/foundry/canvas/board";
import { drawHexMarks } from "../../../../src/foundry/canvas/hex-marks";
import { ciCombat } from "../../../../src/foundry/rulesets/ci/combat";
import { ciHexMarks } from "../../../../src/foundry/rulesets/ci/hex-marks";
import { ciTableRuleset } from "../../../../src/foundry/rulesets/ci/table-ruleset";
import { SIM_PIXI } from "../../world/canvas";
import { ciRunner } from "../../../engine/rules/ci/support/fixture";
import { ciBattle, ciMap, offsetOf, US } from "./support";

// Ballan: a lake hexside between 0304 and 0404 breaks the range (ruling R24).
const map = ciMap({ hexsides: [["0304", "0404", ["ht-sea"]]] });
const { at } = ciRunner(map);
const battle = (hq: "chq" | "phq", stage = "commands", orientation: "face-up" | "face-down" = "face-up"): CiBattle =>
  ciBattle(map, {
    blocks: {
      chq: { kind: "us-chq", at: "0304", company: "B", orientation },
      phq: { kind: "us-phq", at: "0304", company: "B", platoon: 1, orientation },
      g1: { kind: "ger-squad", at: "0808", company: "A", platoon: 1 },
    },
    extra: { activation: { side: US, company: "B", hq, stage } } as never,
  });
const range = (b: CiBattle) => ciCombat("b1", b, false, map).details!.activation!.range;
const offset = (hex: number) => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};
const board: Board = { centre: ([c, r]) => ({ x: c * 100, y: r * 100 }), vertex: () => ({ x: 0, y: 0 }), radius: 50, pointy: false };

describe("CI 4.x HQ Ranks: the command range at the table", () => {
  it("CI 4.x HQ Ranks: the Combat holds an active PHQ's command range — its hex and the adjacent ones, not across a lake hexside (ruling R24)", () => {
    const hexes = range(battle("phq"));
    expect(hexes).toEqual(commandRangeHexes(map, at("0304")).map(offset));
    expect(hexes).toHaveLength(6);
    expect(hexes).toContainEqual(offsetOf("0304"));
    expect(hexes).not.toContainEqual(offsetOf("0404"));
  });

  it("CI 4.x HQ Ranks: a CHQ commands its company anywhere on the map: no range", () => {
    expect(range(battle("chq"))).toEqual([]);
    expect(ciHexMarks(ciCombat("b1", battle("chq"), false, map)).outlines).toEqual([]);
  });

  it("CI 4.x HQ Activation: the range lasts while the PHQ gives its commands, and shows only while every side sees where it stands", () => {
    expect(range(battle("phq", "hq-action"))).toEqual([]);
    expect(range(battle("phq", "commands", "face-down"))).toEqual([]);
    expect(ciCombat("b1", ciBattle(map, { blocks: {} }), false, map).details!.activation).toBeNull();
  });

  it("CI 4.x HQ Ranks: every client outlines the range's hexes on the board, from the Combat alone", () => {
    const data = ciCombat("b1", battle("phq"), false, map);
    const layer = new SIM_PIXI.Container();
    drawHexMarks(SIM_PIXI as unknown as Pixi, layer as unknown as Container, board, ciTableRuleset.hexMarks!(data), false);
    const outlined = layer.children.map((c) => c.name).filter((n) => n.startsWith("outline:"));
    expect(outlined.sort()).toEqual(range(battle("phq")).map((h) => `outline:${h.join(",")}`).sort());
  });
});
