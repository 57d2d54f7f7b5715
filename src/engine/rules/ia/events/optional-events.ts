import type { z } from "zod";
import type { OptionalEventSchema } from "./schema";
import type { IaBattle } from "../state";
import { removeW, unitW } from "../state/write";

export type OptionalEvent = z.output<typeof OptionalEventSchema>;

/** IA1 17.6: a company that moves has moved into whatever hex it is in after that hex's first attack: it drops out of every record. */
export function leaveFlanks(b: IaBattle, id: string): void {
  if (b.flanks?.some((f) => f.companies.includes(id))) b.flanks = b.flanks.map((f) => ({ ...f, companies: f.companies.filter((c) => c !== id) }));
}

export const optionalReducers = {
  consolidated(b: IaBattle, e: Extract<OptionalEvent, { type: "consolidated" }>) {
    const u = unitW(b, e.unit);
    u.steps = u.maxSteps;
    leaveFlanks(b, e.removed);
    // IA1 17.1: removed from play, not eliminated (it is not listed among the eliminated).
    removeW(b, e.removed);
  },
  "segment-saved"(b: IaBattle, e: Extract<OptionalEvent, { type: "segment-saved" }>) {
    b.impulses = { ...b.impulses!, lead: b.impulses!.lead - 1 };
    b.savedSegment = { side: e.side, using: false };
  },
  "saved-segment-used"(b: IaBattle, e: Extract<OptionalEvent, { type: "saved-segment-used" }>) {
    b.savedSegment = { side: e.side, using: true };
  },
  /** The side acts again; a segment of its lead still to come stays to come (the saved one is extra). */
  "second-segment"(b: IaBattle, e: Extract<OptionalEvent, { type: "second-segment" }>) {
    const i = b.impulses!;
    const leading = i.sides[0] === e.side && i.lead > 0;
    b.impulses = { ...i, active: e.side, lead: leading ? i.lead + 1 : i.lead };
    delete b.savedSegment;
  },
  "fog-of-war-rolled"(_b: IaBattle, _e: Extract<OptionalEvent, { type: "fog-of-war-rolled" }>) {},
  "fire-traced"(b: IaBattle, e: Extract<OptionalEvent, { type: "fire-traced" }>) {
    const flanks = b.flanks ?? [];
    const had = flanks.find((f) => f.hex === e.at);
    const through = [...(had?.through ?? []), ...e.through.filter((h) => !had?.through.includes(h))];
    b.flanks = had ? flanks.map((f) => (f === had ? { ...f, through } : f)) : [...flanks, { hex: e.at, through, companies: [...e.companies] }];
  },
};
