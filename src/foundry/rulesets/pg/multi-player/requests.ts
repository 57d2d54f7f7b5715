/**
 * The `multi-player` request of PG's capability (capability.ts), its changes to a side's record (book.ts):
 * - `support` `[{ factor, sector }]` (PG 17.63, sector games): "at the start of each turn he divides-up air units and
 *   artillery factors between his sector commanders": the CO or a GM, for the turn not yet begun (given after it began,
 *   for the next), replacing what was given before;
 * - `players` `{ piece: user }` with `senior` (17.62, 17.63, formation games): the division of the side's pieces among
 *   its players, the highest-ranking leader having seniority going to the CO; the CO before his side's first command, a
 *   GM at any time (an empty division ends the formation game);
 * - `successor` (17.64): the player a GM names CO after the die roll between players tied on leaders and steps;
 * - `activating` (17.63): the player the CO (or a GM) names to take the side's segments; null for none.
 */
import type { Reply } from "../../../referee/protocol";
import { refusal } from "../../../referee/protocol";
import type { BattleSector } from "../../series/sector-command/battle-sectors";
import { readAssignments } from "../../series/sector-command/factors";
import type { SectorPorts } from "../../series/sector-command/ports";
import { ordersTurn, turnOf } from "../../series/sector-command/turns";
import type { PgTableGame } from "../table-game";
import type { PgSideBook } from "./book";
import { pgSupport } from "./command-pieces";
import { commandingOfficer, highestRanked, type Formation } from "./formation";

export interface MultiPlayerRequest {
  readonly kind: "multi-player";
  readonly support?: unknown;
  readonly players?: unknown;
  readonly senior?: unknown;
  readonly successor?: unknown;
  readonly activating?: unknown;
}

/** Who asks, for which side, on what. */
export interface BookChange {
  readonly game: PgTableGame;
  readonly held: PgSideBook;
  readonly sectors: readonly BattleSector[];
  readonly user: string;
  readonly gm: boolean;
  readonly side: string;
  readonly ports: SectorPorts;
}

type Changed = Reply | { readonly book: PgSideBook };

/** PG 17.63: the fire divided between the sectors for the turn not yet begun. */
function support(x: BookChange, json: unknown, book: PgSideBook): Changed {
  if (!x.gm && !x.ports.isCommandingOfficer(x.user)) return refusal("referee.pg-not-commanding-officer");
  const given = readAssignments(json);
  if (given === null) return refusal("referee.pg-bad-support");
  const names = x.sectors.map((s) => s.name);
  const fire = pgSupport(x.game.state, x.side);
  const bad = given.find((a) => !names.includes(a.sector) || !fire.some((f) => f.id === a.factor));
  if (bad) return refusal("referee.pg-bad-support-sector", { factor: bad.factor, sector: bad.sector });
  return { book: { ...book, support: { turn: ordersTurn(turnOf(x.game.state)), assignments: given } } };
}

/** PG 17.62, 17.63: the side's pieces divided among its players, and the leader having seniority. */
function division(x: BookChange, players: unknown, senior: unknown, book: PgSideBook): Changed {
  const { state } = x.game;
  // "Divide all of each side's units and leaders among the side's players" before play: after the side's first command only a GM changes it.
  const open = !x.game.log.entries.some((e) => e.command.side === x.side);
  if (!x.gm && !(x.ports.isCommandingOfficer(x.user) && open)) return refusal(open ? "referee.pg-not-commanding-officer" : "referee.pg-formation-fixed");
  if (typeof players !== "object" || players === null || Array.isArray(players) || !Object.values(players).every((u) => typeof u === "string" && u !== ""))
    return refusal("referee.pg-bad-formation");
  const assigned = players as Record<string, string>;
  const foreign = Object.keys(assigned).find((id) => (state.units.get(id) ?? state.leaders.get(id))?.side !== x.side);
  if (foreign !== undefined) return refusal("referee.pg-bad-assignment", { piece: foreign });
  if (!Object.keys(assigned).length) return { book: { ...book, formation: null, activating: null } };
  // 17.63 "designate one of the highest-ranked leaders as having seniority": named, kept, or the only one.
  const top = highestRanked(state, x.side).map((l) => l.id);
  const kept = book.formation?.senior;
  const chosen = senior !== undefined ? senior : kept !== undefined && kept !== null && top.includes(kept) ? kept : top.length === 1 ? top[0] : undefined;
  if (top.length && (typeof chosen !== "string" || !top.includes(chosen))) return refusal("referee.pg-name-senior");
  const seniority = top.length ? (chosen as string) : null;
  // 17.63 "the player who wins the roll to be CO takes control of the highest-ranking leader".
  if (open && seniority !== null && !x.ports.isCommandingOfficer(assigned[seniority] ?? "")) return refusal("referee.pg-senior-not-co", { leader: state.leaders.get(seniority)!.name });
  // A side with no ranked leader: its CO is the roll's winner among its players, kept as the division names him.
  const winner = seniority === null ? (Object.values(assigned).find((u) => x.ports.isCommandingOfficer(u)) ?? book.formation?.successor ?? null) : null;
  if (seniority === null && winner === null) return refusal("referee.pg-no-co-player");
  const formation: Formation = { players: { ...assigned }, senior: seniority, successor: winner };
  const activating = book.activating !== null && Object.values(assigned).includes(book.activating) ? book.activating : null;
  return { book: { ...book, formation, activating } };
}

/** PG 17.64 "roll a die to resolve ties": the GM names the winner among the tied players. */
function successor(x: BookChange, json: unknown, book: PgSideBook): Changed {
  if (!x.gm) return refusal("referee.pg-successor-gm");
  const f = book.formation;
  const tied = f ? commandingOfficer(x.game.state, x.side, { ...f, successor: null }).tied : [];
  if (!f || typeof json !== "string" || !tied.includes(json)) return refusal("referee.pg-bad-successor");
  return { book: { ...book, formation: { ...f, successor: json } } };
}

/** PG 17.63 "He also decides which player gets to activate units in each friendly action segment". */
function activating(x: BookChange, json: unknown, book: PgSideBook): Changed {
  const f = book.formation;
  if (!f) return refusal("referee.pg-no-formation");
  if (!x.gm && x.user !== commandingOfficer(x.game.state, x.side, f).co) return refusal("referee.pg-not-commanding-officer");
  if (json !== null && (typeof json !== "string" || !Object.values(f.players).includes(json))) return refusal("referee.pg-bad-activating");
  return { book: { ...book, activating: json } };
}

/** The side's record after the request (the same record when it gives nothing), or its refusal. */
export function changeBook(x: BookChange, request: MultiPlayerRequest): Changed {
  let book = x.held;
  const steps: [boolean, (b: PgSideBook) => Changed][] = [
    [request.support !== undefined, (b) => support(x, request.support, b)],
    [request.players !== undefined, (b) => division(x, request.players, request.senior, b)],
    [request.successor !== undefined, (b) => successor(x, request.successor, b)],
    [request.activating !== undefined, (b) => activating(x, request.activating, b)],
  ];
  for (const [asked, step] of steps) {
    if (!asked) continue;
    const next = step(book);
    if ("ok" in next) return next;
    book = next.book;
  }
  return { book };
}
