import { SeededDice } from "../src/engine/core/dice";
import { runAnswering } from "../src/engine/core/engine";
import type { TerrainEffectsChart } from "../src/engine/data/schemas/tec";
import { DIRECTIONS } from "../src/engine/hex";
import type { HexMap } from "../src/engine/map";
import { previewMove } from "../src/engine/rules/ia/queries/preview";
import { SpottedSet, spottedBy } from "../src/engine/rules/ia/queries/spotted";
import type { IaBattle } from "../src/engine/rules/ia/state";
import { iaSideView } from "../src/engine/rules/ia/view/side-view";
import type { CommandCase, Ia } from "./commands";
import { sample, sampleEach, type Sample } from "./measure";

export interface SpottedFigures {
  readonly side: string;
  /** What moved for this side: one of its spotters, or one of the enemy's targets. */
  readonly moved: "spotter" | "target";
  readonly incremental: Sample;
  readonly full: Sample;
  readonly same: boolean;
  readonly size: number;
}

/**
 * A side's spotted set after one unit moves one hex (`move`, a case of commands.ts, run to its end): `SpottedSet`, kept
 * for the state before the move, brought up to the state after it (each timed call on a set of its own), against
 * `spottedBy`'s full recompute of the state after it. For the moving side (a spotter moved) and the other (a target moved).
 */
export function benchSpotted(ia: Ia, map: HexMap, tec: TerrainEffectsChart, move: CommandCase): SpottedFigures[] {
  const view = { map, tec };
  const before = move.state;
  const r = runAnswering(ia, before, move.command, new SeededDice(move.seed)).result;
  if (r.status !== "done") throw new Error("bench set-up: the move did not run");
  const moved = r.state;
  return ["A", "B"].map((side) => {
    const primed = () => {
      const set = new SpottedSet(view, side);
      set.of(before);
      return set;
    };
    const incremental = sampleEach(primed, (set) => void set.of(moved));
    const set = primed();
    const full = sample(() => void spottedBy({ ...view, state: moved }, side), { batches: 5, minMs: 50 });
    const now = [...set.of(moved)].sort().join();
    const same = now === [...spottedBy({ ...view, state: moved }, side)].sort().join();
    return { side, moved: side === "A" ? "spotter" : "target", incremental, full, same, size: set.of(moved).size };
  });
}

export interface PreviewFigures {
  readonly time: Sample;
  readonly steps: number;
  readonly unit: string;
}

/** One of A's cavalry companies activated to move in `action` (A's action segment), and a straight 6-hex path the preview accepts whole. */
export function previewCase(ia: Ia, map: HexMap, tec: TerrainEffectsChart, action: IaBattle): { readonly state: IaBattle; readonly unit: string; readonly path: readonly number[] } {
  const horse = [...action.units.values()].filter((u) => u.side === "A" && u.kind === "CAV" && u.hex !== null && u.status === "good" && !u.hidden);
  for (const u of horse) {
    const r = runAnswering(ia, action, { type: "activate", side: "A", root: { piece: u.id }, pieces: { [u.id]: "move" } }, new SeededDice(1)).result;
    if (r.status !== "done") continue;
    for (const d of DIRECTIONS) {
      const path: number[] = [];
      let at = map.hexAt(u.hex!);
      for (let k = 0; k < 6; k++) {
        at = { q: at.q + d.q, r: at.r + d.r };
        if (map.contains(at)) path.push(map.indexOf(at));
      }
      if (path.length === 6 && previewMove({ state: iaSideView(r.state, "A").battle, map, tec }, u.id, path).refused === null) return { state: r.state, unit: u.id, path };
    }
  }
  throw new Error("bench set-up: no 6-hex path to preview");
}

/** A move preview of `previewCase`'s 6-hex path, on A's side view. */
export function benchPreview(ia: Ia, map: HexMap, tec: TerrainEffectsChart, action: IaBattle): PreviewFigures {
  const { state, unit, path } = previewCase(ia, map, tec, action);
  const view = { state: iaSideView(state, "A").battle, map, tec };
  const steps = previewMove(view, unit, path).steps.length;
  return { time: sample(() => void previewMove(view, unit, path), { batches: 5, minMs: 50 }), steps, unit };
}
