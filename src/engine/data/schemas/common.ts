import { z } from "zod";

/** Names an object inherits in JavaScript: never a key of ours, or a record of pieces would lose or misread it. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Ids inside data files: lower-case words joined by hyphens (`heavy-woods`, `mounted-cavalry`), never `constructor`. */
export const Id = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, "ids are lower-case words joined by hyphens")
  .refine((id) => !INHERITED.has(id), { message: "this name is reserved by JavaScript: choose another id" });

/**
 * The id of a piece (unit, leader, marker) in a battle: letters, digits, `_` and `-`, as it appears in decision ids and
 * Foundry flags; never a name every object inherits (`__proto__`, `constructor`, `toString` …).
 */
export const PieceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, "piece ids are letters, digits, _ and -")
  .refine((id) => !INHERITED.has(id), { message: "this name is reserved by JavaScript: choose another id" });

/** Whether a key may name something in a record (not a name every object inherits). */
export const ownKey = (key: string): boolean => !INHERITED.has(key);

/** The game and edition a piece of data belongs to. */
export const Edition = { ruleset: z.string().min(1), edition: z.string().min(1) };
/** The head of a file holding one edition's data (a TEC, a set of tables, the counters). */
export const SetHeader = { ...Edition, name: z.string().min(1) };
/** The head of one table. */
export const TableHeader = { id: Id, name: z.string().min(1), ...Edition };

/** Dice thrown together and summed: `{count: 2, sides: 6}` is 2d6. */
export const Dice = z
  .object({ count: z.number().int().min(1).max(6), sides: z.number().int().min(2).max(20) })
  .strict();
export type Dice = z.infer<typeof Dice>;

/** Object keys that are die-roll totals ("2" … "12"). */
export const RollKey = z.string().regex(/^-?\d+$/, "roll keys are whole numbers");

/** Lowest and highest total of the dice. */
export function rollRange(dice: Dice): [number, number] {
  return [dice.count, dice.count * dice.sides];
}

/** Every whole number from `lo` to `hi`. */
export function span(lo: number, hi: number): number[] {
  return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
}

/** Reports each item whose `id` repeats an earlier one, at `[key, index, "id"]`. */
export function checkUniqueIds(items: readonly { id: string }[], key: string, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [key, i, "id"], message: `"${item.id}" is listed twice` });
    seen.add(item.id);
  });
}
