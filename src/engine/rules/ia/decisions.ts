import { z } from "zod";
import { decisionSchemas } from "../series/decisions";
import { PieceId } from "../../data/schemas/common";
import { Hex } from "../../map/hex-codec";

const HexOption = z.object({ hex: Hex }).strict();

/**
 * Every choice the Infantry Attacks rules leave to a player, by kind: the prefix of its decision ids (`flee:<piece>:<step>`)
 * and the shape of its options and answers. Hex options are `{ "hex": [column, row] }` in JSON.
 */
export const IA_DECISIONS = {
  "opportunity-fire": { prefix: "opportunity-fire", option: z.union([z.literal("pass"), z.array(PieceId)]) },
  "loss-allocation": { prefix: "loss", option: PieceId },
  "leader-bonus": { prefix: "leader-bonus", option: PieceId },
  "overstack-elimination": { prefix: "overstack", option: PieceId },
  "leader-retreat": { prefix: "overrun", option: HexOption },
  "flee-hex": { prefix: "flee", option: HexOption },
  "lone-leader-loss": { prefix: "lone-leader-loss", option: PieceId },
  "morale-leader": { prefix: "morale-leader", option: PieceId },
  "flee-entrenched": { prefix: "flee-entrenched", option: z.boolean() },
  "flee-with": { prefix: "flee-with", option: z.boolean() },
  /** IA1 14.3 (IA2 1.2): whether a unit voluntarily becomes demoralized to flee with a piece of its hex. */
  "join-flight": { prefix: "join-flight", option: z.boolean() },
  /** IA1 6.62, 6.65 (IA2 6.62): which leader helps a recovery, null for none. */
  "recovery-leader": { prefix: "recovery-leader", option: PieceId.nullable() },
  /** IA1 9.14: whether to roll to abort a gun's or factor's mission this Bombardment Phase. */
  "abort-attempt": { prefix: "abort", option: z.boolean() },
  /** IA1 9.13: the transport a gun on a Move mission that moves only towed starts play loaded on. */
  "start-transport": { prefix: "start-transport", option: PieceId },
  /** IA1 9.63: a disrupted gun with Planned Fire fires at half strength (true) or attempts recovery (false). */
  "disrupted-fire": { prefix: "disrupted-fire", option: z.boolean() },
  /** IA1 9.2: the attack a gun's planned fire joins (an earlier one's number), or the next number for an attack of its own. */
  "bombardment-group": { prefix: "bombardment-group", option: z.number().int().nonnegative() },
  /** IA1 12.33: with only some defenders dug in or entrenched, whether they fire first alone (true) or all fire at once. */
  "first-fire": { prefix: "first-fire", option: z.boolean() },
  /** IA1 12.23: whether the enemy in the assault hex harasses the units leaving it. */
  "harassing-fire": { prefix: "harassing-fire", option: z.boolean() },
} as const satisfies Record<string, { prefix: string; option: z.ZodType }>;

export type IaDecisionKind = keyof typeof IA_DECISIONS;

// `fallback`: "IA1" on an IA2 battle's request whose rule is the 1st edition's (rules/ia/first-edition-rules).
const SCHEMAS = decisionSchemas(IA_DECISIONS, "Infantry Attacks", { fallback: z.literal("IA1").optional() });

/** A decision request as a side receives it (`docs/schema/ia-decision.schema.json`). */
export const IaDecisionSchema = SCHEMAS.DecisionSchema;

/** The option shape of the decision with this id, by its prefix; undefined for an id no rule asks. */
export const optionSchemaOf = SCHEMAS.optionSchemaOf;

/** Answers to decisions by id (`{ "<decision id>": <one of its options> }`), each converted as its kind's options are. */
export const IaAnswersSchema = SCHEMAS.AnswersSchema;
