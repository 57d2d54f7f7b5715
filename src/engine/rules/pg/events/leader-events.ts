import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import type { PgBattle } from "../state";

const Rule = z.string();

/**
 * PG's tank-leader events (PG 6.8), by type, to join PG's event union: a side's secret assignment before play (its view
 * only), and a tank leader made known when used (public).
 */
export const PG_LEADER_EVENTS = {
  /** The AFVs `side` gave its scenario's tank leaders (the whole assignment: it replaces an earlier one). */
  "tank-leaders-assigned": z.object({ type: z.literal("tank-leaders-assigned"), side: z.string(), units: z.array(PieceId).readonly(), rule: Rule }).strict(),
  /** The tank leader `side` assigned to AFV `unit` was used: the enemy now knows it. */
  "tank-leader-revealed": z.object({ type: z.literal("tank-leader-revealed"), side: z.string(), unit: PieceId, rule: Rule }).strict(),
};

type Of<T extends keyof typeof PG_LEADER_EVENTS> = z.output<(typeof PG_LEADER_EVENTS)[T]>;
export type PgLeaderEvent = Of<keyof typeof PG_LEADER_EVENTS>;

/** How PG's tank-leader events change a battle (plain top-level writes: the draft owns its root, core/draft). */
export const leaderReducers = {
  "tank-leaders-assigned"(b: PgBattle, e: Of<"tank-leaders-assigned">) {
    b.tankLeaders = { ...b.tankLeaders, [e.side]: [...e.units] };
  },
  "tank-leader-revealed"(b: PgBattle, e: Of<"tank-leader-revealed">) {
    if (!b.tankLeadersRevealed?.includes(e.unit)) b.tankLeadersRevealed = [...(b.tankLeadersRevealed ?? []), e.unit];
  },
};
