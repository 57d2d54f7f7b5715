import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { activationW } from "../../series/state/write";
import type { PgBattle } from "../state";

/** PG 7.23: `unit`, an HMG splitting its fire, fired `points` of its value this segment. */
export const PG_SPLIT_EVENTS = {
  "hmg-part-fired": z.object({ type: z.literal("hmg-part-fired"), unit: PieceId, points: z.number().int().positive(), rule: z.string() }).strict(),
};
type PartFired = z.output<(typeof PG_SPLIT_EVENTS)["hmg-part-fired"]>;

export const splitReducers = {
  "hmg-part-fired"(b: PgBattle, e: PartFired) {
    const a = activationW(b);
    a.hmgFired = { ...a.hmgFired, [e.unit]: (a.hmgFired?.[e.unit] ?? 0) + e.points };
  },
};
