import { z } from "zod";
import { cell } from "../../../../data/provenance";
import { checkUniqueIds, Id, TableHeader } from "../../../../data/schemas/common";

/** One state of daylight: its spotting range (`night`: rolled or set per IA2 7.12) and whether night rules apply. */
export const LightStep = z
  .object({
    id: Id,
    label: z.string().min(1),
    /** Minutes relative to `event`; a turn takes the last step whose time has come. */
    event: z.enum(["dawn", "dusk"]),
    offset: z.number().int(),
    spottingRange: cell(z.union([z.number().int().positive(), z.literal("night")])),
    nightRules: cell(z.boolean()),
  })
  .strict();

/** Spotting range through dusk and dawn (IA2 7.11). */
export const VisibilityTable = z
  .object({
    ...TableHeader,
    rule: z.string().min(1),
    steps: z.array(LightStep).min(1),
  })
  .strict()
  .superRefine((t, ctx) => checkUniqueIds(t.steps, "steps", ctx));
export type VisibilityTable = z.infer<typeof VisibilityTable>;
