import { z } from "zod";
import { PieceId } from "../../data/schemas/common";
import { Hex } from "../../map/hex-codec";
import { decisionSchemas } from "../../core/decision-catalogue";
import { HexsideJson } from "./state/markers";

/** RP 6.7: a reaction shot — the reacting unit, area fire or anti-tank fire at one AFV. */
export const ReactionShot = z.object({ unit: PieceId, kind: z.enum(["area", "anti-tank"]), target: PieceId.optional() }).strict();

/**
 * Every choice the Red Poppies rules leave to a player, by kind: the prefix of its decision ids and the shape of its
 * options and answers (core/decision-catalogue.ts `decisionSchemas`, a helper every game's catalogue is read with).
 */
export const RP_DECISIONS = {
  /** RP 6.7, 6.72: after a movement point, pass or one reaction shot at the movers' hex (asked again after each). */
  "rp-reaction": { prefix: "rp-reaction", option: z.union([z.literal("pass"), ReactionShot]) },
  /** RP 6.74: the reactor's units in a fired-at hex that shoot back at once (none: pass). */
  "rp-firefight": { prefix: "rp-firefight", option: z.union([z.literal("pass"), z.array(ReactionShot)]) },
  /** RP 6.53, 6.54: the one modifier of a category the target uses (default: the most favourable). */
  "rp-modifier": { prefix: "rp-modifier", option: z.string().min(1) },
  /** RP 3.8: whether a dispersed unit tries to rally. */
  "rp-rally": { prefix: "rp-rally", option: z.boolean() },
  /** RP 6.674: the enemy unit a melee participant attacks. */
  "rp-melee-target": { prefix: "rp-melee", option: PieceId },
  /** RP 7.243: the spine the shooter designates "1-2", by its compass bearing in degrees. */
  "rp-spine": { prefix: "rp-spine", option: z.number().int().min(0).max(359) },
  /** RP 7.513: the hexside direction (0–5) every gas marker drifts. */
  "rp-gas-drift": { prefix: "rp-gas-drift", option: z.number().int().min(0).max(5) },
  /** RP 7.12, 7.43, 11.542: a wire hexside to breach. */
  "rp-breach": { prefix: "rp-breach", option: HexsideJson },
  /** RP 7.13: a hex for a bombardment's scrape. */
  "rp-scrape": { prefix: "rp-scrape", option: Hex },
  /** RP 6.41: what a digging unit's shovel becomes: a scrape, a bomb stop toward a hex, or removed with a bomb stop. */
  "rp-shovel": {
    prefix: "rp-shovel",
    option: z.union([z.object({ use: z.literal("scrape") }).strict(), z.object({ use: z.literal("bomb-stop"), hexside: HexsideJson }).strict(), z.object({ use: z.literal("remove"), hexside: HexsideJson }).strict()]),
  },
  /** RP 10.22, 11.12: the hex a unit is placed in (null: not placed now, where the rules allow it). */
  "rp-placement": { prefix: "rp-placement", option: Hex.nullable() },
  /** RP 11.12 a: whether a reinforcement listed for placement enters through its side's board edge instead. */
  "rp-edge-entry": { prefix: "rp-edge-entry", option: z.boolean() },
  /** RP 11.31: whether the defender counter-attacks. */
  "rp-counter-attack": { prefix: "rp-counter-attack", option: z.boolean() },
  /** RP 11.521: a side's secret night-attack counter. */
  "rp-night-attack": { prefix: "rp-night-attack", option: z.boolean() },
  /** RP 11.532: whether a casualty is recovered. */
  "rp-recover": { prefix: "rp-recover", option: z.boolean() },
} as const;

export const { DecisionSchema: RpDecisionSchema, AnswersSchema: RpAnswersSchema } = decisionSchemas(RP_DECISIONS, "Red Poppies", {});
