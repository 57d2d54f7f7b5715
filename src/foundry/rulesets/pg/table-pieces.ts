/**
 * Panzer Grenadier's table pieces for the referee (src/foundry/referee/ports.ts): its saved games in the store, commands,
 * results, decisions and views as JSON, its private layer, a drag's `move` commands, the projection, and it
 * answers the canvas's sight, line-of-sight and ruler queries (canvas-queries.ts).
 */
import type { DecisionRequest } from "../../../engine/core/decision";
import { PrivateLayerJson as EnginePrivateLayerJson } from "../../../engine/core/private-layer";
import { DataError, parseData } from "../../../engine/data/validate";
import { decodeOnMap, encodeOnMap, mapToJson, type HexMap } from "../../../engine/map";
import { PgCommandSchema, type PgCommand } from "../../../engine/rules/pg/commands/schema";
import { PgDecisionSchema } from "../../../engine/rules/pg/decisions";
import type { PgEvent } from "../../../engine/rules/pg/events";
import { pgModule } from "../../../engine/rules/pg/module";
import { chartsOf, loadPgGame, savePgGame } from "../../../engine/rules/pg/saved-game";
import type { PgBattle } from "../../../engine/rules/pg/state";
import { pgShowing } from "../../../engine/rules/pg/state/pieces";
import { pgSideView } from "../../../engine/rules/pg/view/side-view";
import type { PrivateLayerJson } from "../../referee/layer-json";
import type { Projection, TableGame, TablePieces } from "../../referee/ports";
import { publicCanUndo } from "../../referee/public-undo";
import { publicEvents } from "../../../engine/core/views";
import { seriesMovingOn, seriesPathCommands } from "../series/move-path";
import { seriesRecordCodecs, seriesTableGame } from "../series/table-game";
import { pgCanvasQueries } from "./canvas-queries";
import { pgCards } from "./cards";
import { pgCombat, PG } from "./combat";
import { pgStatusesOf } from "./statuses";
import { minefieldMarkers } from "./minefield-marks";
import { pgTokenActions } from "./token-actions";
import type { PgTableGame } from "./table-game";
import { PgSavedPending, PgSavedRecord, PgSideResultJson, PgSideViewJson, PgStoredBattle } from "./wire";

type Game = TableGame<PgBattle, PgCommand, PgEvent>;
const pg = (game: Game) => game as PgTableGame;
const offset = (map: HexMap, hex: number): [number, number] => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

/** The deciding side's own pieces a decision names (its options), by id. */
function ownNames(state: PgBattle, request: DecisionRequest): Record<string, string> {
  const pieces = request.options.flatMap((o) => (typeof o === "string" ? [state.units.get(o) ?? state.leaders.get(o)] : []));
  return Object.fromEntries(pieces.flatMap((p) => (p?.side === request.side ? [[p.id, p.name]] : [])));
}

