import { isAboard, type LeaderAboard, type Leading } from "../../series/rules/leadership";
import { unitsOfSideIn, leadersOfSideIn, type PgBattle, type PgLeader, type PgUnit } from "../state";
import { isAfv, isApc, isArmoredCar } from "../units/classify";
import { leaderAboardKind, type PgAboardKind } from "./tank-leaders";
import { isTrain, isTrainOrVessel, isVessel } from "../units/train-vessel";

/**
 * A tank leader or armored car leader (PG 3.3, 6.8, 6.85): no piece, aboard the AFV whose id he goes by; he is where
 * it is, in its morale state (5.44: "the same applies to tank leaders in disrupted and demoralized tank units") and
 * under its markers. He has no rank (3.2, 3.31).
 */
export interface PgLeaderAboard extends LeaderAboard {
  readonly kind: PgAboardKind;
}

/** A leader a PG activation works with: a leader piece, or a leader aboard an AFV. */
export type PgLeading = Leading<PgBattle>;

const NAMES: Record<PgAboardKind, string> = { tank: "tank leader", "armored-car": "armored car leader" };

/** The leader aboard unit `u` as it stands now, or null (tank-leaders.ts `leaderAboardKind`). */
export function leaderAboard(b: PgBattle, u: PgUnit): PgLeaderAboard | null {
  const kind = leaderAboardKind(b, u);
  if (kind === null) return null;
  return { aboard: u.id, id: u.id, kind, side: u.side, name: `${u.name} (${NAMES[kind]})`, hex: u.hex, status: u.status, movedFired: u.movedFired };
}

/** PG 3.1, 3.12: the leaders of `side` in `hexes`: its leader pieces, then the tank and armored car leaders aboard its AFVs there. */
export function pgLeadersIn(b: PgBattle, hexes: readonly number[], side: string): PgLeading[] {
  const pieces: PgLeading[] = leadersOfSideIn(b, hexes, side);
  for (const u of unitsOfSideIn(b, hexes, side)) {
    const l = isAfv(u) ? leaderAboard(b, u) : null;
    if (l) pieces.push(l);
  }
  return pieces;
}

/** The leader `id` names: a leader piece, or the leader aboard AFV `id`. */
export function pgLeader(b: PgBattle, id: string): PgLeading | undefined {
  const piece = b.leaders.get(id);
  if (piece) return piece;
  const u = b.units.get(id);
  return (u && leaderAboard(b, u)) ?? undefined;
}

/** PG 6.9: a cavalry leader acts as a regular leader in all but the charge and his movement allowance. */
const isRegular = (l: PgLeading): l is PgLeader => !isAboard(l) && (l.kind === "regular" || l.kind === "cavalry");

/**
 * PG 3.31–3.34, 5.42, 5.43, 6.81–6.85, 15.2: regular (and cavalry) leaders activate non-AFV units and APCs; tank leaders
 * every AFV, APCs included, but trains and vessels; armored car leaders armored cars only; train and vessel leaders
 * their trains and vessels ("leaders for movement purposes … may not activate other units", ruling A47). Kommissars
 * activate nobody (6.6, issue 18 ruling N1).
 */
export function pgLeads(l: PgLeading, u: PgUnit): boolean {
  if (isAboard(l)) return l.kind === "tank" ? isAfv(u) && !isTrainOrVessel(u) : isArmoredCar(u);
  if (l.kind === "train") return isTrain(u);
  if (l.kind === "vessel") return isVessel(u);
  return isRegular(l) && (!isAfv(u) || isApc(u));
}

/**
 * PG 3.2, 3.31, 3.33, 6.82: a regular (or cavalry) leader activates lower-ranking regular and cavalry leaders of his
 * side; tank and armored car leaders have no rank, activate no leader and are activated by none; nor are Kommissars
 * (ruling N1) or train and vessel leaders (15.2).
 */
export const pgLeadsLeader = (l: PgLeading, sub: PgLeading): boolean => isRegular(l) && isRegular(sub) && sub.rank < l.rank && sub.side === l.side;
