import type { z } from "zod";
import type { SequenceEventSchema } from "./schema";
import { afterSegment, startImpulses } from "../sequence/impulses";
import type { DiceRoll } from "../../../core/dice";
import { visibilityOf } from "../los/visibility";
import type { IaBattle, IaPhase, SpineChoice } from "../state";
import { leaderW, listW, pieceW, spinesW } from "../state/write";

export type SequenceEvent = z.output<typeof SequenceEventSchema>;

export const sequenceReducers = {
  "initiative-rolled"(_b: IaBattle, _e: Extract<SequenceEvent, { type: "initiative-rolled" }>) {},
  /** IA1 3.0: the result is counted from the battle as it stands; nothing changes. */
  "victory-determined"(_b: IaBattle, _e: Extract<SequenceEvent, { type: "victory-determined" }>) {},
  "initiative-won"(b: IaBattle, e: Extract<SequenceEvent, { type: "initiative-won" }>) {
    const loser = b.sides[0].id === e.winner ? b.sides[1].id : b.sides[0].id;
    b.initiative = { winner: e.winner, segments: e.segments, rolls: e.rolls };
    b.impulses = startImpulses(e.winner, loser, e.segments);
  },
  "phase-began"(b: IaBattle, e: Extract<SequenceEvent, { type: "phase-began" }>) {
    b.phase = e.phase;
  },
  "segment-ended"(b: IaBattle, e: Extract<SequenceEvent, { type: "segment-ended" }>) {
    b.impulses = afterSegment(b.impulses!, e.passed);
    // IA1 17.4: Fog of War counts each side's segments this turn.
    if (b.options?.includes("fog-of-war")) b.segments = { ...b.segments, [e.side]: (b.segments?.[e.side] ?? 0) + 1 };
  },
  "markers-removed"(b: IaBattle, e: Extract<SequenceEvent, { type: "markers-removed" }>) {
    for (const id of e.pieces) {
      if (!b.units.has(id) && !b.leaders.has(id)) continue;
      const p = pieceW(b, id);
      p.movedFired = false;
      if ("oppFire" in p) p.oppFire = false;
      if (b.leaders.has(id)) delete leaderW(b, id).oppFireWith;
    }
  },
  "smoke-dispersed"(b: IaBattle, e: Extract<SequenceEvent, { type: "smoke-dispersed" }>) {
    const smoke = listW(b, "smoke");
    smoke.splice(smoke.indexOf(e.hex), 1);
    if (e.to !== null) smoke.push(e.to);
  },
  "spines-fixed"(b: IaBattle, e: Extract<SequenceEvent, { type: "spines-fixed" }>) {
    spinesW(b).push(...e.choices);
  },
  "turn-began"(b: IaBattle, e: Extract<SequenceEvent, { type: "turn-began" }>) {
    b.turn = e.turn;
    // IA1 8.4, IA2 7.11: the turn is played in the light the scenario schedules for it.
    const light = b.lights?.[e.turn - 1];
    if (light) b.visibility = visibilityOf(b.edition, light);
    b.initiative = null;
    b.impulses = null;
    // IA2 7.56: spine choices last for the turn only.
    delete b.spines;
    // IA1 17.2, 17.4, 17.6: a saved segment, the segment count and the hexes attacked are for the turn only.
    delete b.segments;
    delete b.savedSegment;
    delete b.flanks;
  },
};
