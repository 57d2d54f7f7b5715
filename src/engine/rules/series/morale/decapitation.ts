import type { ReducedBattle } from "../events/types";
import type { LeaderOf } from "../rules/leadership";

/** 6.72: leader `l` is his side's highest-ranking leader: no other outranks him (a leader of equal rank ties for it). */
export function highestRanking<B extends ReducedBattle>(b: B, l: LeaderOf<B>): boolean {
  for (const o of b.leaders.values()) if (o.side === l.side && o.rank > l.rank) return false;
  return true;
}
