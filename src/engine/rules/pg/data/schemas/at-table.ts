import { z } from "zod";
import { cell } from "../../../../data/provenance";
import { checkUniqueIds, Dice, TableHeader } from "../../../../data/schemas/common";
import { FireModifier } from "../../../series/data/schemas/fire-modifier";
import { ResultCode, ResultDefinition } from "../../../series/data/schemas/fire-table";

/** Modified rolls from `min` up to the next band's `min`; the first band has no `min` (every roll below the second's). */
const AtBand = z
  .object({
    min: cell(z.number().int()).optional(),
    result: cell(ResultCode),
  })
  .strict();

/**
 * The Anti-Tank Fire Table (PG 11.1): the dice plus the firer's AT value, minus the target's armor value, plus the die
 * modifiers, read on open-ended bands of the modified roll. A result hits the one vehicle fired upon and what it carries
 * (PG 7.42, 7.62).
 */
export const AtTable = z
  .object({
    ...TableHeader,
    dice: Dice,
    /** Rule that states the procedure. */
    lookupRule: z.string().min(1).optional(),
    /** Lowest modified roll first. */
    bands: z.array(AtBand).min(1),
    results: z.record(ResultCode, ResultDefinition),
    /** The armor value a truck counts for AT fire though it has none (PG 11.11). */
    truckArmor: cell(z.number().int()),
    /** Die-roll modifiers only (PG 7.51: AT fire modifies the roll, not a column). */
    modifiers: z.array(FireModifier).default([]),
    note: z.string().optional(),
  })
  .strict()
  .superRefine((t, ctx) => {
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const codes = Object.keys(t.results);
    t.bands.forEach((b, i) => {
      if (i === 0 && b.min) fail(["bands", 0, "min"], "the first band takes every roll below the second: it has no min");
      if (i > 0 && !b.min) fail(["bands", i], "every band but the first starts at a min");
      const before = t.bands[i - 1]?.min?.value;
      if (i > 1 && b.min && before !== undefined && b.min.value <= before)
        fail(["bands", i, "min", "value"], `bands must rise: ${b.min.value} follows ${before}`);
      if (!codes.includes(b.result.value)) fail(["bands", i, "result", "value"], `result "${b.result.value}" is not one of the table's results (${codes.join(", ")})`);
    });
    t.modifiers.forEach((m, i) => {
      if (m.die === undefined) fail(["modifiers", i, "die"], "an AT fire modifier changes the roll: give it a die value, not a shift");
    });
    checkUniqueIds(t.modifiers, "modifiers", ctx);
  });
export type AtTable = z.infer<typeof AtTable>;

