import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { SpotterBlocks, Spotting } from "../../../los";
import type { HexMap } from "../../../map";
import type { ReducedBattle } from "../events/types";
import { asTarget } from "../los/target";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { SightRules } from "../rules/sight";
import { changedSince } from "../state/occupancy";

type Piece = UnitOf<ReducedBattle> | LeaderOf<ReducedBattle>;
/** What spotting is asked on: a battle of either game, its map and TEC. */
export interface SightView<B extends ReducedBattle> {
  readonly state: B;
  readonly map: HexMap;
  readonly tec: TerrainEffectsChart;
}

const loaded = (p: Piece | undefined): boolean => p !== undefined && "carriedBy" in p && p.carriedBy !== null;

/** An enemy piece `side` may see: on the board (a hidden one is not, 16.6: no one's to see until it is placed), not loaded. */
const isTarget = (p: Piece | undefined, side: string): p is Piece => p !== undefined && p.side !== side && p.hex !== null && !loaded(p) && !p.hidden;

/** The pieces that spot for `side` (its units and leaders on the map, hidden or not: 8.1) and the enemy's it may see. */
function sidesOf(b: ReducedBattle, side: string): { spotters: Piece[]; targets: Piece[] } {
  const spotters: Piece[] = [];
  const targets: Piece[] = [];
  for (const records of [b.units, b.leaders] as const)
    for (const p of records.values()) {
      if (p.side === side) {
        if (p.hex !== null && !loaded(p)) spotters.push(p);
      } else if (isTarget(p, side)) targets.push(p);
    }
  return { spotters, targets };
}

/**
 * 8.0–8.42, 16.6 (IA1 8.1–8.8, 16.5): the enemy pieces `side` spots now — those on the board that one of its units or
 * leaders can spot. The set fog of war draws and chat cards name. A full recompute; `SpottedSet` keeps it current cheaply.
 */
export function spottedBy<B extends ReducedBattle>(view: SightView<B>, side: string, sight: SightRules<B>): Set<string> {
  const { spotters, targets } = sidesOf(view.state, side);
  const seen = sight.of(view).spotted(spotters.map((p) => sight.spotter(p as UnitOf<B>)), targets.map(asTarget));
  return new Set(targets.filter((_, i) => seen[i]).map((t) => t.id));
}

interface Last<B> {
  readonly state: B;
  readonly key: string;
  readonly set: ReadonlySet<string>;
  /** Each enemy piece the side spots, with the hex of one of the side's pieces that spots it. */
  readonly seen: Map<string, number>;
  /** The enemy pieces on the board it does not spot. */
  readonly unseen: Set<string>;
  /** How many of the side's pieces spot from each hex (on the map, not loaded). */
  readonly spotters: Map<number, number>;
  /** How many of them spot with special powers (IA2 7.3; the game's `spotter`). */
  readonly specials: Map<number, number>;
  /** Those spotters filed for asking (los/spotter-blocks); null once one has moved, until it is needed again. */
  index: SpotterBlocks | null;
}

/**
 * A side's spotted set, kept current from one battle state to the next. Units never block LOS (IA1 8.63), so
 * when a few pieces moved only these can change: an enemy piece that moved (or was revealed, hidden or marked) is asked
 * again; one whose spotter left its hex with nobody of the side left there is asked again; and one nobody spotted may
 * now be spotted from a hex the side's pieces entered. The pieces that changed are those the reducers wrote (state
 * `changedSince`), or else found by comparing the records. A change of light, smoke, turn (IA2 7.56 spine choices) or
 * edition recomputes it all. The witnesses and counts it keeps are updated in place: the sets it returns are new.
 */
export class SpottedSet<B extends ReducedBattle> {
  private last: Last<B> | null = null;

  constructor(
    private readonly view: Omit<SightView<B>, "state">,
    readonly side: string,
    private readonly rules: SightRules<B>,
  ) {}

  /** IA2 7.3: whether the piece spots with special powers (the game's `spotter`). */
  private special(p: Piece | undefined): boolean {
    return p !== undefined && this.rules.spotter(p as UnitOf<B>).specialSpotting === true;
  }

  of(state: B): ReadonlySet<string> {
    const last = this.last;
    if (last !== null && last.state === state) return last.set;
    const sight = this.rules.of({ ...this.view, state });
    const key = this.rules.key(state);
    if (last === null || last.key !== key || last.state.visibility !== state.visibility) this.last = this.full(state, key, sight);
    else {
      const changed = this.update(last, state, sight);
      this.last = { ...last, state, set: changed ? new Set(last.seen.keys()) : last.set };
    }
    return this.last.set;
  }

