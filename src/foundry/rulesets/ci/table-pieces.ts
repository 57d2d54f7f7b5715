/**
 * Combat Infantry's table pieces for the referee (src/foundry/referee/ports.ts): its saved games in the store,
 * commands, results, decisions and views as JSON, a drag's `move` commands (move-path.ts), the projection — CI 1.x
 * Blocks: a hidden block (upright or face-down) is a token with no actor showing its side's back, its flags its handle
 * alone; a face-up block shows its label's actor, turned to its strength — the owner's private layer (its hidden
 * blocks' labels over their backs, turned), its markers (board-marks.ts) and the tracker's details. Chat cards are to
 * come (plan §6 T2).
 */
import type { DecisionRequest } from "../../../engine/core/decision";
import { byHandle } from "../../../engine/core/presence";
import { PrivateLayerJson as EnginePrivateLayerJson } from "../../../engine/core/private-layer";
import { DataError, parseData } from "../../../engine/data/validate";
import { decodeOnMap, encodeOnMap, mapToJson, type HexMap } from "../../../engine/map";
import { CiCommandSchema, type CiCommand } from "../../../engine/rules/ci/commands/schema";
import { CiDecisionSchema } from "../../../engine/rules/ci/decisions";
import type { CiEvent } from "../../../engine/rules/ci/events/schema";
import { ciModule } from "../../../engine/rules/ci/module";
import { loadCiGame, saveCiGame } from "../../../engine/rules/ci/saved-game";
import { CI, type CiBattle } from "../../../engine/rules/ci/state";
import { isHidden } from "../../../engine/rules/ci/state/block";
import { blockNamed } from "../../../engine/rules/ci/state/handles";
import { maxStrengthOf } from "../../../engine/rules/ci/state/strength";
import { strengthTurn } from "../../../engine/rules/ci/view/label";
import { ciSideView } from "../../../engine/rules/ci/view/side-view";
import type { PrivateLayerJson, TableHex } from "../../referee/layer-json";
import type { ConcealedPiece, Projection, ShownPiece, TableGame, TablePieces } from "../../referee/ports";
import { publicCanUndo } from "../../referee/public-undo";
import { blockBack } from "./backs";
import { ciBoardMarks } from "./board-marks";
import { ciLineOfSight } from "./canvas-queries";
import { ciPublicCards } from "./cards";
import { ciCombat } from "./combat";
import { ciGroupPaths, ciMovePreview, ciMovingOn, ciPathCommands } from "./move-path";
import type { CiTableGame } from "./table-game";
import { CiSavedPending, CiSavedRecord, CiSideResultJson, CiSideViewJson, CiStoredBattle } from "./wire";

type Game = TableGame<CiBattle, CiCommand, CiEvent>;
const ci = (game: Game) => game as CiTableGame;

const offset = (map: HexMap, hex: number): TableHex => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

/**
 * CI 1.x Blocks: what the board shows every side — each face-up block on the map by its id (its label's actor, its steps,
 * turned to its strength), then each hidden block by its handle, in handle order, as its side's back the way it lies.
 */
export function ciPieces(b: CiBattle, map: HexMap): (ShownPiece | ConcealedPiece)[] {
  const shown: ShownPiece[] = [];
  const hidden: ConcealedPiece[] = [];
  for (const [id, k] of Object.entries(b.blocks)) {
    if (k.status !== "on-map" || k.hex === null) continue;
    const hex = offset(map, k.hex);
    if (isHidden(k)) {
      hidden.push({ piece: k.handle!, hex, concealed: { side: k.side, ...blockBack(b, k.side, k.orientation as "upright" | "face-down") } });
      continue;
    }
    const max = maxStrengthOf(b, id);
    shown.push({ piece: id, hex, statuses: [], ...(max === null ? {} : { steps: { value: k.strength, max } }), turn: strengthTurn(b, id) });
  }
  return [...shown, ...hidden.sort((x, y) => byHandle(x.piece, y.piece))];
}

/** The side's own hidden blocks' labels over their backs, turned to their strength (ci/view/side-view.ts `ciPrivateLayer`). */
export const ciPrivateLayerJson = (b: CiBattle, map: HexMap, side: string): PrivateLayerJson =>
  encodeOnMap(map, EnginePrivateLayerJson, ciModule.views.privateLayer!(b, side)) as PrivateLayerJson;

