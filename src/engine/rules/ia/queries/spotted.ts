import { SpottedSet as SeriesSpottedSet, spottedBy as seriesSpottedBy } from "../../series/queries/spotted";
import type { IaView } from "../commands/context";
import { iaSight } from "../rules/sight";
import type { IaBattle } from "../state";

/** IA1 8.1–8.8, 16.5: the enemy pieces `side` spots now (series/queries/spotted.ts). */
export const spottedBy = (view: IaView, side: string): Set<string> => seriesSpottedBy(view, side, iaSight);

/** A side's spotted set, kept current from one battle state to the next (series/queries/spotted.ts). */
export class SpottedSet extends SeriesSpottedSet<IaBattle> {
  constructor(view: Omit<IaView, "state">, side: string) {
    super(view, side, iaSight);
  }
}
