import { z } from "zod";
import { Hex } from "../../../map/hex-codec";
import type { PgBattle } from "../state";

/** PG 16.3: a wreck marker placed in `hex` (a hex holds three at most). */
export const PG_WRECK_EVENTS = {
  "wreck-placed": z.object({ type: z.literal("wreck-placed"), hex: Hex, rule: z.string() }).strict(),
};
type WreckPlaced = z.output<(typeof PG_WRECK_EVENTS)["wreck-placed"]>;

export const wreckReducers = {
  "wreck-placed"(b: PgBattle, e: WreckPlaced) {
    const had = b.wrecks?.[e.hex] ?? 0;
    b.wrecks = { ...b.wrecks, [e.hex]: Math.min(3, had + 1) as 1 | 2 | 3 };
  },
};
