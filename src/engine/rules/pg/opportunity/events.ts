import { seriesReducers } from "../../series/events/reducers";
import { unitW } from "../../series/state/write";
import type { PgBattle } from "../state";
import { pgCanFortify } from "../units/fortify";
import { placeExtraMarkers, removeExtraMarkers } from "../movement/extra-markers";

const series = seriesReducers({ canFortify: pgCanFortify });

/** How opportunity fire changes a PG battle besides the series' record (13.21). */
export const opportunityKindReducers = {
  /** PG 13.0 "either type … but not both": the firers' kind of opportunity fire this turn (AT when they made an AT attack). */
  "opportunity-fired"(b: PgBattle, e: Parameters<(typeof series)["opportunity-fired"]>[1]) {
    series["opportunity-fired"](b, e);
    for (const id of e.firers) {
      const u = unitW(b, id);
      u.oppFireKind = u.atShots === undefined ? "direct" : "at";
    }
    placeExtraMarkers(b, e.firers);
  },
  /** PG 15.2: a train or vessel activated under its extra markers has them taken off. */
  activated(b: PgBattle, e: Parameters<(typeof series)["activated"]>[1]) {
    series.activated(b, e);
    removeExtraMarkers(b, Object.keys(e.pieces));
  },
};
