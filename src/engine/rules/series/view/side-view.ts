import type { SeriesAssaultEvent, SeriesEvent } from "../context";
import type { ReducedBattle } from "../events/types";
import { entersHidden } from "../events/carriage-events";
import type { SeriesActivation } from "../state/battle";
import type { SeriesLeader, SeriesUnit } from "../state/pieces";

/** A battle as one side may know it. */
export interface SeriesSideView<B> {
  readonly side: string;
  /** Every piece of its own; the enemy's that are on the board (16.6: hidden pieces are written down, not placed). */
  readonly battle: B;
  /**
   * How many enemy pieces are hidden on the map: public, since the scenario's hidden set-up is, and every reveal is
   * (docs/rulings.md). A moving side cannot rule out hidden opportunity fire while this is above zero.
   */
  readonly hiddenEnemies: number;
}

type Piece = SeriesUnit<unknown> | SeriesLeader;

/** Whether `side` may know of `p`: its own, or placed on the board (16.6 hidden, 16.51 off-board pieces are concealed). */
export const knownTo = (p: Piece, side: string): boolean => p.side === side || (!p.hidden && p.hex !== null);

/** The pieces `side` may know of, in battle order; counts the enemy's hidden on the map in `hidden`. */
function known<P extends Piece>(pieces: ReadonlyMap<string, P>, side: string, hidden: { onMap: number }): Map<string, P> {
  const out = new Map<string, P>();
  for (const [id, p] of pieces)
    if (knownTo(p, side)) out.set(id, p);
    else if (p.hex !== null) hidden.onMap++;
  return out;
}

/** The enemy's action segment without its hidden pieces (a hidden leader may activate units, and leaders fallen since, unseen). */
function activationSeen<A extends SeriesActivation>(a: A, isKnown: (id: string) => boolean): A {
  const pieces = Object.fromEntries(
    Object.entries(a.pieces)
      .filter(([id]) => isKnown(id))
      .map(([id, p]) => [id, p.ledBy !== null && !isKnown(p.ledBy) ? { ...p, ledBy: null } : p]),
  );
  return {
    ...a,
    pieces,
    current: a.current !== null && isKnown(a.current) ? a.current : null,
    done: a.done.filter(isKnown),
    ...(a.oppFired ? { oppFired: a.oppFired.map((f) => ({ ...f, firers: f.firers.filter(isKnown) })) } : {}),
    ...(a.fallen ? { fallen: Object.fromEntries(Object.entries(a.fallen).map(([id, l]) => [id, l !== null && isKnown(l) ? l : null])) } : {}),
  };
}

/**
 * What `side` may know of the battle as both games have it; `secrets` then takes out what the game keeps from the other
 * side (IA1 9.11 Artillery Plans; PG 6.8 tank leaders, 16.7 minefields), on the battle the side sees.
 */
export function seriesSideView<B extends ReducedBattle>(b: B, side: string, secrets: (seen: B, side: string) => B): SeriesSideView<B> {
  const hidden = { onMap: 0 };
  const units = known(b.units, side, hidden);
  const leaders = known(b.leaders, side, hidden);
  // A piece no longer in the battle is no secret: a hidden one is placed on the board before it leaves play, but for a
  // unit consolidated away (17.1), which nothing the enemy sees names.
  const isKnown = (id: string) => units.has(id) || leaders.has(id) || !(b.units.has(id) || b.leaders.has(id));
  const activation = b.activation && b.activation.side !== side ? activationSeen(b.activation, isKnown) : b.activation;
  // 16.51: the enemy's pieces off the board, and when and where they enter, are concealed until they enter; the entry
  // of a piece no longer in play is no one's business.
  const { entering, ...rest } = b;
  const entries = entering?.filter((e) => units.has(e.piece) || leaders.has(e.piece)) ?? [];
  // A side's abort-only exits (IA1 16.42) are derived from its own guns and entries (hidden ones too): the enemy never
  // uses them, and they would tell him whether it has guns and where a hidden group entered.
  const exits = rest.exits?.filter((x) => x.side === side || !x.abortOnly);
  const seen = { ...rest, ...(exits ? { exits } : {}), units, leaders, activation, ...(entries.length ? { entering: entries } : {}) } as unknown as B;
  return { side, battle: secrets(seen, side), hiddenEnemies: hidden.onMap };
}

type Known = SeriesEvent | SeriesAssaultEvent;

/**
 * A series event as `side` sees it, on the battle as it stood before it: events that privately concern an enemy piece
 * still hidden are not seen (or are seen without it); a reveal brings the revealed pieces as they stand. `concerned`:
 * the game's pieces-concerned (view/event-pieces.ts), for its own events too.
 */
export function seriesEventFor<B extends ReducedBattle, E extends { readonly type: string }>(b: B, e: E, side: string, concerned: (e: E) => readonly string[]): E | null {
  const hiddenFrom = (id: string): boolean => {
    const p = b.units.get(id) ?? b.leaders.get(id);
    return p !== undefined && !knownTo(p, side);
  };
  const seen = (id: string) => !hiddenFrom(id);
  const s = e as unknown as Known;
  switch (s.type) {
    case "activated": {
      if (s.side === side) return e;
      const pieces = Object.fromEntries(Object.entries(s.pieces).filter(([id]) => seen(id)).map(([id, p]) => [id, p.ledBy !== null && hiddenFrom(p.ledBy) ? { ...p, ledBy: null } : p]));
      return Object.keys(pieces).length ? { ...e, pieces } : null;
    }
    // 16.51: the enemy learns of an entering piece (and a transport's cargo) as it stands in the hex it entered (16.6: a
    // hidden one is placed on the board by entering, unless the scenario has it enter hidden: then it is not seen).
    case "entered-board": {
      if (!hiddenFrom(s.piece)) return e;
      if (entersHidden(b, s.piece)) return null;
      const p = (b.units.get(s.piece) ?? b.leaders.get(s.piece))!;
      const cargo = "carrying" in p && p.carrying !== null ? [{ ...b.units.get(p.carrying)!, hex: s.to, hidden: false }] : [];
      return { ...e, found: [{ ...p, hex: s.to, hidden: false }, ...cargo] };
    }
    case "revealed": {
      const found = s.pieces.filter(hiddenFrom).map((id) => ({ ...(b.units.get(id) ?? b.leaders.get(id))!, hidden: false }));
      return found.length ? { ...e, found } : e;
    }
    case "moved-fired":
    case "markers-removed":
    case "movement-stopped": {
      const pieces = s.pieces.filter(seen);
      return pieces.length ? { ...e, pieces } : null;
    }
    case "spotted-marker": {
      const units = s.units.filter(seen);
      return units.length ? { ...e, units } : null;
    }
    default:
      return concerned(e).some(hiddenFrom) ? null : e;
  }
}
