import { z } from "zod";
import { cell } from "../../../../data/provenance";
import { Id } from "../../../../data/schemas/common";

export const ModifierCategory = z.enum([
  "stacking",
  "target",
  "firer",
  "range",
  "visibility",
  "fortification",
  "leader",
  "tactic",
]);

/**
 * A condition listed on a fire table. The engine decides when it applies (keyed by `id`); the data gives
 * its size. Terrain modifiers live in the TEC, not here.
 */
export const FireModifier = z
  .object({
    id: Id,
    label: z.string().min(1),
    category: ModifierCategory,
    /** Column shift, positive towards higher columns (worse for the target). */
    shift: cell(z.number().int()).optional(),
    /** Die-roll modifier, for tables whose modifiers change the roll instead of the column; never more than the largest die's faces. */
    die: cell(z.number().int().min(-20).max(20)).optional(),
    /** The shift applies once per item counted (IA1 4.2: +1 per company in the hex). */
    per: Id.optional(),
    /** Greatest total shift (in either direction) the modifier can give (IA1 4.2: two companies, +2). */
    cap: cell(z.number().int().positive()).optional(),
    /** Judged per target unit rather than for the hex: one roll, several columns (PG 7.52, IA1 7.52). */
    perUnit: z.boolean().default(false),
    /** Assault: only this side's fire is modified (PG 12.41, IA1 12.31). */
    appliesTo: z.enum(["attacker", "defender"]).optional(),
    /** Part of an optional rule players agree to use (PG 17.0, IA1 17.0). */
    optional: z.boolean().default(false),
    /** The rule that defines the modifier, even when its size is a playtest value. */
    rule: z.string().min(1).optional(),
  })
  .strict()
  .refine((m) => (m.shift === undefined) !== (m.die === undefined), {
    message: "a modifier has either a column shift or a die-roll modifier, not both or neither",
    path: ["shift"],
  });
export type FireModifier = z.infer<typeof FireModifier>;

/** What happens when the net shift runs past the table (PG 7.51, IA1 7.51) and any cap on the net shift (PG 10.3: +3 and −2 on direct fire). */
export const ShiftLimits = z
  .object({
    /** Shifts stop at the first and last column; if false, an attack shifted off the table has no column. */
    clampToTable: cell(z.boolean()),
    maxUp: cell(z.number().int().nonnegative()).optional(),
    maxDown: cell(z.number().int().nonnegative()).optional(),
  })
  .strict();
export type ShiftLimits = z.infer<typeof ShiftLimits>;
