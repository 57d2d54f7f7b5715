import { z } from "zod";
import { DiceRollJson } from "../../../core/json";

const SideDie = z.object({ side: z.string(), roll: DiceRollJson }).strict();

/**
 * PG 17.5: matching initiative dice brought a random event: each side's die, their `total`, and the event the battle's
 * Random Events Table gives for it (`event`: its label and result code), or null where the battle has no such table
 * (the scenario book's, which the players read).
 */
export const PG_OPTIONAL_EVENTS = {
  "random-event": z
    .object({
      type: z.literal("random-event"),
      rolls: z.array(SideDie),
      total: z.number().int(),
      event: z.object({ label: z.string(), result: z.union([z.number(), z.string()]) }).strict().nullable(),
      rule: z.string(),
    })
    .strict(),
};

/** A random event changes nothing the engine keeps: the players apply it (ruling N12). */
export const optionalReducers = { "random-event"() {} };
