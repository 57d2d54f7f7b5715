import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";

/** 8.22 (IA1 8.52, 8.8): the hex has limiting terrain, or terrain that conceals like a swamp. */
function conceals<B extends ReducedBattle>(ctx: SeriesContext<B>, hex: number): boolean {
  return ctx.map.terrainAt(hex).some((id) => {
    const t = ctx.tec.terrain[id]!;
    return t.limiting.value || t.concealRange.value !== null;
  });
}

/** 8.22 (IA1 8.52, 8.8; IA2 7.22): firers in limiting terrain get a SPOTTED marker. */
export function spotFirers<B extends ReducedBattle>(ctx: SeriesContext<B>, firers: readonly UnitOf<B>[]): void {
  const spotted = firers.filter((u) => !u.spotted && conceals(ctx, u.hex!)).map((u) => u.id);
  if (spotted.length) ctx.emit({ type: "spotted-marker", units: spotted, on: true, rule: ctx.rules.cite("8.22") });
}

/**
 * After firing: MOVED/FIRED on the firers and the leaders who took part (7.46, 3.13; hidden ones were placed on the
 * board as they fired, 16.6: series/view/reveal.ts) but those `unmarked` (PG 7.23: an HMG with points left to fire),
 * then SPOTTED markers (8.22).
 */
export function markFirers<B extends ReducedBattle>(ctx: SeriesContext<B>, firers: readonly UnitOf<B>[], leaders: readonly LeaderOf<B>[], unmarked: (u: UnitOf<B>) => boolean = () => false): void {
  const pieces = [...firers.filter((u) => !unmarked(u)), ...leaders].map((p) => p.id);
  if (pieces.length) ctx.emit({ type: "moved-fired", pieces, rule: ctx.rules.cite("7.46") });
  spotFirers(ctx, firers);
}
