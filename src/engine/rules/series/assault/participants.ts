import type { ReducedBattle } from "../events/types";
import type { UnitOf } from "../rules/leadership";
import type { SeriesContext } from "../context";
import { unitsAt } from "../state/occupancy";

/** A unit that fights in an assault hex on its own: a combat unit, not loaded (PG 5.67, IA1 12.32: cargo has no strength). */
export const fighter = <B extends ReducedBattle>(ctx: SeriesContext<B>, u: UnitOf<B>): boolean => u.carriedBy === null && ctx.rules.movement.isCombatUnit(u);

/** `side`'s combat units in the hex. */
export const fightersOf = <B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, hex: number): UnitOf<B>[] =>
  (unitsAt(ctx.state, hex) as UnitOf<B>[]).filter((u) => u.side === side && fighter(ctx, u));
