/**
 * The table's dice (docs/foundry.md, "Dice"): the referee rolls Foundry `Roll`s when the engine asks for dice, and a
 * chat card carries `Roll`s rebuilt from the faces the engine used, so Dice So Nice animates the numbers the rules
 * applied (docs/foundry-facts.md §3). The Roll JSON written here is V13's object form (`Roll#toJSON`) with each die's
 * results preset: its exact shape is UNSURE (open question 9) and pinned in tests/foundry/world/roll.ts.
 */
import type { DiceRoll } from "../../engine/core/dice";

/** Rolls `count` dice of `sides` faces as one Foundry `Roll` and returns the faces, in order. */
export async function rollFaces(count: number, sides: number): Promise<number[]> {
  const roll = await new Roll(`${count}d${sides}`).evaluate();
  return roll.dice.flatMap((die) => die.results.filter((r) => r.active !== false).map((r) => r.result));
}

/** The object form of an evaluated `Roll` of these dice (one Die term, every face active). */
export function rollData({ dice, sides }: Pick<DiceRoll, "dice" | "sides">) {
  return {
    class: "Roll",
    options: {},
    dice: [],
    formula: `${dice.length}d${sides}`,
    terms: [{ class: "Die", options: {}, evaluated: true, number: dice.length, faces: sides, modifiers: [], results: dice.map((result) => ({ result, active: true })) }],
    total: dice.reduce((a, b) => a + b, 0),
    evaluated: true,
  };
}

/** A `Roll` showing dice already rolled (fvtt-types' term data lacks `evaluated`, which V13 writes: hence the cast). */
export const rollOf = (roll: Pick<DiceRoll, "dice" | "sides">) => Roll.fromData(rollData(roll) as unknown as Roll.Data);
