import { z } from "zod";
import { PieceId } from "../../data/schemas/common";
import { decisionSchemas } from "../series/decisions";

/**
 * Every choice the Panzer Grenadier rules leave to a player, by kind: the prefix of its decision ids and the shape of
 * its options and answers. PG's procedures join with their decisions.
 */
export const PG_DECISIONS = {
  /** PG 7.61: the unit that takes a step loss, among those the rules allow. */
  "loss-allocation": { prefix: "loss", option: PieceId },
  /** PG 6.42: the unit a leader adds his combat modifier to. */
  "leader-bonus": { prefix: "leader-bonus", option: PieceId },
  /** PG 6.51, 6.52: the one leader whose morale modifier a check adds. */
  "morale-leader": { prefix: "morale-leader", option: PieceId },
  /** PG 6.71: the lone leader lost to a step loss scored on his hex. */
  "lone-leader-loss": { prefix: "lone-leader-loss", option: PieceId },
} as const satisfies Record<string, { prefix: string; option: z.ZodType }>;

export const { DecisionSchema: PgDecisionSchema, AnswersSchema: PgAnswersSchema } = decisionSchemas(PG_DECISIONS, "Panzer Grenadier", {});
