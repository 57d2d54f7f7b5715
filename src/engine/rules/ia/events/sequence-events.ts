import { afterSegment, startImpulses } from "../../../core/impulses";
import type { DiceRoll } from "../../../core/dice";
import type { IaBattle, IaPhase } from "../state";

/** The sequence of play (IA1 3.0). */
export type SequenceEvent =
  | { readonly type: "initiative-rolled"; readonly rolls: readonly { readonly side: string; readonly roll: DiceRoll; readonly total: number }[]; readonly tie: boolean }
  | { readonly type: "initiative-won"; readonly winner: string; readonly segments: number; readonly rolls: readonly { readonly side: string; readonly roll: DiceRoll; readonly total: number }[] }
  | { readonly type: "phase-began"; readonly phase: IaPhase }
  | { readonly type: "segment-ended"; readonly side: string; readonly passed: boolean }
  | { readonly type: "markers-removed"; readonly pieces: readonly string[] }
  | { readonly type: "smoke-dispersed"; readonly hex: number; readonly roll: DiceRoll; readonly to: number | null }
  | { readonly type: "turn-began"; readonly turn: number };

export const sequenceReducers = {
  "initiative-rolled"(_b: IaBattle, _e: Extract<SequenceEvent, { type: "initiative-rolled" }>) {},
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
  },
  "markers-removed"(b: IaBattle, e: Extract<SequenceEvent, { type: "markers-removed" }>) {
    for (const id of e.pieces) {
      const p = b.units[id] ?? b.leaders[id];
      if (!p) continue;
      p.movedFired = false;
      if ("oppFire" in p) p.oppFire = false;
      const l = b.leaders[id];
      if (l) delete l.oppFireWith;
    }
  },
  "smoke-dispersed"(b: IaBattle, e: Extract<SequenceEvent, { type: "smoke-dispersed" }>) {
    b.smoke = b.smoke.filter((h) => h !== e.hex);
    if (e.to !== null) b.smoke.push(e.to);
  },
  "turn-began"(b: IaBattle, e: Extract<SequenceEvent, { type: "turn-began" }>) {
    b.turn = e.turn;
    b.initiative = null;
    b.impulses = null;
  },
};
