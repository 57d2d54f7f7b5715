import { removeW, unitW } from "../state/write";
import type { ReducedBattle as B, SeriesEventOf, SeriesEventTypes } from "./types";

type Ev<T extends SeriesEventTypes<"optional">> = SeriesEventOf<"optional", T>;

/** Optional rules (17.1, 17.2, 17.4). */
export const optionalReducers = {
  consolidated(b: B, e: Ev<"consolidated">) {
    const u = unitW(b, e.unit);
    u.steps = u.maxSteps;
    // 17.1: removed from play, not eliminated (it is not listed among the eliminated).
    removeW(b, e.removed);
  },
  "segment-saved"(b: B, e: Ev<"segment-saved">) {
    b.impulses = { ...b.impulses!, lead: b.impulses!.lead - 1 };
    b.savedSegment = { side: e.side, using: false };
  },
  "saved-segment-used"(b: B, e: Ev<"saved-segment-used">) {
    b.savedSegment = { side: e.side, using: true };
  },
  /** The side acts again; a segment of its lead still to come stays to come (the saved one is extra). */
  "second-segment"(b: B, e: Ev<"second-segment">) {
    const i = b.impulses!;
    const leading = i.sides[0] === e.side && i.lead > 0;
    b.impulses = { ...i, active: e.side, lead: leading ? i.lead + 1 : i.lead };
    delete b.savedSegment;
  },
  "fog-of-war-rolled"(_b: B, _e: Ev<"fog-of-war-rolled">) {},
};
