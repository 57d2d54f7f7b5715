import { z } from "zod";
import type { QuerySpec } from "../../../core/ruleset-module";
import { Hex } from "../../../map/hex-codec";
import type { CiContext } from "../context";
import { boardOf, fireLineOf } from "../fire/line";
import { ciSight } from "../los";
import type { CiBattle } from "../state";

export const CiSightQuery = z.object({ from: Hex, to: Hex, side: z.string().min(1).optional() }).strict();

const Blocked = z.object({ hex: Hex.optional(), hexside: z.tuple([Hex, Hex]).optional(), reason: z.string(), rule: z.string() }).strict();
export const CiSightAnswer = z.object({ visible: z.boolean(), fire: z.boolean().optional(), blockedBy: Blocked.optional() }).strict();

/**
 * CI 6.x Line of Sight / Elevations, CI 7.x Smoke: whether a unit in `from` sees `to` now, with this Game Turn's smoke
 * and the hedge gaps tanks made (range is not judged); with `side`, whether a unit of that side there may also fire along
 * the line (its own units block fire, CI 6.x Line of Sight). `blockedBy` says why it cannot see, or else why it cannot fire.
 */
export const sightQuery: QuerySpec<CiBattle, typeof CiSightQuery> = {
  request: CiSightQuery,
  answer: CiSightAnswer,
  side: (q) => q.side,
  run: (v, q) => {
    // The line reads only the battle's markers and blocks and the map.
    const ctx = { state: v.state, map: v.map } as CiContext;
    if (q.side === undefined) return ciSight(boardOf(ctx), q.from, q.to);
    const line = fireLineOf(ctx, q.side, q.from, q.to);
    return { visible: line.visible, fire: line.fire, ...(line.blockedBy ? { blockedBy: line.blockedBy } : {}) };
  },
};
