import { listW, pieceW, placeW, removeW, revealW, sideW, unitW } from "../state/write";
import { lossesW } from "../victory/record";
import { abandonDigging, abandonDugIn, enterEntrenchment, leaveEntrenchment, reoccupy } from "../fieldworks/markers";
import type { ReducedBattle as B, ReducerRules, SeriesEventOf, SeriesEventTypes } from "./types";

type Ev<T extends SeriesEventTypes<"piece">> = SeriesEventOf<"piece", T>;

/** A unit or a leader by id. */
export function piece<U, L>(b: { readonly units: ReadonlyMap<string, U>; readonly leaders: ReadonlyMap<string, L> }, id: string): U | L {
  const p = b.units.get(id) ?? b.leaders.get(id);
  if (!p) throw new Error(`no unit or leader "${id}"`);
  return p;
}

/** 3.0 A: `steps` more step losses for the side; its initiative falls by one per the scenario's number (or at each of its thresholds), never below zero. */
function loseSteps(b: B, sideId: string, steps: number): void {
  const side = sideW(b, sideId);
  side.stepsLost += steps;
  if (side.initiativeLosses) {
    const crossed = side.initiativeLosses.filter((n) => n > side.stepsLost - steps && n <= side.stepsLost).length;
    side.initiative = Math.max(0, side.initiative - crossed);
  } else if (side.stepsPerInitiative) {
    const before = Math.floor((side.stepsLost - steps) / side.stepsPerInitiative);
    const after = Math.floor(side.stepsLost / side.stepsPerInitiative);
    side.initiative = Math.max(0, side.initiative - (after - before));
  }
}

/** Changes to units and leaders every procedure shares (3.0 A, 7.4, 8.22, 16.2, 16.4, 16.6). */
export function pieceReducers(r: ReducerRules) {
  /**
   * Removes a unit or leader. Where `counted`, a unit's remaining steps are step losses for its side (3.0 A ruling:
   * eliminations that are not step losses, such as overruns and cargo lost with its transport); leaders have no steps.
   * Where `victory`, the piece and its remaining steps count for victory.
   */
  function eliminate(b: B, id: string, counted: boolean, victory: boolean): void {
    const u = b.units.get(id);
    if (u) {
      // A transport takes its cargo with it (5.64).
      if (u.carrying) eliminate(b, u.carrying, counted, victory);
      if (counted && u.steps > 0) loseSteps(b, u.side, u.steps);
    }
    if (victory) {
      const p = u ?? b.leaders.get(id)!;
      const lost = lossesW(b, p.side);
      if (u) {
        lost.units++;
        lost.steps += u.steps;
      } else lost.leaders++;
    }
    removeW(b, id);
    listW(b, "eliminated").push(id);
    // PG 16.41, IA1 16.31: the enemy occupies an entrenchment whose last occupant of this side is eliminated.
    if (u?.entrenched && u.hex !== null) reoccupy(b, u.hex, u.side, r.canFortify);
  }

  return {
    "steps-lost"(b: B, e: Ev<"steps-lost">) {
      const u = unitW(b, e.unit);
      const before = u.steps;
      u.steps = Math.max(0, u.steps - e.steps);
      loseSteps(b, u.side, e.steps);
      // For victory, the steps it had to lose.
      lossesW(b, u.side).steps += before - u.steps;
      if (u.steps === 0) eliminate(b, e.unit, true, true);
    },
    "status-changed"(b: B, e: Ev<"status-changed">) {
      pieceW(b, e.piece).status = e.status;
      // PG 16.21, IA1 16.22: a unit disrupted or demoralized before it finishes digging in loses its start.
      if (e.status !== "good") abandonDigging(b, e.piece);
    },
    eliminated(b: B, e: Ev<"eliminated">) {
      eliminate(b, e.piece, e.countsForInitiative !== false, e.countsForVictory !== false);
    },
    "moved-fired"(b: B, e: Ev<"moved-fired">) {
      for (const id of e.pieces) {
        const p = pieceW(b, id);
        p.movedFired = true;
        if ("oppFire" in p) p.oppFire = false;
      }
    },
    "opp-fire-marker"(b: B, e: Ev<"opp-fire-marker">) {
      unitW(b, e.unit).oppFire = true;
    },
    "spotted-marker"(b: B, e: Ev<"spotted-marker">) {
      for (const id of e.units) unitW(b, id).spotted = e.on;
    },
    revealed(b: B, e: Ev<"revealed">) {
      for (const id of e.pieces) revealW(b, id);
    },
    "piece-moved"(b: B, e: Ev<"piece-moved">) {
      placeW(b, e.piece, e.to);
      const p = pieceW(b, e.piece);
      // PG 5.7, IA1 5.8: a piece's river bank is known only as movement sets it (a river-bank event follows a move into a river hex).
      if (p.riverBank != null) p.riverBank = null;
      if (!("carrying" in p)) return;
      // 5.6: a transport's cargo moves with it, on no bank of its own (set down, it is on the transport's).
      if (p.carrying) {
        placeW(b, p.carrying, e.to);
        if (b.units.get(p.carrying)!.riverBank != null) unitW(b, p.carrying).riverBank = null;
      }
      // PG 16.21, 16.41; IA1 16.22, 16.25, 16.31: a unit leaving its hex leaves its Dug In marker and the entrenchment there, and may occupy the one it enters.
      abandonDugIn(b, e.piece);
      leaveEntrenchment(b, e.piece, e.from, r.canFortify);
      enterEntrenchment(b, e.piece, r.canFortify);
    },
  };
}
