import type { SeriesContext } from "../../series/context";
import type { PgCharts } from "../data";
import type { PgEvent } from "../events";
import type { PgBattle } from "../state";

/** What a Panzer Grenadier command handler works with: the series' context (the map, its TEC, PG's series rules) and PG's charts. */
export interface PgContext extends SeriesContext<PgBattle> {
  emit(event: PgEvent): void;
  readonly charts: PgCharts;
}