/** Every option of a decision as the deciding side's JSON has it (hexes [column, row]). */
const optionsJson = (map: HexMap, request: DecisionRequest): readonly unknown[] => (encodeOnMap(map, CiDecisionSchema, request as never) as { options: readonly unknown[] }).options;

export const ciTablePieces: TablePieces<CiBattle, CiCommand, CiEvent> = {
  id: CI,

  load(id, saved) {
    const { game: json, ...stored } = parseData(CiStoredBattle, saved, `battle ${id}`);
    const game = loadCiGame(json, `battle ${id}`);
    const state = game.log.replay();
    const table: CiTableGame = { id, ruleset: game.ruleset, log: game.log, sides: state.sides.map((s) => s.id), state, pending: game.pending as CiTableGame["pending"], map: game.map, tec: game.tec, stored };
    return table;
  },
  save: (game) => ({ ...ci(game).stored, game: saveCiGame({ map: ci(game).map, log: game.log, pending: game.pending, ...(ci(game).tec ? { tec: ci(game).tec } : {}) }) }),
  saveRecord: (game, record) => encodeOnMap(ci(game).map, CiSavedRecord, record as never),
  loadRecord: (game, json) => decodeOnMap(ci(game).map, CiSavedRecord, json, `battle ${game.id} record`) as never,
  savePending: (game) => (game.pending === null ? null : encodeOnMap(ci(game).map, CiSavedPending, game.pending as never)),
  loadPending: (game, json) => (json === null ? null : (decodeOnMap(ci(game).map, CiSavedPending, json, `battle ${game.id} pending command`) as never)),

  command(game, json, side) {
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new DataError("command", [{ path: "$", message: "a command is a JSON object" }]);
    // The side is the asker's, set by the referee: whatever the request said is overwritten.
    return decodeOnMap(ci(game).map, CiCommandSchema, { ...json, side }, "command");
  },
  result: (game, result) => encodeOnMap(ci(game).map, CiSideResultJson, result as never),
  decision: (game, request) => encodeOnMap(ci(game).map, CiDecisionSchema, request as never),
  answer(game, request, json) {
    const at = optionsJson(ci(game).map, request).findIndex((o) => JSON.stringify(o) === JSON.stringify(json));
    return at < 0 ? null : { answer: request.options[at] };
  },
  // The map is public: it travels with the view. The view holds no salt and no other side's hidden block but by its handle.
  view: (game, side) => ({ ...encodeOnMap(ci(game).map, CiSideViewJson, { side, battle: ciSideView(game.state, side) }), map: mapToJson(ci(game).map) }),

  // CI 1.x Blocks: every block on the map is in sight — a hidden one as its back, by its handle.
  sight(game, side) {
    const sideOf = (p: ShownPiece | ConcealedPiece) => ("concealed" in p ? p.concealed.side : game.state.blocks[p.piece]!.side);
    const spotted = ciPieces(game.state, ci(game).map).filter((p) => sideOf(p) !== side).map((p) => p.piece);
    return { side, spotted: spotted.sort(), unspotted: [] as string[] };
  },
  // CI 6.x Line of Sight, as the side knows the battle.
  lineOfSight: (game, side, from, to) => ciLineOfSight(ciSideView(game.state, side), ci(game).map, side, from, to),
  preview: (game, side, movers, path) => ciMovePreview(game.state, ci(game).map, side, movers, path),
  privateLayer: (game, side) => ciPrivateLayerJson(game.state, ci(game).map, side),
  // The token HUD's actions are to come (plan §6 T3): commands are sent from the tracker and by drags.
  actions: () => [],

  pathCommands: (game, side, movers, path) => ciPathCommands(ci(game).map, game.state, side, movers, path),
  groupPaths: (game, side, movers, path) => ciGroupPaths(ci(game).map, game.state, side, movers, path),
  movingOn: (game) => ciMovingOn(game.log.entries, game.state),
  // A side's block by the name it gives it: its handle while hidden, its id while face-up (the same answer for another side's).
  owns: (game, side, piece) => blockNamed(game.state, side, piece) !== undefined,

  project: (game): Projection => ({ combat: ciCombat(game.id, game.state, publicCanUndo(game), ci(game).map), pieces: ciPieces(game.state, ci(game).map), markers: ciBoardMarks(game.state, ci(game).map) }),

  // Chat cards, from what every side may see (`publicEvents`).
  cards: ciPublicCards,
};
