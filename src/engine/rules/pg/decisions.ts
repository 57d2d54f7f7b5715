import { z } from "zod";
import { decisionSchemas } from "../series/decisions";

/**
 * Every choice the Panzer Grenadier rules leave to a player, by kind: the prefix of its decision ids and the shape of
 * its options and answers. None yet: PG's procedures join with their decisions.
 */
export const PG_DECISIONS = {} as const satisfies Record<string, { prefix: string; option: z.ZodType }>;

export const { DecisionSchema: PgDecisionSchema, AnswersSchema: PgAnswersSchema } = decisionSchemas(PG_DECISIONS, "Panzer Grenadier", {});
