import type { z } from "zod";
import type { CavalryEventSchema } from "./schema";
import type { IaBattle } from "../state";
import { activationW, unitW } from "../state/write";

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
  /** IA2 7.3: the target is marked as if it had fired (7.22); the spotter's once this activation is used. */
  "special-spotted"(b: IaBattle, e: Extract<CavalryEvent, { type: "special-spotted" }>) {
    unitW(b, e.target).spotted = true;
    const a = activationW(b);
    a.specialSpotted = [...(a.specialSpotted ?? []), e.unit];
  },
};
