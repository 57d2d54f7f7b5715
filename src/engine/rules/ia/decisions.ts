import { z } from "zod";
import { decisionSchemas } from "../../core/decision-catalogue";
import { SERIES_DECISIONS as S } from "../series/decisions";
import { PieceId } from "../../data/schemas/common";

/**
 * Every choice the Infantry Attacks rules leave to a player, by kind: the prefix of its decision ids (`flee:<piece>:<step>`)
 * and the shape of its options and answers (the series' kinds, series/decisions.ts, and IA's own). Hex options are
 * `{ "hex": [column, row] }` in JSON.
 */
export const IA_DECISIONS = {
  "opportunity-fire": S["opportunity-fire"],
  "loss-allocation": S["loss-allocation"],
  "leader-bonus": S["leader-bonus"],
  "overstack-elimination": { prefix: "overstack", option: PieceId },
  "leader-retreat": S["leader-retreat"],
  "flee-hex": S["flee-hex"],
  "lone-leader-loss": S["lone-leader-loss"],
  "morale-leader": S["morale-leader"],
  "flee-entrenched": S["flee-entrenched"],
  "flee-with": S["flee-with"],
  "join-flight": S["join-flight"],
  "recovery-leader": S["recovery-leader"],
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
