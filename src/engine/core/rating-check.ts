import { isDoubles, roll, type DiceRoll, type DiceSource } from "./dice";
import type { TraceEntry } from "./trace";

export interface RatingCheck {
  readonly roll: DiceRoll;
  /** The roll plus its modifiers. */
  readonly result: number;
  /** The rating after its modifiers. */
  readonly target: number;
  /** How far the result is above the target (positive fails for "low is good"). */
  readonly margin: number;
  readonly passed: boolean;
  readonly doubles: boolean;
  readonly trace: readonly TraceEntry[];
}

export interface RatingCheckSpec {
  readonly dice: number;
  readonly sides: number;
  readonly purpose: string;
  /** Contributions to the rating (e.g. a leader's morale bonus). */
  readonly rating: readonly TraceEntry[];
  /** Contributions to the roll (e.g. M2 adds two). */
  readonly rollModifiers?: readonly TraceEntry[];
  /** Pass when the result is at most (`<=`) or below (`<`) the target. */
  readonly pass: "<=" | "<";
}

/** A rating check, low is good (IA1 14.1 morale, 14.41 recovery; Red Poppies cohesion): exposes dice, margin and doubles. */
export function ratingCheck(source: DiceSource, spec: RatingCheckSpec): RatingCheck {
  return ratedRoll(roll(source, spec.dice, spec.sides, spec.purpose), spec);
}

/** A rating check on dice already rolled (a command's `ctx.roll`). */
export function ratedRoll(r: DiceRoll, spec: Omit<RatingCheckSpec, "dice" | "sides" | "purpose">): RatingCheck {
  const target = spec.rating.reduce((a, t) => a + t.value, 0);
  const mods = spec.rollModifiers ?? [];
  const result = r.total + mods.reduce((a, t) => a + t.value, 0);
  const passed = spec.pass === "<=" ? result <= target : result < target;
  return { roll: r, result, target, margin: result - target, passed, doubles: isDoubles(r), trace: [...spec.rating, ...mods] };
}
