import { z } from "zod";

/**
 * Where a data value comes from. The printed charts are not in the rules texts: a value the rules'
 * own text or examples fix is `rules` (with the rule number), anything else ships as `playtest`
 * until a GM enters the value from the chart they own (`user`).
 */
export const Provenance = z.discriminatedUnion("source", [
  z.object({ source: z.literal("rules"), rule: z.string().min(1), note: z.string().optional() }).strict(),
  z.object({ source: z.literal("playtest"), note: z.string().optional() }).strict(),
  z.object({ source: z.literal("user"), note: z.string().optional() }).strict(),
]);
export type Provenance = z.infer<typeof Provenance>;

/** A single chart value with its provenance. */
export function cell<T extends z.ZodType>(value: T) {
  return z.object({ value, provenance: Provenance }).strict();
}
export type Cell<T> = { value: T; provenance: Provenance };
