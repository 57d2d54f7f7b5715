import { z } from "zod";

/** Optional rules the players chose (ruling R26). */
export const CiOptionsJson = z
  .object({
    /** CI 1.x End of the Game Turn: tanks may stay face-up ("optional"). */
    tanksStayFaceUp: z.boolean().default(false),
    /** CI 2.x Tanks: revealed at the start of the scenario. */
    tanksRevealedAtSetup: z.boolean().default(false),
    /** CI 10.x Hit Limits (optional): the hits of one roll are capped at the number `hitLimit`. */
    hitLimits: z.boolean().default(false),
    /** CI 10.x Solitaire: chit-pull activations. */
    chitPull: z.boolean().default(false),
  })
  .strict();
export type CiOptions = z.output<typeof CiOptionsJson>;

export const NO_OPTIONS = { tanksStayFaceUp: false, tanksRevealedAtSetup: false, hitLimits: false, chitPull: false };
