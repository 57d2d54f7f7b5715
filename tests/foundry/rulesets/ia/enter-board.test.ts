/**
 * Entering the board at the table (IA1 16.41, 16.43): the Activate dialog offers the side's off-board pieces whose turn
 * has come, the Enter the board dialog lists the side's off-board pieces and sends a designated one's entry as a drag
 * onto its entry hex, and the referee's drag turns it into the engine's moves.
 */
import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { activationRoots } from "../../../../src/foundry/rulesets/ia/dialogs/activate-view";
import { emptyEntry, enterBoardRequest, enterBoardStateFrom, enterBoardView } from "../../../../src/foundry/rulesets/ia/dialogs/enter-board-view";
import { iaPathCommands } from "../../../../src/foundry/rulesets/ia/move-path";
import type { IaTableGame } from "../../../../src/foundry/rulesets/ia/table-game";
import type { IaBattle } from "../../../../src/engine/rules/ia/state";
import { enI18n } from "../../../support/i18n";
import { after } from "../../../engine/rules/ia/transport/support";
import { activate, at, entering, ia, map } from "../../../engine/rules/ia/board-edge/support";

const input = (battle: IaBattle) => ({ battle, map, side: "R" });
const entry = at(5, 0);
const activated = (b: IaBattle) => after(ia, b, [activate({ r1: "move", r2: "move" })]).state;

describe("IA1 16.41 entering the board at the table", () => {
  it("IA1 16.41 the Activate dialog offers the off-board pieces whose turn has come, not those due later", () => {
    expect(activationRoots(input(entering())).filter((r) => r.group === "offBoard").map((r) => r.key)).toEqual(["leader:capt", "piece:r1", "piece:r2"]);
    expect(activationRoots(input(entering({ enters: 2 }))).filter((r) => r.group === "offBoard")).toEqual([]);
  });

  it("IA1 16.41 before its group is activated, the dialog lists the side's off-board pieces with their turn and entry hexes, and none may enter", () => {
    const view = localizeAll(enterBoardView(input(entering({ enters: 2 })), emptyEntry), enI18n);
    expect(view.waiting).toEqual([
      { name: "capt", leader: true, when: "turn 2, by [5, 0]" },
      { name: "r1", leader: false, when: "turn 2, by [5, 0]" },
      { name: "r2", leader: false, when: "turn 2, by [5, 0]" },
    ]);
    expect(view.pieces).toEqual([]);
    expect(view.none).toContain("activate its group first");
    expect(view.canSubmit).toBe(false);
    // The enemy's view of the same battle holds none of them: its dialog lists nothing.
    expect(enterBoardView({ battle: entering(), map, side: "G" }, emptyEntry).waiting).toEqual([]);
  });

  it("IA1 16.41, 6.4 once activated, a unit designated to move enters by its entry hex, with the leader who activated it", () => {
    const b = activated(entering());
    const view = enterBoardView(input(b), enterBoardStateFrom({ entry: `r1:${entry}` }));
    expect(view.pieces.map((p) => [p.name, p.hexes.map((h) => h.label)])).toEqual([
      ["capt", ["[5, 0]"]],
      ["r1", ["[5, 0]"]],
      ["r2", ["[5, 0]"]],
    ]);
    expect(view.leaders).toEqual([{ id: "capt", name: "capt", checked: false }]);
    const state = enterBoardStateFrom({ entry: `r1:${entry}`, "with.capt": true });
    expect(enterBoardRequest(input(b), state)).toEqual({ kind: "move-path", piece: "r1", path: [[5, 0]], with: ["capt"] });
    // Not an entry hex, or a piece not designated: nothing to send.
    expect(enterBoardRequest(input(b), enterBoardStateFrom({ entry: `r1:${at(6, 0)}` }))).toBeNull();
    expect(enterBoardRequest(input(entering()), state)).toBeNull();
  });

  it("IA1 16.41 the referee's drag enters by the path's first hex and moves on from there, the first hex the first MPs", () => {
    const b = activated(entering());
    const commands = iaPathCommands({ map, state: b } as IaTableGame, "R", "r1", [[5, 0], [5, 2]], ["capt"]);
    expect(commands).toEqual([
      { type: "move", side: "R", piece: "r1", to: entry, with: ["capt"] },
      { type: "move", side: "R", piece: "r1", to: at(5, 1), with: ["capt"] },
      { type: "move", side: "R", piece: "r1", to: at(5, 2), with: ["capt"] },
    ]);
    const moved = after(ia, b, commands).state;
    expect([moved.units.get("r1")!.hex, moved.leaders.get("capt")!.hex, moved.activation!.pieces["r1"]!.mpSpent]).toEqual([at(5, 2), at(5, 2), 3]);
    // Another side's off-board piece reads as no piece at all.
    expect(() => iaPathCommands({ map, state: b } as IaTableGame, "G", "r1", [[5, 0]], [])).toThrow("none of the side's pieces");
  });
});
