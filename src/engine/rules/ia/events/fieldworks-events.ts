import type { z } from "zod";
import type { FieldworksEventSchema } from "./schema";
import type { IaBattle } from "../state";
import { unitW } from "../state/write";

export type FieldworksEvent = z.output<typeof FieldworksEventSchema>;

export const fieldworksReducers = {
  /** IA1 16.2: the Dug In marker goes under the unit after its first segment of digging, on top of it after the second. */
  "dug-in"(b: IaBattle, e: Extract<FieldworksEvent, { type: "dug-in" }>) {
    const u = unitW(b, e.unit);
    if (!e.done) return void (u.digging = true);
    delete u.digging;
    u.dugIn = true;
  },
};
