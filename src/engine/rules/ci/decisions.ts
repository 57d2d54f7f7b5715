import { z } from "zod";
import { decisionSchemas } from "../../core/decision-catalogue";
import { PieceId } from "../../data/schemas/common";
import { Hex } from "../../map/hex-codec";

/** CI 9.x Assault Rounds: what one unit does in its side's step of a round — fire (an ATR may name its target) or retreat. */
export const AssaultAction = z.union([z.literal("fire"), z.literal("retreat"), z.object({ target: PieceId }).strict()]);

/**
 * Every choice the Combat Infantry rules leave to a player, by kind: the prefix of its decision ids and the shape of its
 * options and answers (core/decision-catalogue.ts). Options name the deciding side's own blocks by id: a request goes to
 * that side alone (the other is told only that it waits, and what kind of choice it is).
 */
export const CI_DECISIONS = {
  /** CI 5.x Casualties: the block of the strongest that takes the next hit (the owner chooses among equals). */
  "ci-casualties": { prefix: "ci-casualties", option: PieceId },
  /** CI 6.x Friendly Fire: the friendly block adjacent to the target that takes the next friendly hit (active player). */
  "ci-friendly-fire": { prefix: "ci-friendly-fire", option: PieceId },
  /** CI 9.x Assault Rounds: one unit's fire or retreat this round. */
  "ci-assault-action": { prefix: "ci-assault-action", option: AssaultAction },
  /** CI 9.x Assault Combat: the assault the active player fights next, by its hex (asked when two or more are left). */
  "ci-assault-next": { prefix: "ci-assault-next", option: Hex },
  /** CI 9.x Assault Retreats: whether a retreating unit leaves the map (removed, no VP) rather than retreat to a hex on it. */
  "ci-retreat-off-map": { prefix: "ci-retreat-off-map", option: z.boolean() },
  /** CI 9.x Assault Retreats: the hex a retreating unit goes to. */
  "ci-retreat": { prefix: "ci-retreat", option: Hex },
  /** CI 9.x Regrouping: the adjacent friendly hex a winning unit moves to (null: it stays). */
  "ci-regroup": { prefix: "ci-regroup", option: Hex.nullable() },
  /** CI 4.x HQ Elimination: the hex a returning HQ is placed in. */
  "ci-hq-return": { prefix: "ci-hq-return", option: Hex },
  /** CI 4.x HQ Elimination: the squad that loses a step for the battlefield promotion. */
  "ci-promotion-loss": { prefix: "ci-promotion-loss", option: PieceId },
  /** CI 8.x Stacking Limits: the overstacked block eliminated next (ruling R4: its owner chooses). */
  "ci-overstack": { prefix: "ci-overstack", option: PieceId },
  /** CI 10.x Solitaire: the hex a drawn HQ is placed in, within command range of one of its units. */
  "ci-place-hq": { prefix: "ci-place-hq", option: Hex },
} as const;

export const { DecisionSchema: CiDecisionSchema, AnswersSchema: CiAnswersSchema } = decisionSchemas(CI_DECISIONS, "Combat Infantry", {});
