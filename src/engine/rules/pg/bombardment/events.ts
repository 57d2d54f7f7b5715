import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { BOMBARDMENT_EVENTS, bombardmentReducers } from "../../series/bombardment/events";
import type { PgBattle } from "../state";

/** PG's bombardment events: the series kernel's (friendly fire, smoke, no effect) and the off-board factors fired (9.2). */
export const PG_BOMBARDMENT_EVENTS = {
  ...BOMBARDMENT_EVENTS,
  /** PG 9.2, 16.1: `factors` fired this turn (an attack, or smoke); each fires once a turn. */
  "offboard-fired": z.object({ type: z.literal("offboard-fired"), side: z.string(), factors: z.array(PieceId).readonly(), rule: z.string() }).strict(),
};
type OffboardFired = z.output<(typeof PG_BOMBARDMENT_EVENTS)["offboard-fired"]>;

export const pgBombardmentReducers = {
  ...bombardmentReducers,
  "offboard-fired"(b: PgBattle, e: OffboardFired) {
    b.offboard = (b.offboard ?? []).map((f) => (e.factors.includes(f.id) ? { ...f, firedTurn: b.turn } : f));
  },
};
