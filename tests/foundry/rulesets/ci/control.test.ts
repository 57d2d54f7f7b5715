/**
 * Hex control at the table (src/foundry/rulesets/ci/combat.ts, hex-marks.ts, src/foundry/canvas/hex-marks.ts): the
 * battle Combat holds every hex that is not neutral — the engine's `controlMap` — and it, like the rest of the Combat,
 * is the same whatever the hidden blocks are (CI 1.x Blocks): every client tints the hexes by side, disputed hatched.
 */
import { describe, expect, it } from "vitest";
import { controlMap, DISPUTED } from "../../../../src/engine/rules/ci/movement/control";
import type { CiBattle } from "../../../../src/engine/rules/ci/state";
import type { Board, Container, Pixi } from "../../../../src/foundry/canvas/board";
import { drawHexMarks } from "../../../../src/foundry/canvas/hex-marks";
import { ciCombat } from "../../../../src/foundry/rulesets/ci/combat";
import { CI_DISPUTED_COLOUR, CI_SIDE_COLOURS, ciHexMarks } from "../../../../src/foundry/rulesets/ci/hex-marks";
import { SIM_PIXI } from "../../world/canvas";
import { ciBattle, ciMap, GERMAN, offsetOf, US } from "./support";

const map = ciMap();
type Spec = Parameters<typeof ciBattle>[1];
/** US hidden blocks at 0304 and 0306, a German face-up squad at 0506, hidden ones at 0508; `variant` changes only what is hidden. */
const battle = (variant: 0 | 1, extra: Spec["extra"] = {}): CiBattle =>
  ciBattle(map, {
    blocks: {
      u1: variant === 0 ? { kind: "us-squad", at: "0304", company: "B", platoon: 1, strength: 4 } : { kind: "us-mg-30", at: "0304", company: "B", strength: 1, halfHit: true },
      u2: variant === 0 ? { kind: "us-mg-30", at: "0306", company: "B", strength: 2 } : { kind: "us-squad", at: "0306", company: "A", platoon: 2, strength: 3, orientation: "face-down" },
      chq: { kind: "us-chq", at: "0305", company: "B", orientation: "face-up" },
      g1: { kind: "ger-squad", at: "0506", company: "A", platoon: 1, orientation: "face-up" },
      g2: { kind: variant === 0 ? "ger-squad" : "ger-minefield", at: "0508", company: variant === 0 ? "A" : null, platoon: variant === 0 ? 1 : null },
    },
    extra,
  });
const details = (b: CiBattle) => ciCombat("b1", b, false, map).details!;

describe("CI 8.x Hex Control at the table", () => {
  it("CI 8.x Hex Control: the Combat holds the engine's control map — every hex a side or both control, no neutral one", () => {
    const b = battle(0);
    const control = details(b).control!;
    expect(control).toEqual(controlMap(b, map).map((c) => ({ hex: [map.offsetAt(c.hex).col, map.offsetAt(c.hex).row], control: c.control })));
    expect(control).toContainEqual({ hex: offsetOf("0304"), control: US });
    expect(control).toContainEqual({ hex: offsetOf("0506"), control: GERMAN });
    // 0406 lies next to the US blocks of 0306 and to the Germans of 0506: disputed.
    expect(control).toContainEqual({ hex: offsetOf("0406"), control: DISPUTED });
    expect(control.some((c) => c.hex[0] === 10)).toBe(false);
  });

  it("CI 1.x Blocks, CI 8.x Hex Control: two battles whose hidden blocks differ (kind, company, strength, half-hit, which ones were commanded) give the same Combat (ruling R4a: a hidden mine controls like any block)", () => {
    const commanded = (id: string, chqCommands: number) => ({ activation: { side: US, company: "B" as const, hq: "chq", stage: "commands" as const, commanded: { [id]: "rally" as const }, chqCommands } });
    expect(ciCombat("b1", battle(0), false, map)).toEqual(ciCombat("b1", battle(1), false, map));
    expect(ciCombat("b1", battle(0, commanded("u1", 1)), false, map)).toEqual(ciCombat("b1", battle(1, commanded("u2", 2)), false, map));
    expect(JSON.stringify(ciCombat("b1", battle(1), false, map))).not.toMatch(/u1|u2|g2|minefield|mg-30/);
  });

  it("CI 8.x Hex Control: every client tints the controlled hexes in their side's colour, a disputed one hatched in a third; the tints may be hidden", () => {
    const data = ciCombat("b1", battle(0), false, map);
    const marks = ciHexMarks(data);
    expect(marks.tints).toContainEqual({ hex: offsetOf("0304"), colour: CI_SIDE_COLOURS[0], hatched: false });
    expect(marks.tints).toContainEqual({ hex: offsetOf("0506"), colour: CI_SIDE_COLOURS[1], hatched: false });
    expect(marks.tints).toContainEqual({ hex: offsetOf("0406"), colour: CI_DISPUTED_COLOUR, hatched: true });
    const board: Board = { centre: ([c, r]) => ({ x: c * 100, y: r * 100 }), vertex: () => ({ x: 0, y: 0 }), radius: 50, pointy: false };
    const layer = new SIM_PIXI.Container();
    drawHexMarks(SIM_PIXI as unknown as Pixi, layer as unknown as Container, board, marks, true);
    expect(layer.children.map((c) => c.name)).toHaveLength(details(battle(0)).control!.length);
    drawHexMarks(SIM_PIXI as unknown as Pixi, layer as unknown as Container, board, marks, false);
    expect(layer.children).toHaveLength(0);
  });
});
