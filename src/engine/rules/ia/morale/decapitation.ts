import { sideOf, type IaBattle, type IaLeader, type LeaderType } from "../state";
import { cite } from "../transport/rule";

/** IA1 6.73: the ranks whose loss is catastrophic. */
const CATASTROPHIC_TITLES = ["general", "generalmajor", "colonel", "oberst", "polkovnik"];
/** IA2 6.74: five or more stars. */
const CATASTROPHIC_STARS = 5;

/** The decapitation rule in the battle's edition (IA1 6.72 is IA2 6.73). */
export const decapitationRule = (b: IaBattle): string => cite(b, "6.72", "6.73");

/** IA1 6.73 by rank title; IA2 6.74 by stars. */
export const catastrophicRank = (b: IaBattle, l: IaLeader): boolean =>
  b.edition === "IA2" ? l.rank >= CATASTROPHIC_STARS : CATASTROPHIC_TITLES.includes(l.rankTitle?.toLowerCase() ?? "");

/**
 * IA1 6.72: for the rest of the turn the leader fell in and the 2 (or 4) turns after it, the side's leaders of
 * his type must pass a morale check to activate.
 */
export function decapitated(battle: IaBattle, side: string, leaderType: LeaderType): boolean {
  const d = sideOf(battle, side).decapitation;
  return d !== undefined && d.leaderType === leaderType && battle.turn <= d.turn + d.turns;
}

/** IA1 6.72: the initiative to roll with — two less, never below zero, in the 2 (or 4) turns after the loss. */
export function effectiveInitiative(battle: IaBattle, side: string): number {
  const s = sideOf(battle, side);
  const d = s.decapitation;
  const penalized = d !== undefined && battle.turn > d.turn && battle.turn <= d.turn + d.turns;
  return penalized ? Math.max(0, s.initiative - 2) : s.initiative;
}
