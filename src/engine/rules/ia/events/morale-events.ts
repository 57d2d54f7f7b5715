import type { MoraleEventSchema } from "./schema";
import type { z } from "zod";
import type { DiceRoll } from "../../../core/dice";
import type { RatingCheck } from "../../../core/rating-check";
import type { MoraleOutcome as MoraleOutcomeSchema } from "../../series/data/schemas/morale";
import type { IaBattle, LeaderType } from "../state";
import { sideW } from "../state/write";

/** What a morale check or recovery roll did, in the morale table's words (ia1-morale.json). */
export type MoraleResult = z.infer<typeof MoraleOutcomeSchema>;

export type MoraleEvent = z.output<typeof MoraleEventSchema>;

export const moraleReducers = {
  "morale-checked"(_b: IaBattle, _e: Extract<MoraleEvent, { type: "morale-checked" }>) {},
  "recovery-attempted"(_b: IaBattle, _e: Extract<MoraleEvent, { type: "recovery-attempted" }>) {},
  "leader-casualty-rolled"(_b: IaBattle, _e: Extract<MoraleEvent, { type: "leader-casualty-rolled" }>) {},
  decapitated(b: IaBattle, e: Extract<MoraleEvent, { type: "decapitated" }>) {
    sideW(b, e.side).decapitation = { leader: e.leader, leaderType: e.leaderType, turn: e.turn, turns: e.turns };
  },
};
