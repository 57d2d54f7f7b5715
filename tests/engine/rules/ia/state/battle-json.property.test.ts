import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { randomCommand } from "../../../../../src/engine/rules/ia/bot/random-commands";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { botAnswers, choice, closeCombat, ia, map, start } from "../engine/random-play";

/** The battle through JSON text and back, as a saved game, an oracle response or a snapshot takes it. */
const roundTrip = (b: IaBattle): IaBattle => decodeOnMap(map, IaBattleJson, JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, b))), "battle");

describe("every battle the rules reach can be saved", () => {
  // About 2 s each on an idle 2-core machine; the timeout leaves room for a loaded one.
  it.each([
    ["the invariants' battle", start],
    ["a close fight", closeCombat],
  ])("IA1 3.13, 6.7, 11.2, 14.44, 16.42, 17.1: after each command of a random game from %s (pieces eliminated, exiting, consolidated during segments) the battle encodes, and decodes back to an equal battle, its pieces in the same order", (_, begin) => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 30, maxLength: 80 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        const answers = botAnswers(seed);
        let b = begin();
        for (const next of choices) {
          const r = runAnswering(ia, b, randomCommand(b, map, next), dice, {}, answers).result;
          if (r.status !== "done") continue;
          b = r.state;
          const back = roundTrip(b);
          expect(back).toEqual(b);
          expect([...back.units.keys(), ...back.leaders.keys()]).toEqual([...b.units.keys(), ...b.leaders.keys()]);
        }
      }),
      // A counterexample is reported as found: shrinking games this long could outlast the timeout.
      { numRuns: 15, endOnFailure: true },
    );
  }, 120_000);
});
