import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, ReachRules, UnitOf } from "../rules/leadership";

/**
 * 6.41, 7.33: whether `l` may combine the fire of `firers`, who stand in more than one hex: an activated, good-order
 * leader, all of them his kind, in his hex plus at most as many adjacent hexes as his combat modifier (his own need not
 * fire; a modifier of 0 combines none).
 */
export function combinesAcrossHexes<B extends ReducedBattle>(ctx: Pick<SeriesContext<B>, "map"> & { readonly rules: { readonly leadership: Pick<ReachRules<B>, "leads"> } }, l: LeaderOf<B>, firers: readonly UnitOf<B>[]): boolean {
  if (l.status !== "good" || !firers.every((u) => ctx.rules.leadership.leads(l, u))) return false;
  const away = [...new Set(firers.map((u) => u.hex!))].filter((h) => h !== l.hex);
  return away.length <= l.combat && away.every((h) => distance(ctx.map.hexAt(h), ctx.map.hexAt(l.hex!)) === 1);
}

/**
 * 6.41, 7.33: units in one hex always combine their direct fire. Units in several hexes combine only if each may
 * (IA1 7.32: personnel units) and one leader may combine them all (`combinesAcrossHexes`).
 */
export function checkCombining<B extends ReducedBattle>(ctx: SeriesContext<B>, firers: readonly UnitOf<B>[], leaders: readonly LeaderOf<B>[]): void {
  const { cite, say } = ctx.rules;
  const hexes = new Set(firers.map((u) => u.hex!));
  if (hexes.size === 1) return;
  const alone = firers.find((u) => !ctx.rules.fire.combinesAcross(u));
  refuseUnless(alone === undefined, cite("7.33 (across)"), say("combine.field-gun", { unit: alone?.name ?? "" }));
  refuseUnless(
    leaders.some((l) => combinesAcrossHexes(ctx, l, firers)),
    cite("6.41"),
    say("combine.no-leader", { count: hexes.size }),
  );
}
