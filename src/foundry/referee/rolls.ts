/**
 * The table's dice (docs/foundry.md, "Dice"): the referee rolls Foundry `Roll`s when the engine asks for dice, and a
 * chat card carries `Roll`s showing the faces the engine used, so Dice So Nice animates the numbers the rules applied
 * (docs/foundry-facts.md §3). A card's Roll is built through V13's Roll API, never written as JSON: a `Die` term made
 * with its results (a `DiceTerm` given results is evaluated), made a Roll by `Roll.fromTerms`; then checked as the
 * message stores it (evaluated, or V13 refuses the message) and as every client rebuilds it (`Roll.fromData`).
 */
import type { DiceRoll } from "../../engine/core/dice";

type Dice = Pick<DiceRoll, "dice" | "sides">;

/** A Roll's die: its results, the active ones the faces it shows. */
interface RolledDie {
  readonly results: readonly { readonly result: number; readonly active?: boolean }[];
}

const facesOf = (dice: readonly RolledDie[]): number[] => dice.flatMap((die) => die.results.filter((r) => r.active !== false).map((r) => r.result));

/** How a Roll reads: `2d6 [3, 5] = 8`. */
const reading = (formula: string, faces: readonly number[], total: number | undefined) => `${formula} [${faces.join(", ")}] = ${total}`;

/** Rolls `count` dice of `sides` faces as one Foundry `Roll` and returns the faces, in order. */
export async function rollFaces(count: number, sides: number): Promise<number[]> {
  return facesOf((await new Roll(`${count}d${sides}`).evaluate()).dice);
}

/** A `Roll` showing dice already rolled; throws unless it, and what a client rebuilds of it, shows just those dice. */
export function rollOf({ dice, sides }: Dice) {
  const wanted = reading(`${dice.length}d${sides}`, dice, dice.reduce((a, b) => a + b, 0));
  if (dice.some((face) => !Number.isInteger(face) || face < 1 || face > sides)) throw new Error(`${wanted}: not faces of a d${sides}`);
  const results = dice.map((result) => ({ result, active: true }));
  const roll = Roll.fromTerms([new foundry.dice.terms.Die({ number: dice.length, faces: sides, results })]);
  // What the message stores (fvtt-types' Roll.Data lacks `evaluated`, which V13 writes and requires of a message's roll).
  const stored = JSON.parse(JSON.stringify(roll)) as Roll.Data & { evaluated?: unknown };
  if (stored.evaluated !== true) throw new Error(`the Roll built for ${wanted} is not evaluated`);
  const seen = Roll.fromData(stored);
  const read = reading(seen.formula, facesOf(seen.dice), seen.total);
  if (read !== wanted || seen.dice.some((d) => d.faces !== sides)) throw new Error(`the Roll built for ${wanted} reads ${read}`);
  return roll;
}

/** A card's Rolls; one that cannot be built is left out, its error logged. */
export function cardRolls(records: readonly Dice[]) {
  const rolls = records.flatMap((record) => {
    try {
      return [rollOf(record)];
    } catch (e) {
      console.error("hex-tactics | a card's roll could not be built", e);
      return [];
    }
  });
  return { rolls, lost: records.length - rolls.length };
}
