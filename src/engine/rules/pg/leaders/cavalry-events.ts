import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { leaderW } from "../../series/state/write";
import type { PgBattle } from "../state";

/** PG 6.9: "players may designate any of their leaders as cavalry leaders" in scenarios with cavalry units (ruling in docs/rulings.md). */
export const CAVALRY_LEADER_EVENTS = {
  /** The whole designation of `side`: these leaders are cavalry leaders, its others regular (it replaces an earlier one). */
  "cavalry-leaders-designated": z.object({ type: z.literal("cavalry-leaders-designated"), side: z.string(), leaders: z.array(PieceId).readonly(), rule: z.string() }).strict(),
};
type Designated = z.output<(typeof CAVALRY_LEADER_EVENTS)["cavalry-leaders-designated"]>;

export const cavalryLeaderReducers = {
  "cavalry-leaders-designated"(b: PgBattle, e: Designated) {
    for (const l of b.leaders.values()) {
      if (l.side !== e.side || (l.kind !== "regular" && l.kind !== "cavalry")) continue;
      const kind = e.leaders.includes(l.id) ? "cavalry" : "regular";
      if (l.kind !== kind) leaderW(b, l.id).kind = kind;
    }
  },
};
