import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { activate, at, digIn, ia } from "./support";

/** Carries out `commands`, each of which must be done; dice R 3 + 5 against G 2 + 2 for each initiative roll. */
function play(b: IaBattle, commands: IaCommand[]): IaBattle {
  const dice = new ScriptedDice([5, 2]);
  for (const c of commands) {
    const r = runCommand(ia, b, c, dice);
    if (r.status !== "done") throw new Error(`${c.type}: ${JSON.stringify(r)}`);
    b = r.state;
  }
  return b;
}

/** The rest of the turn passed away, both sides in turn, until the next turn begins. */
function passTurn(b: IaBattle): IaBattle {
  for (let turn = b.turn; b.turn === turn; ) b = play(b, [{ type: "pass", side: b.impulses!.active }]);
  return b;
}

describe("IA1 16.2 digging in over two turns", () => {
  it("IA1 16.2, 3.0 D a unit digs in one turn and finishes the next: Marker Removal takes its MOVED/FIRED, not the Dug In marker under it", () => {
    const start = battle([side("R", 3), side("G", 2)], [inf("r1", "R", at(8, 8)), inf("g1", "G", at(8, 15))], [leader("capt", "R", at(8, 8))]);
    const dig = (b: IaBattle) => play(b, [{ type: "roll-initiative", side: "R" }, activate({ r1: "move" }), digIn("r1"), { type: "end-activation", side: "R" }]);
    const turn2 = passTurn(dig(start));
    expect([turn2.turn, turn2.units.get("r1")!.movedFired, turn2.units.get("r1")!.digging]).toEqual([2, false, true]);
    const done = dig(turn2).units.get("r1")!;
    expect([done.dugIn, "digging" in done]).toEqual([true, false]);
    expect(passTurn(dig(turn2)).units.get("r1")!.dugIn).toBe(true);
  });
});