export const pgTablePieces: TablePieces<PgBattle, PgCommand, PgEvent> = {
  id: PG,

  load(id, saved) {
    const { game: json, ...stored } = parseData(PgStoredBattle, saved, `battle ${id}`);
    const game = loadPgGame(json, `battle ${id}`);
    const table: PgTableGame = { ...seriesTableGame(id, game, stored), charts: { ...(game.tec ? { tec: game.tec } : {}), ...(game.charts ? { charts: game.charts } : {}) } };
    return table;
  },
  save: (game) => ({ ...pg(game).stored, game: savePgGame({ map: pg(game).map, log: game.log, pending: game.pending, ...pg(game).charts }) }),
  ...seriesRecordCodecs<PgBattle, PgCommand, PgEvent>(PgSavedRecord, PgSavedPending),

  command(game, json, side) {
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new DataError("command", [{ path: "$", message: "a command is a JSON object" }]);
    // The side is the asker's, set by the referee: whatever the request said is overwritten.
    return decodeOnMap(pg(game).map, PgCommandSchema, { ...json, side }, "command");
  },
  result: (game, result) => encodeOnMap(pg(game).map, PgSideResultJson, result as never),
  decision: (game, request) => ({ ...encodeOnMap(pg(game).map, PgDecisionSchema, request as never), names: ownNames(game.state, request) }),
  // An answer is one of the request's options as JSON (PG asks no decisions with hexes in their options yet).
  answer(_game, request, json) {
    const match = request.options.find((o) => JSON.stringify(o) === JSON.stringify(json));
    return match === undefined ? null : { answer: match };
  },
  // The map is public: it travels with the view.
  view: (game, side) => ({ ...encodeOnMap(pg(game).map, PgSideViewJson, pgSideView(game.state, side)), map: mapToJson(pg(game).map), ...(pg(game).charts.tec ? { tec: pg(game).charts.tec } : {}) }),

  sight: (game, side) => pgCanvasQueries.sight(pg(game), side),
  lineOfSight: (game, side, from, to, target) => pgCanvasQueries.lineOfSight(pg(game), side, from, to, target),
  // PG 5.0, 6.4: the dragged piece, then the leaders moving with it.
  preview: (game, side, [piece, ...withLeaders], path) => pgCanvasQueries.preview(pg(game), side, piece!, path, withLeaders),
  // PG 16.6 own hidden units, 16.7 own minefields' strengths, 6.8 own tank leaders: drawn on the side's canvas only.
  privateLayer: (game, side) => encodeOnMap(pg(game).map, EnginePrivateLayerJson, pgModule.views.privateLayer!(game.state, side)) as PrivateLayerJson,
  // PG 5.6, 5.63, 14.4, 16.52: the Movement actions the engine accepts now for the piece, judged on the side's view.
  actions: (game, side, piece) => pgTokenActions(pg(game), side, piece),

  // PG 5.0, 6.4: one hex at a time, the leaders moving with the dragged piece.
  pathCommands: (game, side, [piece, ...withLeaders], path) => seriesPathCommands(pg(game).map, game.state, PgCommandSchema, side, piece!, path, withLeaders),
  movingOn: (game, command) => seriesMovingOn(game.state, command),
  owns: (game, side, piece) => (game.state.units.get(piece) ?? game.state.leaders.get(piece))?.side === side,

  project(game): Projection {
    const { map, state } = pg(game);
    const pieces: Projection["pieces"][number][] = [];
    for (const u of state.units.values())
      if (u.hex !== null && !u.hidden) pieces.push({ piece: u.id, hex: offset(map, u.hex), statuses: pgStatusesOf(u), face: pgShowing(u), steps: { value: u.steps, max: u.maxSteps } });
    for (const l of state.leaders.values()) if (l.hex !== null && !l.hidden) pieces.push({ piece: l.id, hex: offset(map, l.hex), statuses: pgStatusesOf(l) });
    // PG 16.1 smoke, 16.4 entrenchments, 16.3 wrecks (one token a hex however many) on their hexes.
    const markers = [
      ...state.smoke.map((hex) => ({ kind: "smoke", hex: offset(map, hex) })),
      ...(state.entrenchments ?? []).map((hex) => ({ kind: "entrenchment", hex: offset(map, hex) })),
      ...Object.keys(state.wrecks ?? {}).map((hex) => ({ kind: "wreck", hex: offset(map, Number(hex)) })),
      // PG 16.7 minefields: face-down backs, and those turned up by strength.
      ...minefieldMarkers(state, map),
    ];
    return { combat: pgCombat(pg(game), publicCanUndo(game)), pieces, markers };
  },

  // The cards of the events every side may see (6.8: never a side's tank-leader assignment), AT fire read on the battle's AT table.
  cards(game, before, record) {
    const shown = publicEvents(game.ruleset, before, record.events, game.sides, record.rolls);
    return pgCards(before, shown.events, shown.rolls, pg(game).map, chartsOf(pg(game).charts.charts).atTable);
  },
};
