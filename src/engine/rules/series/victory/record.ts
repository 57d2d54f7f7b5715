import { own } from "../../../core/draft";
import type { SeriesBattle } from "../state/battle";
import type { SeriesLeader, SeriesUnit } from "../state/pieces";
import type { VictoryLosses } from "./conditions";

type Battle = SeriesBattle<SeriesUnit<unknown>, SeriesLeader>;

/** The draft's own victory losses of `side` (created empty when absent); only reducers write them. */
export function lossesW(b: Battle, side: string): VictoryLosses {
  b.losses ??= {};
  const all = own<Record<string, VictoryLosses>>(b, b, "losses");
  all[side] ??= { steps: 0, units: 0, leaders: 0, exits: [] };
  return own(b, all, side, (l) => ({ ...(l as VictoryLosses), exits: [...(l as VictoryLosses).exits] }) as typeof l);
}

/** A side's losses for victory so far (none when nothing is recorded). */
export const lossesOf = (b: Battle, side: string): VictoryLosses => b.losses?.[side] ?? { steps: 0, units: 0, leaders: 0, exits: [] };
