import { afterSegment, startImpulses } from "../sequence/impulses";
import { leaderW, listW, pieceW } from "../state/write";
import type { ReducedBattle as B, SeriesEventOf, SeriesEventTypes } from "./types";

type Ev<T extends SeriesEventTypes<"sequence">> = SeriesEventOf<"sequence", T>;

/** The sequence of play (3.0) and smoke (16.13). */
export const sequenceReducers = {
  "initiative-rolled"(_b: B, _e: Ev<"initiative-rolled">) {},
  /** 3.0: the result is counted from the battle as it stands; nothing changes. */
  "victory-determined"(_b: B, _e: Ev<"victory-determined">) {},
  "initiative-won"(b: B, e: Ev<"initiative-won">) {
    const loser = b.sides[0].id === e.winner ? b.sides[1].id : b.sides[0].id;
    b.initiative = { winner: e.winner, segments: e.segments, rolls: e.rolls };
    b.impulses = startImpulses(e.winner, loser, e.segments);
  },
  "phase-began"(b: B, e: Ev<"phase-began">) {
    b.phase = e.phase;
  },
  "segment-ended"(b: B, e: Ev<"segment-ended">) {
    b.impulses = afterSegment(b.impulses!, e.passed);
    // 17.4: Fog of War counts each side's segments this turn.
    if (b.options?.includes("fog-of-war")) b.segments = { ...b.segments, [e.side]: (b.segments?.[e.side] ?? 0) + 1 };
  },
  "markers-removed"(b: B, e: Ev<"markers-removed">) {
    for (const id of e.pieces) {
      if (!b.units.has(id) && !b.leaders.has(id)) continue;
      const p = pieceW(b, id);
      p.movedFired = false;
      if ("oppFire" in p) p.oppFire = false;
      if (b.leaders.has(id)) delete leaderW(b, id).oppFireWith;
    }
  },
  "smoke-dispersed"(b: B, e: Ev<"smoke-dispersed">) {
    const smoke = listW(b, "smoke");
    smoke.splice(smoke.indexOf(e.hex), 1);
    if (e.to !== null) smoke.push(e.to);
  },
  "turn-began"(b: B, e: Ev<"turn-began">) {
    b.turn = e.turn;
    b.initiative = null;
    b.impulses = null;
    // 17.2, 17.4: a saved segment and the segment count are for the turn only.
    delete b.segments;
    delete b.savedSegment;
  },
};
