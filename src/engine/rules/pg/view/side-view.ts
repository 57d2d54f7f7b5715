import type { SideViews } from "../../../core/views";
import { seriesPiecesConcerned } from "../../series/view/event-pieces";
import { seriesEventFor, seriesSideView, type SeriesSideView } from "../../series/view/side-view";
import type { PgEvent } from "../events";
import { PG_ENTRY } from "./event-pieces";
import type { PgActivation, PgBattle } from "../state";

/** A battle as Panzer Grenadier shows it to one side (series/view/side-view.ts). */
export type PgSideView = SeriesSideView<PgBattle>;


/**
 * What `side` may know of the battle. PG 6.8: which AFVs carry the enemy's assigned tank leaders is his secret until one
 * is used (then it is in `tankLeadersRevealed`, public). PG 16.7: the enemy's minefields lie face-down: their hexes are
 * seen, their strength (a dummy's too) only once turned up; his minefields not yet placed are not seen at all.
 */
export function pgSideView(b: PgBattle, side: string): PgSideView {
  return seriesSideView(b, side, (seen) => {
    const own = seen.tankLeaders[side];
    const minefields = seen.minefields?.flatMap((m) => (m.owner === side || m.revealed ? [m] : m.hex === null ? [] : [{ ...m, strength: null }]));
    const activation = seen.activation && seen.activation.side !== side ? withoutSecretLeaders(b, seen.activation) : seen.activation;
    return { ...seen, activation, tankLeaders: own ? { [side]: own } : {}, ...(minefields ? { minefields } : {}) };
  });
}

/** PG 6.8: an AFV that activated pieces through a tank leader its side assigned in secret, not yet revealed. */
const secretLeader = (b: PgBattle, side: string, id: string | null): boolean => id !== null && (b.tankLeaders[side]?.includes(id) ?? false) && !(b.tankLeadersRevealed?.includes(id) ?? false);

/** The enemy's segment with a secret tank leader named as no one's activator (a tank leader goes by his AFV's id). */
function withoutSecretLeaders(b: PgBattle, a: PgActivation): PgActivation {
  const hide = (l: string | null) => (secretLeader(b, a.side, l) ? null : l);
  const pieces = Object.fromEntries(Object.entries(a.pieces).map(([id, p]) => [id, secretLeader(b, a.side, p.ledBy) ? { ...p, ledBy: null } : p]));
  return { ...a, pieces, ...(a.fallen ? { fallen: Object.fromEntries(Object.entries(a.fallen).map(([id, l]) => [id, hide(l)])) } : {}) };
}

/** `e` as `side` sees it: PG 6.8, a side's tank-leader assignment is its own business; 6.9, hidden leaders' designation too; the series' events as the series shows them. */
export function pgEventFor(b: PgBattle, e: PgEvent, side: string): PgEvent | null {
  if (e.type === "tank-leaders-assigned") return e.side === side ? e : null;
  // PG 16.6: the enemy learns the kind of the leaders he sees, not of hidden ones (6.9).
  if (e.type === "cavalry-leaders-designated" && e.side !== side) return { ...e, leaders: e.leaders.filter((id) => b.leaders.get(id)?.hidden !== true) };
  if (e.type === "activated" && e.side !== side) {
    const pieces = Object.fromEntries(Object.entries(e.pieces).map(([id, p]) => [id, secretLeader(b, e.side, p.ledBy) ? { ...p, ledBy: null } : p]));
    return seriesEventFor(b, { ...e, pieces }, side, concerned);
  }
  return seriesEventFor(b, e, side, concerned);
}

/** The pieces an event concerns privately: the series' events', and a unit's work and crossing roll (PG 16.3, 16.75, 5.73). */
const concerned = (e: PgEvent) => (e.type === "work-done" || e.type === "crossing-rolled" ? [e.unit] : seriesPiecesConcerned(e, PG_ENTRY));

/** The Panzer Grenadier views (core/views). */
export const pgViews: SideViews<PgBattle, PgEvent, PgSideView> = { state: pgSideView, event: pgEventFor };
