import type { Charts, QueryView } from "../../../core/ruleset-module";
import { seriesQueries } from "../../series/queries/oracle-queries";
import { previewMove } from "../../series/queries/preview";
import type { PgContext } from "../commands/context";
import type { PgCharts } from "../data";
import { applyPgEvent } from "../events";
import { PG_RULES } from "../rules";
import { pgSightRules } from "../rules/sight";
import { chartsOf } from "../saved-game";
import type { PgBattle } from "../state";

/** The AT table a query's move preview judges 5.4's threats by: the request's, else the shipped one. */
const pgCharts = (charts: Charts): PgCharts => chartsOf(charts["at-table"] ? { atTable: charts["at-table"] as PgCharts["atTable"] } : {});

/** The questions the oracle answers on a Panzer Grenadier battle (series/queries/oracle-queries.ts). */
export const PG_QUERIES = seriesQueries<PgBattle>({
  view: (v) => ({ state: v.state, map: v.map, tec: v.charts.tec }),
  sight: pgSightRules,
  preview: (v: QueryView<PgBattle>, piece, path, withLeaders) =>
    previewMove(v, { context: (outer: Omit<PgContext, "map" | "tec" | "charts" | "rules">): PgContext => ({ ...outer, map: v.map, tec: v.charts.tec, charts: pgCharts(v.charts), rules: PG_RULES }), apply: applyPgEvent }, piece, path, withLeaders),
});
