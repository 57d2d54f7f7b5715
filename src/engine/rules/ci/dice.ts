import type { CiContext } from "./context";

/** CI 6.x Firepower: "a roll of 0 counts as 10" — a d10's faces as the engine reads them, 1 to 10. */
export const D10 = 10;

/** CI 6.x Firepower: one d10 per step (`count` dice). */
export const rollD10s = (ctx: CiContext, count: number, purpose: string): number[] => (count > 0 ? [...ctx.roll(count, D10, purpose).dice] : []);

/** CI 6.x Firepower: "each die at or under the modified F scores one hit" (C19: F3 hits on 1, 2 and 3). */
export const hitsOf = (dice: readonly number[], f: number): number => dice.filter((d) => d <= f).length;
