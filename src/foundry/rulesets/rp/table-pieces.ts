/**
 * Red Poppies' table pieces for the referee (src/foundry/referee/ports.ts): its saved games in the store, commands,
 * results, decisions and views as JSON (a melee's allocation asked in one dialog, RP 6.674), a drag's `move` commands
 * (one per MP, RP 6.6; a mass's units one after another, RP 3.5), the projection — a token per unit on the map showing
 * its face (formed or dispersed, RP 3.2) with its statuses, the markers on their hexes, hexsides and vertices, the
 * tracker's details — and the cards of what every side may see.
 */
import { publicEvents } from "../../../engine/core/views";
import { DataError, parseData } from "../../../engine/data/validate";
import { decodeOnMap, encodeOnMap, mapToJson } from "../../../engine/map";
import { RpCommandSchema, type RpCommand } from "../../../engine/rules/rp/commands/schema";
import type { RpEvent } from "../../../engine/rules/rp/events/schema";
import { loadRpGame, saveRpGame } from "../../../engine/rules/rp/saved-game";
import type { RpBattle } from "../../../engine/rules/rp/state";
import { onMap } from "../../../engine/rules/rp/state/lookups";
import { rpSideView } from "../../../engine/rules/rp/view/side-view";
import type { Projection, TableGame, TablePieces } from "../../referee/ports";
import { publicCanUndo } from "../../referee/public-undo";
import { rpBoardMarks } from "./board-marks";
import { rpLineOfSight, rpMovePreview, rpSightReply } from "./canvas-queries";
import { rpCards } from "./cards";
import { rpCombat } from "./combat";
import { RP } from "../../../engine/rules/rp/state";
import { rpAnswer, rpDecisionJson } from "./decision-json";
import { rpMovingOn, rpPathCommands, rpGroupPaths } from "./move-path";
import { rpPrivateLayer } from "./private-layer";
import { rpStatusesOf } from "./statuses";
import type { RpTableGame } from "./table-game";
import { rpTokenActions } from "./token-actions";
import { RpSavedPending, RpSavedRecord, RpSideResultJson, RpSideViewJson, RpStoredBattle } from "./wire";

type Game = TableGame<RpBattle, RpCommand, RpEvent>;
const rp = (game: Game) => game as RpTableGame;

export const rpTablePieces: TablePieces<RpBattle, RpCommand, RpEvent> = {
  id: RP,

  load(id, saved) {
    const { game: json, ...stored } = parseData(RpStoredBattle, saved, `battle ${id}`);
    const game = loadRpGame(json, `battle ${id}`);
    const state = game.log.replay();
    const table: RpTableGame = { id, ruleset: game.ruleset, log: game.log, sides: state.sides.map((s) => s.id), state, pending: game.pending as RpTableGame["pending"], map: game.map, tec: game.tec, stored };
    return table;
  },
  save: (game) => ({ ...rp(game).stored, game: saveRpGame({ map: rp(game).map, log: game.log, pending: game.pending, ...(rp(game).tec ? { tec: rp(game).tec } : {}) }) }),
  saveRecord: (game, record) => encodeOnMap(rp(game).map, RpSavedRecord, record as never),
  loadRecord: (game, json) => decodeOnMap(rp(game).map, RpSavedRecord, json, `battle ${game.id} record`) as never,
  savePending: (game) => (game.pending === null ? null : encodeOnMap(rp(game).map, RpSavedPending, game.pending as never)),
  loadPending: (game, json) => (json === null ? null : (decodeOnMap(rp(game).map, RpSavedPending, json, `battle ${game.id} pending command`) as never)),

  command(game, json, side) {
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new DataError("command", [{ path: "$", message: "a command is a JSON object" }]);
    // The side is the asker's, set by the referee: whatever the request said is overwritten.
    return decodeOnMap(rp(game).map, RpCommandSchema, { ...json, side }, "command");
  },
  result: (game, result) => encodeOnMap(rp(game).map, RpSideResultJson, result as never),
  decision: (game, request) => rpDecisionJson(game.state, rp(game).map, request),
  answer: (game, request, json) => rpAnswer(game.state, rp(game).map, request, json),
  // RP 6.674: a melee's targets, one decision per unit (`rp-melee:<melee>:<unit>`), each side's asked in one dialog.
  batch: (_game, request) => (request.kind === "rp-melee-target" ? `${request.id.slice(0, request.id.lastIndexOf(":"))}:${request.side}` : null),
  // The map is public: it travels with the view. RP 7.3: the other side's pre-registered vertices are left out.
  view: (game, side) => ({ ...encodeOnMap(rp(game).map, RpSideViewJson, { side, battle: rpSideView(game.state, side) }), map: mapToJson(rp(game).map), ...(rp(game).tec ? { tec: rp(game).tec } : {}) }),

  sight: (game, side) => rpSightReply(game.state, side),
  lineOfSight: (game, side, from, to) => rpLineOfSight(rpSideView(game.state, side), rp(game).map, from, to),
  preview: (game, side, movers, path) => rpMovePreview(game.state, rp(game).map, side, movers, path),
  actions: (game, side, piece) => rpTokenActions(game.state, rp(game).map, side, piece),
  // RP 7.3: the side's own pre-registered vertices, drawn on its canvas only.
  privateLayer: (game, side) => rpPrivateLayer(game.state, rp(game).map, side),

  // RP 6.6, 6.7: one command per MP, so a reaction prompt follows each; RP 6.61 a stack's second unit moves with it.
  pathCommands: (game, side, movers, path) => rpPathCommands(rp(game).map, game.state, side, movers, path),
  movingOn: (game, command) => rpMovingOn(game.state, command),
  // RP 3.5, 6.6: the units of a mass held with the dragged one move after it, one group at a time, the same way.
  groupPaths: (game, side, movers, path) => rpGroupPaths(rp(game).map, game.state, side, movers, path),
  owns: (game, side, piece) => game.state.units[piece]?.side === side,

  project(game): Projection {
    const { map, state } = rp(game);
    const pieces = onMap(state).map(([id, u]) => {
      const { col, row } = map.offsetAt(u.hex!);
      return { piece: id, hex: [col, row] as const, statuses: rpStatusesOf(u), face: u.face };
    });
    return { combat: rpCombat(game.id, state, game.log.entries, publicCanUndo(game)), pieces, markers: rpBoardMarks(state, map) };
  },

  // The cards of the events every side may see (RP 7.3: never a pre-registration).
  cards(game, before, record) {
    const shown = publicEvents(game.ruleset, before, record.events, game.sides, record.rolls);
    return rpCards(before, shown.events, shown.rolls, rp(game).map);
  },
};
