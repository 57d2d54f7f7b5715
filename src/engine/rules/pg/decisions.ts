import { z } from "zod";
import { PieceId } from "../../data/schemas/common";
import { decisionSchemas } from "../../core/decision-catalogue";
import { SERIES_DECISIONS } from "../series/decisions";

/**
 * Every choice the Panzer Grenadier rules leave to a player, by kind: the prefix of its decision ids and the shape of
 * its options and answers: the series' (series/decisions.ts); PG's own procedures join with theirs.
 */
export const PG_DECISIONS = {
  ...SERIES_DECISIONS,
  /** PG 13.0, 13.1: pass, a direct fire group's piece ids (7.33), or one unit's AT fire at the mover: `{ "at": firer }`. */
  "opportunity-fire": { prefix: "opportunity-fire", option: z.union([z.literal("pass"), z.array(PieceId), z.object({ at: PieceId }).strict()]) },
} as const satisfies Record<string, { prefix: string; option: z.ZodType }>;

export const { DecisionSchema: PgDecisionSchema, AnswersSchema: PgAnswersSchema } = decisionSchemas(PG_DECISIONS, "Panzer Grenadier", {});
