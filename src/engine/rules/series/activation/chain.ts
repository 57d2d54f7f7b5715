import type { ReducedBattle } from "../events/types";
import type { ReachRules, UnitOf } from "../rules/leadership";
import type { SeriesActivation } from "../state/battle";

/**
 * 3.2, 3.12, 3.13: the leader who activated piece `id` this segment, or null. Who activated whom is settled as the
 * segment starts, so it stands when that leader or the piece leaves play (a leader who did is in `fallen`).
 */
export const activatorOf = (a: SeriesActivation, id: string): string | null => a.pieces[id]?.ledBy ?? a.fallen?.[id] ?? null;

/** 3.2: the leaders above piece `id` in the segment's chain of activation, nearest first, those who left play included. */
export function chainAbove(a: SeriesActivation, id: string): string[] {
  const chain: string[] = [];
  for (let l = activatorOf(a, id); l !== null && !chain.includes(l); l = activatorOf(a, l)) chain.push(l);
  return chain;
}

/**
 * 3.11, 5.4, 5.42 (IA1 5.5, 5.41, 5.7): whether a leader of its own kind activated unit `u` this segment. The unit
 * keeps that status for the segment when he leaves play: it was activated by him.
 */
export function leaderActivated<B extends ReducedBattle>(leadership: ReachRules<B>, b: B, a: SeriesActivation, u: UnitOf<B>): boolean {
  const led = a.pieces[u.id]?.ledBy ?? null;
  if (led === null) return false;
  const l = leadership.leader(b, led);
  return l === undefined ? a.fallen?.[led] !== undefined : leadership.leads(l, u);
}
