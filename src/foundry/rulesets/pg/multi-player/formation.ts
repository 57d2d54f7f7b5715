/**
 * PG 17.62–17.64 formation command, pure: each of a side's pieces assigned to one of its players, who alone orders it
 * "no matter where [it moves] on the board"; the side's Commanding Officer is the player who controls its highest-ranking
 * leader, and on that leader's death the player with the next-highest-ranking surviving one (docs/rulings.md, PG 17.62,
 * 17.63, 17.64). Only the side's own pieces are read: who its players are and what its pieces are is its own business.
 */
import { isCombatUnit } from "../../../../engine/rules/pg/units/classify";
import type { PgBattle, PgLeader } from "../../../../engine/rules/pg/state";

/** A side's division of its pieces among its players (PG 17.62). */
export interface Formation {
  /** Piece id → the user who controls it. */
  readonly players: Readonly<Record<string, string>>;
  /** PG 17.63: the highest-ranking leader designated as having seniority (null: the side has no leader with a rank). */
  readonly senior: string | null;
  /**
   * The player named CO where no leader decides (null: none): the CO roll's winner on a side with no ranked leader
   * (17.63), or the die roll's winner between players tied for the command, named by the GM (17.64).
   */
  readonly successor: string | null;
}

/** The player who controls `piece`; null for a piece assigned to nobody. */
export const controllerOf = (f: Formation, piece: string): string | null => (Object.hasOwn(f.players, piece) ? f.players[piece]! : null);

/** PG 17.62 "he may NOT activate the units of another player": the first of `pieces` another player than `user` controls. */
export const foreignPiece = (f: Formation, user: string, pieces: readonly string[]): string | null => pieces.find((p) => (controllerOf(f, p) ?? user) !== user) ?? null;

/** PG 6.72 (ruling A58): only a regular or cavalry leader has a rank that makes him "highest-ranking". */
const ranked = (l: PgLeader): boolean => l.kind === "regular" || l.kind === "cavalry";

/** PG 17.63: the side's surviving leaders of the highest rank (those who could have seniority). */
export function highestRanked(state: PgBattle, side: string): PgLeader[] {
  const leaders = [...state.leaders.values()].filter((l) => l.side === side && ranked(l));
  const top = Math.max(...leaders.map((l) => l.rank));
  return leaders.filter((l) => l.rank === top);
}

/** PG 17.64: the steps of the surviving combat units (1.2) each player controls. */
function combatSteps(state: PgBattle, side: string, f: Formation, player: string): number {
  let steps = 0;
  for (const u of state.units.values()) if (u.side === side && isCombatUnit(u) && controllerOf(f, u.id) === player) steps += u.steps;
  return steps;
}

/** The side's CO as the formation makes him: `co`, or null with `tied` the players between whom a die decides (PG 17.64). */
export interface CommandingOfficer {
  readonly co: string | null;
  readonly tied: readonly string[];
}

/**
 * PG 17.63, 17.64: the player who controls the leader having seniority while he survives (on a side with no ranked
 * leader, the CO roll's winner); after his death, the player who controls the highest-ranking surviving leader — between
 * players who each control one of that rank (all of them, when none controls a ranked leader any more), the one who
 * controls the most surviving combat unit steps, and between those the one the GM names after their die roll. Null
 * while that die is not yet rolled.
 */
export function commandingOfficer(state: PgBattle, side: string, f: Formation): CommandingOfficer {
  if (f.senior === null) return { co: f.successor, tied: [] };
  const senior = state.leaders.get(f.senior);
  if (senior) return { co: controllerOf(f, senior.id), tied: [] };
  const leaders = [...state.leaders.values()].filter((l) => l.side === side && ranked(l) && controllerOf(f, l.id) !== null);
  const top = Math.max(...leaders.map((l) => l.rank));
  const players = leaders.length ? [...new Set(leaders.filter((l) => l.rank === top).map((l) => controllerOf(f, l.id)!))] : [...new Set(Object.values(f.players))];
  if (players.length <= 1) return { co: players[0] ?? null, tied: [] };
  const steps = new Map(players.map((p) => [p, combatSteps(state, side, f, p)]));
  const most = Math.max(...steps.values());
  const tied = players.filter((p) => steps.get(p) === most);
  if (tied.length === 1) return { co: tied[0]!, tied: [] };
  return f.successor !== null && tied.includes(f.successor) ? { co: f.successor, tied: [] } : { co: null, tied };
}

/**
 * PG 17.62: the player among `players` who controls most of `pieces` (a decision's); the first named wins a tie. Undefined
 * when none controls any.
 */
export function formationDecider(f: Formation, players: readonly string[], pieces: readonly string[]): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const p of players) {
    const count = new Set(pieces.filter((id) => controllerOf(f, id) === p)).size;
    if (count > most) [best, most] = [p, count];
  }
  return best;
}
