/**
 * A drag's commands in Combat Infantry (src/foundry/rulesets/ci/move-path.ts): CI 8.x Movement Points — one `move` per
 * hex entered, the unit named as its side names it at each step (a hidden block by its handle; a face-up one by its id,
 * then by the fresh handle it is tipped face-down under, ruling R12a; a tank by its id once revealed, CI 2.x Tank).
 */
import { describe, expect, it } from "vitest";
import { freshHandle } from "../../../../src/engine/rules/ci/state/handles";
import type { CiEvent } from "../../../../src/engine/rules/ci/events/schema";
import { ciMovingOn } from "../../../../src/foundry/rulesets/ci/move-path";
import { ciTablePieces } from "../../../../src/foundry/rulesets/ci/table-pieces";
import { ciBattle, ciMap, offsetOf, tableGame, US } from "./support";

const map = ciMap();
const b = ciBattle(map, {
  blocks: {
    u1: { kind: "us-squad", at: "0304", company: "B", platoon: 1 },
    u2: { kind: "us-squad", at: "0304", company: "B", platoon: 1, orientation: "face-up" },
    t1: { kind: "sherman", at: "0304" },
    g1: { kind: "ger-squad", at: "0808" },
  },
});
const at = (label: string) => map.indexOfOffset(...offsetOf(label));
const game = tableGame(map, b);

describe("CI 8.x Movement at the table: a drag's moves", () => {
  it("CI 8.x Movement Points: a hidden block's drag is one move per hex entered, named by its handle throughout (it stays hidden)", () => {
    const h = b.blocks.u1!.handle!;
    expect(ciTablePieces.pathCommands(game, US, [h], [offsetOf("0306")])).toEqual([
      { type: "move", side: US, unit: h, to: at("0305") },
      { type: "move", side: US, unit: h, to: at("0306") },
    ]);
  });

  it("CI 8.x Movement (ruling R12a): a face-up block is named by its id for its first hex, then by the fresh handle it is tipped face-down under", () => {
    const steps = ciTablePieces.pathCommands(game, US, ["u2"], [offsetOf("0306")]);
    expect(steps.map((c) => (c.type === "move" ? c.unit : null))).toEqual(["u2", freshHandle(b, "u2")]);
  });

  it("CI 2.x Tank: a hidden tank is named by its handle for its first hex, then by its id (it is revealed as it moves)", () => {
    const steps = ciTablePieces.pathCommands(game, US, [b.blocks.t1!.handle!], [offsetOf("0306")]);
    expect(steps.map((c) => (c.type === "move" ? c.unit : null))).toEqual([b.blocks.t1!.handle!, "t1"]);
  });

  it("CI 1.x Actions: a drag of several blocks moves each after the other from its own hex; another side's block, or its id while hidden, is refused", () => {
    const h = b.blocks.u1!.handle!;
    const groups = ciTablePieces.groupPaths!(game, US, [h, "u2"], [offsetOf("0305")]);
    expect(groups).toEqual([[{ type: "move", side: US, unit: h, to: at("0305") }], [{ type: "move", side: US, unit: "u2", to: at("0305") }]]);
    expect(() => ciTablePieces.pathCommands(game, US, [b.blocks.g1!.handle!], [offsetOf("0305")])).toThrow(/none of the side's blocks/);
    expect(() => ciTablePieces.pathCommands(game, US, ["u1"], [offsetOf("0305")])).toThrow(/none of the side's blocks/);
    expect(() => ciTablePieces.pathCommands(game, US, [h], [[40, 40]])).toThrow(/not on the map/);
  });

  it("CI 8.x Hex Control: the drag goes on after a hex paid for, and ends at a hex the block must stop in (or a step that moved nothing)", () => {
    const paid = (stopped: boolean): CiEvent[] => [{ type: "move-paid", block: "u1", cost: 1, mp: 2, stopped, road: false, rule: "CI 8.x Movement Points" } as CiEvent];
    expect(ciMovingOn([{ events: paid(false) }], b)).toBe(true);
    expect(ciMovingOn([{ events: paid(true) }], b)).toBe(false);
    expect(ciMovingOn([{ events: [] }], b)).toBe(false);
  });
});
