import { z } from "zod";

/** JSON shapes of the core's own values, for the schemas of every ruleset's events, decisions and saved games. */

export const ParamsJson = z.record(z.string(), z.union([z.string(), z.number()]));

export const TextJson = z.object({ code: z.string().min(1), params: ParamsJson, text: z.string() }).strict();

export const DiceRollJson = z
  .object({ dice: z.array(z.number().int().positive()).readonly(), sides: z.number().int().positive(), total: z.number().int(), purpose: z.string() })
  .strict();

/** A roll with the index of the event that records it (the first emitted after it). */
export const RollRecordJson = DiceRollJson.extend({ event: z.number().int().nonnegative() }).strict();

export const TraceJson = z
  .object({
    id: z.string().min(1),
    label: z.string(),
    value: z.number(),
    rule: z.string().optional(),
    code: z.string().optional(),
    params: ParamsJson.optional(),
    /** A modifier's category (core/modifiers), where the entry is one. */
    category: z.string().optional(),
    /** The edition whose rule was played instead of the battle's own (core/rule-fallback). */
    fallback: z.string().optional(),
  })
  .strict();

/** The fields of a rating check (core/rating-check) that events carrying one spread into themselves. */
export const RatingCheckFields = {
  roll: DiceRollJson,
  result: z.number().int(),
  target: z.number().int(),
  margin: z.number().int(),
  passed: z.boolean(),
  doubles: z.boolean(),
  trace: z.array(TraceJson).readonly(),
};
