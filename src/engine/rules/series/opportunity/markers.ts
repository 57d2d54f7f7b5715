import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { spotFirers } from "../fire/markers";
import type { LeaderOf, UnitOf } from "../rules/leadership";

/**
 * After opportunity fire (13.1, 7.46, 7.22): a unit's first of two opportunity fires this turn (`shots`: its direct fires
 * unless the game says otherwise, PG 13.0 AT fire) gets the second marker
 * (IA1: OPPORTUNITY FIRE; PG: a second MOVED/FIRED), its last and every other firer MOVED/FIRED, with the leaders who
 * took part (what they keep for a second shot is the game's, IA1 3.3); then SPOTTED markers as after any fire (8.22).
 */
export function markOpportunityFirers<B extends ReducedBattle>(
  ctx: SeriesContext<B>,
  firers: readonly UnitOf<B>[],
  leaders: readonly LeaderOf<B>[],
  shots: (u: UnitOf<B>) => number = ctx.rules.opportunity.directShots,
): void {
  const { cite, opportunity } = ctx.rules;
  const firstShot = firers.filter((u) => shots(u) > 1 && !u.oppFire).map((u) => u.id);
  const done = [...firers, ...leaders].map((p) => p.id).filter((id) => !firstShot.includes(id));
  if (done.length) ctx.emit({ type: "moved-fired", pieces: done, rule: cite("13.1", "7.22 (opportunity)") });
  for (const id of firstShot) ctx.emit({ type: "opp-fire-marker", unit: id, rule: cite("13.1", "7.46") });
  if (firstShot.length) opportunity.combinedFirstShot(ctx, leaders, firstShot);
  spotFirers(ctx, firers);
}
