import type { z } from "zod";
import type { CavalryEventSchema } from "./schema";
import type { IaBattle } from "../state";
import { unitW } from "../state/write";

export type CavalryEvent = z.output<typeof CavalryEventSchema>;

export const cavalryReducers = {
  /** IA1 15.4, 15.51: the piece kept to the side goes on the map, the other to the side; steps are the unit's (15.1). */
  "mount-changed"(b: IaBattle, e: Extract<CavalryEvent, { type: "mount-changed" }>) {
    const u = unitW(b, e.unit);
    const { full, reduced } = u.aside!;
    u.aside = { full: u.full, ...(u.reduced ? { reduced: u.reduced } : {}) };
    u.full = full;
    if (reduced) u.reduced = reduced;
    else delete u.reduced;
    u.mounted = e.mounted;
  },
};
