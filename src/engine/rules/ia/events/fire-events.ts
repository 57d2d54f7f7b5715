import type { z } from "zod";
import type { FireEventSchema, FireTargetResultSchema } from "./schema";
import type { DiceRoll } from "../../../core/dice";
import type { TraceEntry } from "../../../core/trace";
import type { Provenance } from "../../../data/provenance";
import type { IaBattle } from "../state";
import { abandonDigging } from "../fieldworks/markers";

/** IA1 7.61: the two categories of unit each X takes a step from. */
export type LossCategory = "combat" | "transport";

/** What one piece in the target hex suffered, on its own column (IA1 7.52). */
export type FireTargetResult = z.output<typeof FireTargetResultSchema>;

export type FireEvent = z.output<typeof FireEventSchema>;

export const fireReducers = {
  "fire-resolved"(b: IaBattle, e: Extract<FireEvent, { type: "fire-resolved" }>) {
    // IA1 16.22: a unit that fires before it finishes digging in loses its start.
    for (const id of e.firers) abandonDigging(b, id);
  },
  "loss-allocated"(_b: IaBattle, _e: Extract<FireEvent, { type: "loss-allocated" }>) {},
};
