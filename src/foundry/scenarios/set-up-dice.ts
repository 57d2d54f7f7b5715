/** A scenario's set-up on the GM's client, with Foundry `Roll`s for whatever it leaves to chance (leader draws, minefield draws). */
import { DiceNeeded, ScriptedDice } from "../../engine/core/dice";
import { rollFaces } from "../referee/rolls";

/**
 * Runs `setUp` with the dice rolled so far, rolling more (Foundry `Roll`s, posted nowhere: no one sees which pieces a
 * draw took) each time it asks for them, until it is done.
 */
export async function withRolledDice<T>(setUp: (dice: ScriptedDice) => T): Promise<T> {
  const faces: number[] = [];
  for (;;)
    try {
      return setUp(new ScriptedDice(faces));
    } catch (e) {
      if (!(e instanceof DiceNeeded)) throw e;
      faces.push(...(await rollFaces(e.count, e.sides)));
    }
}
