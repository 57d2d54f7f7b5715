import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { enemyCombatUnitsIn } from "../movement/step";

/** 12.2 (IA1 12.4): the hexes (as "col,row") whose assault `side`'s assault movement owes this segment and has not fought. */
export function owedAssaults<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string): string[] {
  return (ctx.state.activation?.assaultsOwed ?? [])
    .filter((h) => enemyCombatUnitsIn(ctx, side, h))
    .map((h) => ctx.map.offsetAt(h))
    .map(({ col, row }) => `${col},${row}`);
}
