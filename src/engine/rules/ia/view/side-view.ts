import type { SideViews } from "../../../core/views";
import type { IaEvent } from "../events";
import type { Activation, IaBattle, IaLeader, IaUnit } from "../state";
import { entersHidden } from "../board-edge/edge";
import { piecesConcerned } from "./event-pieces";

/** A battle as one side may know it. */
export interface IaSideView {
  readonly side: string;
  /** Every piece of its own; the enemy's that are on the board (IA1 16.5: hidden pieces are written down, not placed). */
  readonly battle: IaBattle;
  /**
   * How many enemy pieces are hidden on the map: public, since the scenario's hidden set-up is, and every reveal is
   * (docs/rulings.md). A moving side cannot rule out hidden opportunity fire while this is above zero.
   */
  readonly hiddenEnemies: number;
}

/** Whether `side` may know of `p`: its own, or placed on the board (IA1 16.5 hidden, 16.41 off-board pieces are concealed). */
export const knownTo = (p: IaUnit | IaLeader, side: string): boolean => p.side === side || (!p.hidden && p.hex !== null);

/** The pieces `side` may know of, in battle order; counts the enemy's hidden on the map in `hidden`. */
function known<P extends IaUnit | IaLeader>(pieces: ReadonlyMap<string, P>, side: string, hidden: { onMap: number }): Map<string, P> {
  const out = new Map<string, P>();
  for (const [id, p] of pieces)
    if (knownTo(p, side)) out.set(id, p);
    else if (p.hex !== null) hidden.onMap++;
  return out;
}

/** The enemy's action segment without its hidden pieces (a hidden leader may activate units, and leaders fallen since, unseen). */
function activationSeen(a: Activation, isKnown: (id: string) => boolean): Activation {
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

/** What `side` may know of the battle. */
export function iaSideView(b: IaBattle, side: string): IaSideView {
  const hidden = { onMap: 0 };
  const units = known(b.units, side, hidden);
  const leaders = known(b.leaders, side, hidden);
  // A piece no longer in the battle is no secret: a hidden one is placed on the board before it leaves play (16.5,
  // 16.42), but for a company consolidated away (17.1), which nothing the enemy sees names.
  const isKnown = (id: string) => units.has(id) || leaders.has(id) || !(b.units.has(id) || b.leaders.has(id));
  const activation = b.activation && b.activation.side !== side ? activationSeen(b.activation, isKnown) : b.activation;
  // IA1 9.11: an Artillery Plan is its side's secret; the field is the same whether or not the enemy has one.
  const { plans, entering, ...rest } = b;
  const own = plans?.[side];
  // IA1 16.41: the enemy's pieces off the board, and when and where they enter, are concealed until they enter; the
  // entry of a piece no longer in play is no one's business.
  const entries = entering?.filter((e) => units.has(e.piece) || leaders.has(e.piece)) ?? [];
  // IA1 16.42: a side's abort-only exits are derived from its own guns and entries (hidden ones too): the enemy never
  // uses them, and they would tell him whether it has guns and where a hidden group entered.
  const exits = rest.exits?.filter((x) => x.side === side || !x.abortOnly);
  return { side, battle: { ...rest, ...(exits ? { exits } : {}), units, leaders, activation, ...(own ? { plans: { [side]: own } } : {}), ...(entries.length ? { entering: entries } : {}) }, hiddenEnemies: hidden.onMap };
}

/**
 * `e` as `side` sees it, on the battle as it stood before it: events that privately concern an enemy piece still
 * hidden are not seen (or are seen without it); a reveal brings the revealed pieces as they stand.
 */
export function iaEventFor(b: IaBattle, e: IaEvent, side: string): IaEvent | null {
  const hiddenFrom = (id: string): boolean => {
    const p = b.units.get(id) ?? b.leaders.get(id);
    return p !== undefined && !knownTo(p, side);
  };
  const seen = (id: string) => !hiddenFrom(id);
  switch (e.type) {
    case "activated": {
      if (e.side === side) return e;
      const pieces = Object.fromEntries(Object.entries(e.pieces).filter(([id]) => seen(id)).map(([id, p]) => [id, p.ledBy !== null && hiddenFrom(p.ledBy) ? { ...p, ledBy: null } : p]));
      return Object.keys(pieces).length ? { ...e, pieces } : null;
    }
    // IA1 16.41: the enemy learns of an entering piece (and a transport's cargo) as it stands in the hex it entered
    // (16.5: a hidden one is placed on the board by entering, unless the scenario has it enter hidden: then it is not seen).
    case "entered-board": {
      if (!hiddenFrom(e.piece)) return e;
      if (entersHidden(b, e.piece)) return null;
      const p = (b.units.get(e.piece) ?? b.leaders.get(e.piece))!;
      const cargo = "carrying" in p && p.carrying !== null ? [{ ...b.units.get(p.carrying)!, hex: e.to, hidden: false }] : [];
      return { ...e, found: [{ ...p, hex: e.to, hidden: false }, ...cargo] };
    }
    case "revealed": {
      const found = e.pieces.filter(hiddenFrom).map((id) => ({ ...(b.units.get(id) ?? b.leaders.get(id))!, hidden: false }));
      return found.length ? { ...e, found } : e;
    }
    case "moved-fired":
    case "markers-removed":
    case "movement-stopped": {
      const pieces = e.pieces.filter(seen);
      return pieces.length ? { ...e, pieces } : null;
    }
    // IA1 9.11, 9.14, 9.61, 18.1: the plan, its aborts, cross-outs and scatter checks are the side's own business.
    case "artillery-plan-written":
      return e.side === side ? e : { type: e.type, side: e.side };
    case "abort-rolled":
    case "planned-fire-crossed":
    case "scatter-checked":
    case "move-mission-ended":
    case "move-gun-set-down":
      return e.side === side ? e : null;
    // IA1 9.83, 16.5: rolled for a hex of the firer's pieces: unseen while they are all hidden from the other side.
    case "friendly-fire-rolled":
      return e.side === side || [...b.units.values(), ...b.leaders.values()].some((p) => p.side === e.side && p.hex === e.at && knownTo(p, side)) ? e : null;
    case "spotted-marker": {
      const units = e.units.filter(seen);
      return units.length ? { ...e, units } : null;
    }
    default:
      return piecesConcerned(e).some(hiddenFrom) ? null : e;
  }
}

/** The Infantry Attacks views (core/views). */
export const iaViews: SideViews<IaBattle, IaEvent, IaSideView> = { state: iaSideView, event: iaEventFor };

/** A command (as JSON) as `side` may see it echoed: another side's Artillery Plan is its secret (IA1 9.11), shown only as written. */
export function iaCommandSeenBy(command: unknown, side: string): unknown {
  const c = command as { type?: unknown; side?: unknown };
  return c.type === "write-artillery-plan" && c.side !== side ? { type: c.type, side: c.side } : command;
}
