import { unitW } from "../../series/state/write";
import type { PgBattle } from "../state";
import { isTrainOrVessel } from "../units/train-vessel";

/** PG 15.2: "place 3 MOVED/FIRED markers on such units after they've conducted opportunity fire to show they can still move". */
export function placeExtraMarkers(b: PgBattle, firers: readonly string[]): void {
  for (const id of firers) if (isTrainOrVessel(b.units.get(id)!)) unitW(b, id).extraMarkers = true;
}

/** PG 15.2: "remove the extra two markers" — as the train or vessel activates to move (or the turn ends). */
export function removeExtraMarkers(b: PgBattle, ids: readonly string[]): void {
  for (const id of ids) if (b.units.get(id)?.extraMarkers) delete unitW(b, id).extraMarkers;
}
