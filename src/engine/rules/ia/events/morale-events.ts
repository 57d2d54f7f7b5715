import type { z } from "zod";
import type { DiceRoll } from "../../../core/dice";
import type { RatingCheck } from "../../../core/rating-check";
import type { MoraleOutcome as MoraleOutcomeSchema } from "../../../data/schemas/morale";
import type { IaBattle, LeaderType } from "../state";
import { sideOf } from "../state";

/** What a morale check or recovery roll did, in the morale table's words (ia1-morale.json). */
export type MoraleResult = z.infer<typeof MoraleOutcomeSchema>;

/**
 * Morale rolls and their bookkeeping (IA1 6.6–6.73, 14.0–14.45). The rolls only record dice and reasons: the
 * status changes, step losses and eliminations they cause follow as their own piece events.
 */
export type MoraleEvent =
  | ({
      readonly type: "morale-checked";
      readonly piece: string;
      /** A transport's cargo shares its roll (IA1 5.64). */
      readonly cargo: string | null;
      /** What called for the check (a fire result, a catastrophic loss …). */
      readonly cause: string;
      /** The leader whose morale modifier was added (IA1 6.61), if any. */
      readonly leader: string | null;
      readonly outcome: MoraleResult;
      readonly rule: string;
    } & RatingCheck)
  | ({
      readonly type: "recovery-attempted";
      readonly piece: string;
      /** The activating leader whose morale modifier was added (IA1 6.62), if any. */
      readonly leader: string | null;
      readonly outcome: MoraleResult;
      readonly rule: string;
    } & RatingCheck)
  | {
      readonly type: "leader-casualty-rolled";
      readonly leader: string;
      readonly roll: DiceRoll;
      readonly stepsLost: number;
      /** The roll less one per step lost. */
      readonly result: number;
      readonly eliminated: boolean;
      readonly rule: string;
    }
  | {
      readonly type: "decapitated";
      readonly side: string;
      readonly leader: string;
      readonly leaderType: LeaderType;
      readonly turn: number;
      readonly turns: 2 | 4;
      readonly rule: string;
    };

export const moraleReducers = {
  "morale-checked"(_b: IaBattle, _e: Extract<MoraleEvent, { type: "morale-checked" }>) {},
  "recovery-attempted"(_b: IaBattle, _e: Extract<MoraleEvent, { type: "recovery-attempted" }>) {},
  "leader-casualty-rolled"(_b: IaBattle, _e: Extract<MoraleEvent, { type: "leader-casualty-rolled" }>) {},
  decapitated(b: IaBattle, e: Extract<MoraleEvent, { type: "decapitated" }>) {
    sideOf(b, e.side).decapitation = { leader: e.leader, leaderType: e.leaderType, turn: e.turn, turns: e.turns };
  },
};
