import type { MoraleTraceName } from "../../series/rules/morale";

/** PG's words for the series' morale trace entries (PG 6.51, 6.73, 14.0). */
export const PG_MORALE_TEXT = {
  "morale.leader": "{leader}'s morale",
  "morale.full": "{side} morale",
  "morale.reduced": "{side} morale, reduced strength",
  "morale.leader-bonus": "{leader}'s morale modifier",
  "morale.catastrophic-loss": "{leader} lost: his morale modifier subtracted",
} as const;

/** PG's ids (and codes) of the series' morale trace entries. */
export const PG_MORALE_TRACE: Readonly<Record<MoraleTraceName, keyof typeof PG_MORALE_TEXT>> = {
  leader: "morale.leader",
  full: "morale.full",
  reduced: "morale.reduced",
  "leader-bonus": "morale.leader-bonus",
  "catastrophic-loss": "morale.catastrophic-loss",
};