  private full(state: B, key: string, sight: Spotting): Last<B> {
    const { spotters, targets } = sidesOf(state, this.side);
    const index = sight.spotterIndex(spotters.map((p) => this.rules.spotter(p as UnitOf<B>)));
    const seen = new Map<string, number>();
    const unseen = new Set<string>();
    for (const t of targets) {
      const by = index.witness(asTarget(t));
      if (by >= 0) seen.set(t.id, by);
      else unseen.add(t.id);
    }
    const counts = new Map<number, number>();
    const specials = new Map<number, number>();
    for (const p of spotters) counts.set(p.hex!, (counts.get(p.hex!) ?? 0) + 1);
    for (const p of spotters) if (this.special(p)) specials.set(p.hex!, (specials.get(p.hex!) ?? 0) + 1);
    return { state, key, set: new Set(seen.keys()), seen, unseen, spotters: counts, specials, index };
  }

  /** Brings `last` (witnesses, counts, index) up to `state`; whether the set may have changed. */
  private update(last: Last<B>, state: B, sight: Spotting): boolean {
    const { seen, unseen, spotters, specials } = last;
    const left: number[] = [];
    // Hexes where the last special spotter left while others stayed: what it alone saw is asked again.
    const leftSpecial = new Set<number>();
    const entered: number[] = [];
    const recheck = new Set<string>();
    const changed = (id: string, was: Piece | undefined, is: Piece | undefined) => {
      if (was === is) return;
      const side = (is ?? was)!.side;
      const relocated = was?.hex !== is?.hex || loaded(was) !== loaded(is);
      if (side === this.side) {
        if (!relocated) return;
        if (was?.hex != null && !loaded(was)) {
          spotters.set(was.hex, spotters.get(was.hex)! - 1);
          left.push(was.hex);
          if (this.special(was)) {
            specials.set(was.hex, specials.get(was.hex)! - 1);
            if (specials.get(was.hex) === 0) (specials.delete(was.hex), leftSpecial.add(was.hex));
          }
        }
        if (is?.hex != null && !loaded(is)) {
          spotters.set(is.hex, (spotters.get(is.hex) ?? 0) + 1);
          entered.push(is.hex);
          if (this.special(is)) specials.set(is.hex, (specials.get(is.hex) ?? 0) + 1);
        }
      } else if (relocated || is?.hidden !== was?.hidden || (is && was && asTarget(is).spottedMarker !== asTarget(was).spottedMarker)) {
        seen.delete(id);
        unseen.delete(id);
        recheck.add(id);
      }
    };
    for (const records of ["units", "leaders"] as const) {
      const before: ReadonlyMap<string, Piece> = last.state[records];
      const after: ReadonlyMap<string, Piece> = state[records];
      if (before === after) continue;
      const written = changedSince(before, after);
      if (written !== null) for (const id of written) changed(id, before.get(id), after.get(id));
      else {
        for (const [id, p] of after) changed(id, before.get(id), p);
        for (const [id, p] of before) if (!after.has(id)) changed(id, p, undefined);
      }
    }
    if (!left.length && !entered.length && !recheck.size) return false;
    const spotterAt = (hex: number) => (specials.has(hex) ? { hex, specialSpotting: true } : { hex });
    // Spotted only through a hex the side has left: asked again.
    for (const h of new Set(left)) {
      if (spotters.get(h)! > 0 && (!leftSpecial.has(h) || specials.has(h))) continue;
      if (spotters.get(h)! === 0) spotters.delete(h);
      for (const [id, by] of seen) if (by === h) (seen.delete(id), recheck.add(id));
    }
    if (left.length || entered.length) last.index = null;
    for (const id of recheck) {
      const t = state.units.get(id) ?? state.leaders.get(id);
      if (!isTarget(t, this.side)) continue;
      last.index ??= sight.spotterIndex([...spotters.keys()].map(spotterAt));
      const by = last.index.witness(asTarget(t));
      if (by >= 0) seen.set(id, by);
      else unseen.add(id);
    }
    // Newly spotted from a hex the side entered.
    const reach = sight.rules.maxRange();
    for (const h of new Set(entered))
      for (const id of unseen) {
        const t = asTarget((state.units.get(id) ?? state.leaders.get(id))!);
        if (sight.distance(h, t.hex) > reach || !sight.canSpot(spotterAt(h), t)) continue;
        unseen.delete(id);
        seen.set(id, h);
      }
    return true;
  }
}
