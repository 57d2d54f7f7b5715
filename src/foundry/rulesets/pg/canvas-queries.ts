/** Panzer Grenadier's answers to the canvas's queries (series/canvas-queries.ts): fog marks, the LOS tool, the ruler. */
import type { PgContext } from "../../../engine/rules/pg/commands/context";
import { pg3Charts } from "../../../engine/rules/pg/data";
import { applyPgEvent } from "../../../engine/rules/pg/events";
import { PG_RULES } from "../../../engine/rules/pg/rules";
import { pgSightRules } from "../../../engine/rules/pg/rules/sight";
import { chartsOf } from "../../../engine/rules/pg/saved-game";
import type { PgBattle } from "../../../engine/rules/pg/state";
import { pgSideView } from "../../../engine/rules/pg/view/side-view";
import { lineOfSight } from "../../../engine/rules/series/queries/line-of-sight";
import { previewMove } from "../../../engine/rules/series/queries/preview";
import { seriesCanvasQueries } from "../series/canvas-queries";
import type { PgTableGame } from "./table-game";

/** PG 8.0–8.42 spotting, 16.6 hidden units, 16.7 face-down minefields, 6.8 secret tank leaders: each side asks on its own view. */
export const pgCanvasQueries = seriesCanvasQueries<PgBattle, PgTableGame>({
  // The chart the battle plays with: its saved game's, else the shipped one (as saved games load).
  tec: (game) => game.charts.tec ?? pg3Charts.tec,
  sideView: (state, side) => pgSideView(state, side).battle,
  sight: pgSightRules,
  lineOfSight: (view, from, to, target) => lineOfSight(view, pgSightRules, from, to, target),
  // PG 5.0–5.4: the very checks a move makes, with the battle's charts (5.4's AT threats read its AT table).
  preview: (game, view, piece, path, withLeaders) =>
    previewMove(view, { context: (outer: Omit<PgContext, "map" | "tec" | "charts" | "rules">): PgContext => ({ ...outer, map: view.map, tec: view.tec, charts: chartsOf(game.charts.charts), rules: PG_RULES }), apply: applyPgEvent }, piece, path, withLeaders),
});
