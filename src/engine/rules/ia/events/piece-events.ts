import type { IaBattle, MoraleStatus } from "../state";
import { sideOf } from "../state";

/** Changes to units and leaders that every procedure (fire, morale, movement) shares. */
export type PieceEvent =
  | { readonly type: "steps-lost"; readonly unit: string; readonly steps: number; readonly rule: string }
  | { readonly type: "status-changed"; readonly piece: string; readonly status: MoraleStatus; readonly rule: string }
  | {
      readonly type: "eliminated";
      readonly piece: string;
      readonly rule: string;
      /** False where the elimination counts for victory only (IA1 4.4): its steps are not step losses (3.0 A). */
      readonly countsForInitiative?: false;
    }
  | { readonly type: "moved-fired"; readonly pieces: readonly string[]; readonly rule: string }
  | { readonly type: "opp-fire-marker"; readonly unit: string; readonly rule: string }
  | { readonly type: "spotted-marker"; readonly units: readonly string[]; readonly on: boolean; readonly rule: string }
  | { readonly type: "revealed"; readonly pieces: readonly string[]; readonly rule: string }
  | { readonly type: "piece-moved"; readonly piece: string; readonly from: number; readonly to: number; readonly rule: string };

/** A unit or a leader by id. */
export function piece(b: IaBattle, id: string) {
  const p = b.units[id] ?? b.leaders[id];
  if (!p) throw new Error(`no unit or leader "${id}"`);
  return p;
}

/** IA1 3.0 A: `steps` more step losses for the side; its initiative falls by one per the scenario's number, never below zero. */
function loseSteps(b: IaBattle, sideId: string, steps: number): void {
  const side = sideOf(b, sideId);
  side.stepsLost += steps;
  if (side.stepsPerInitiative) {
    const before = Math.floor((side.stepsLost - steps) / side.stepsPerInitiative);
    const after = Math.floor(side.stepsLost / side.stepsPerInitiative);
    side.initiative = Math.max(0, side.initiative - (after - before));
  }
}

/**
 * Removes a unit or leader. Where `counted`, a unit's remaining steps are step losses for its side (IA1 3.0 A
 * ruling: eliminations that are not step losses, such as 5.44 overruns, 14.34 batteries and cargo lost with its
 * transport); leaders have no steps.
 */
function eliminate(b: IaBattle, id: string, counted: boolean): void {
  const u = b.units[id];
  if (u) {
    // A transport takes its cargo with it (IA1 5.64).
    if (u.carrying) eliminate(b, u.carrying, counted);
    if (counted && u.steps > 0) loseSteps(b, u.side, u.steps);
    if (u.carriedBy && b.units[u.carriedBy]) b.units[u.carriedBy]!.carrying = null;
    delete b.units[id];
  } else delete b.leaders[id];
  b.eliminated.push(id);
}

export const pieceReducers = {
  "steps-lost"(b: IaBattle, e: Extract<PieceEvent, { type: "steps-lost" }>) {
    const u = b.units[e.unit]!;
    u.steps = Math.max(0, u.steps - e.steps);
    loseSteps(b, u.side, e.steps);
    if (u.steps === 0) eliminate(b, e.unit, true);
  },
  "status-changed"(b: IaBattle, e: Extract<PieceEvent, { type: "status-changed" }>) {
    piece(b, e.piece).status = e.status;
  },
  eliminated(b: IaBattle, e: Extract<PieceEvent, { type: "eliminated" }>) {
    eliminate(b, e.piece, e.countsForInitiative !== false);
  },
  "moved-fired"(b: IaBattle, e: Extract<PieceEvent, { type: "moved-fired" }>) {
    for (const id of e.pieces) {
      const p = piece(b, id);
      p.movedFired = true;
      if ("oppFire" in p) p.oppFire = false;
    }
  },
  "opp-fire-marker"(b: IaBattle, e: Extract<PieceEvent, { type: "opp-fire-marker" }>) {
    b.units[e.unit]!.oppFire = true;
  },
  "spotted-marker"(b: IaBattle, e: Extract<PieceEvent, { type: "spotted-marker" }>) {
    for (const id of e.units) b.units[id]!.spotted = e.on;
  },
  revealed(b: IaBattle, e: Extract<PieceEvent, { type: "revealed" }>) {
    for (const id of e.pieces) piece(b, id).hidden = false;
  },
  "piece-moved"(b: IaBattle, e: Extract<PieceEvent, { type: "piece-moved" }>) {
    const p = piece(b, e.piece);
    p.hex = e.to;
    // IA1 5.8: a piece's river bank is known only as movement sets it (a river-bank event follows a move into a river hex).
    if (p.riverBank != null) p.riverBank = null;
    if (!("carrying" in p)) return;
    // IA1 5.6: a transport's cargo moves with it; 16.3: a unit leaving its hex leaves the entrenchment there.
    if (p.carrying) b.units[p.carrying]!.hex = e.to;
    p.entrenched = false;
  },
};
