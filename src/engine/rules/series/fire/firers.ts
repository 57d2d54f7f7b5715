import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { isAssaultHex } from "../movement/step";
import type { LeaderOf, UnitOf } from "../rules/leadership";

/** A unit that may take part in a direct fire attack on `target` (7.2, 7.31, 7.32, 10.2, 10.4). */
export function checkFirer<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, id: string, target: number): UnitOf<B> {
  const { cite, say } = ctx.rules;
  const u = ctx.state.units.get(id) as UnitOf<B> | undefined;
  refuseUnless(u !== undefined && u.side === side, cite("10.2"), say("fire.not-your-unit", { id, side }));
  refuseUnless(u.hex !== null, cite("10.2"), say("fire.unit-off-map", { unit: u.name }));
  const fire = ctx.rules.fire.directFire(u);
  refuseUnless(fire !== null, cite("7.31"), say("fire.no-direct-fire", { unit: u.name }));
  refuseUnless(u.status !== "demoralized", cite("14.3"), say("fire.demoralized", { unit: u.name }));
  refuseUnless(u.carriedBy === null, cite("7.31"), say("fire.loaded", { unit: u.name }));
  refuseUnless(!u.limbered, cite("7.31"), say("fire.limbered", { unit: u.name }));
  refuseUnless(!u.movedFired && !u.oppFire, cite("7.22"), say(u.oppFire ? "fire.opportunity-fired" : "fire.moved-fired", { unit: u.name }));
  refuseUnless(!isAssaultHex(ctx, u.hex), cite("10.4"), say("fire.assault-hex", { unit: u.name }));
  const range = distance(ctx.map.hexAt(u.hex), ctx.map.hexAt(target));
  refuseUnless(range <= fire.range, cite("7.32"), say("fire.out-of-range", { unit: u.name, distance: range, range: fire.range }));
  return u;
}

/** An activated leader taking part in the fire: combining it (6.41) or adding his combat modifier (6.42). */
export function checkLeader<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, id: string, firers: readonly UnitOf<B>[]): LeaderOf<B> {
  const { cite, say } = ctx.rules;
  const l = ctx.state.leaders.get(id) as LeaderOf<B> | undefined;
  refuseUnless(l !== undefined && l.side === side && l.hex !== null, cite("6.4"), say("fire.not-your-leader", { id, side }));
  refuseUnless(!l.movedFired, cite("6.2"), say("fire.leader-moved-fired", { leader: l.name }));
  refuseUnless(l.status !== "demoralized", cite("14.3"), say("fire.leader-demoralized", { leader: l.name }));
  // 3.12: a good-order leader directs his hex and the six adjacent ones, a disrupted leader only his own.
  const reach = l.status === "good" ? 1 : 0;
  const at = ctx.map.hexAt(l.hex);
  const directs = firers.some((u) => ctx.rules.leadership.leads(l, u) && distance(at, ctx.map.hexAt(u.hex!)) <= reach);
  refuseUnless(directs, cite("3.12"), say("fire.leader-directs-none", { leader: l.name }));
  return l;
}
