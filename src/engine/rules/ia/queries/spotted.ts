import type { SpotterBlocks } from "../../../los";
import type { IaView } from "../commands/context";
import { asTarget, sightFor } from "../commands/sight";
import type { IaBattle, IaLeader, IaUnit } from "../state";

type Piece = IaUnit | IaLeader;

const loaded = (p: Piece | undefined): boolean => p !== undefined && "carriedBy" in p && p.carriedBy !== null;

/** The pieces that spot for `side` (its units and leaders on the map, hidden or not: IA1 8.4) and the enemy's it may see. */
function sidesOf(b: IaBattle, side: string): { spotters: Piece[]; targets: Piece[] } {
  const spotters: Piece[] = [];
  const targets: Piece[] = [];
  for (const records of [b.units, b.leaders] as const)
    for (const id in records) {
      const p = records[id]!;
      if (p.hex === null || ("carriedBy" in p && p.carriedBy !== null)) continue;
      if (p.side === side) spotters.push(p);
      // A hidden enemy is not on the board (16.5): it is no one's to see until it is placed.
      else if (!p.hidden) targets.push(p);
    }
  return { spotters, targets };
}

/**
 * IA1 8.0–8.9, 16.5: the enemy pieces `side` spots now — those on the board that one of its units or leaders can spot.
 * The set fog of war draws and chat cards name. A full recompute; `SpottedSet` keeps it current cheaply.
 */
export function spottedBy(view: IaView, side: string): Set<string> {
  const { spotters, targets } = sidesOf(view.state, side);
  const seen = sightFor(view).spotted(spotters.map((p) => ({ hex: p.hex! })), targets.map(asTarget));
  return new Set(targets.filter((_, i) => seen[i]).map((t) => t.id));
}

interface Last {
  readonly state: IaBattle;
  readonly key: string;
  readonly set: Set<string>;
  readonly index: SpotterBlocks;
}

/**
 * A side's spotted set, kept current from one battle state to the next: when only a few pieces moved, only the targets
 * they could affect are asked again — a moved target itself, and every target within spotting reach of where a
 * spotter was or now is. A change of light, smoke, turn (IA2 7.56 spine choices) or edition recomputes it all.
 */
export class SpottedSet {
  private last: Last | null = null;

  constructor(
    private readonly view: Omit<IaView, "state">,
    readonly side: string,
  ) {}

  of(state: IaBattle): ReadonlySet<string> {
    const view = { ...this.view, state };
    const sight = sightFor(view);
    const key = `${state.edition}|${state.turn}|${state.smoke.join(",")}|${(state.spines ?? []).length}`;
    const last = this.last;
    const { spotters, targets } = sidesOf(state, this.side);
    const spotterStates = spotters.map((p) => ({ hex: p.hex! }));
    if (last === null || last.key !== key || last.state.visibility !== state.visibility) {
      const index = sight.spotterIndex(spotterStates);
      const set = new Set(targets.filter((t) => index.anySees(asTarget(t))).map((t) => t.id));
      this.last = { state, key, set, index };
      return set;
    }
    if (last.state === state) return last.set;
    // What moved: spotters whose hex changed (or came and went), targets whose hex or spotting state changed.
    const moved: number[] = [];
    const recheck = new Set<string>();
    const set = new Set(last.set);
    for (const records of ["units", "leaders"] as const) {
      const before = last.state[records] as Record<string, Piece>;
      const after = state[records] as Record<string, Piece>;
      if (before === after) continue;
      for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
        const was = before[id];
        const is = after[id];
        if (was === is) continue;
        const side = (is ?? was)!.side;
        const relocated = was?.hex !== is?.hex || loaded(was) !== loaded(is);
        if (side === this.side) {
          if (relocated) for (const h of [was?.hex, is?.hex]) if (h != null) moved.push(h);
        } else if (relocated || is!.hidden !== was!.hidden || asTarget(is!).spottedMarker !== asTarget(was!).spottedMarker) {
          set.delete(id);
          recheck.add(id);
        }
      }
    }
    const index = moved.length ? sight.spotterIndex(spotterStates) : last.index;
    if (moved.length) {
      const reach = sight.rules.maxRange();
      for (const t of targets) if (moved.some((h) => sight.distance(h, t.hex!) <= reach)) recheck.add(t.id);
    }
    for (const t of targets) {
      if (!recheck.has(t.id)) continue;
      if (index.anySees(asTarget(t))) set.add(t.id);
      else set.delete(t.id);
    }
    this.last = { state, key, set, index };
    return set;
  }
}
