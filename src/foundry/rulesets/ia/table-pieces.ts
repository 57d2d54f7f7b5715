import type { DecisionRequest } from "../../../engine/core/decision";
import { DataError, parseData } from "../../../engine/data/validate";
import { decodeOnMap, encodeOnMap, mapToJson, type HexMap } from "../../../engine/map";
import { IaCommandSchema, type IaCommand } from "../../../engine/rules/ia/commands/schema";
import { IaDecisionSchema, optionSchemaOf } from "../../../engine/rules/ia/decisions";
import type { IaEvent } from "../../../engine/rules/ia/events";
import { loadGame, SavedPending, SavedRecord, saveGame, type PendingCommand } from "../../../engine/rules/ia/saved-game";
import type { IaBattle } from "../../../engine/rules/ia/state";
import { iaSideView } from "../../../engine/rules/ia/view/side-view";
import type { Projection, TableGame, TablePieces } from "../../referee/ports";
import { publicCanUndo } from "../../referee/public-undo";
import { publicEvents } from "../../../engine/core/views";
import { iaLineOfSight, iaPreview, iaSight } from "./canvas-queries";
import { iaCards } from "./cards";
import { iaTokenActions } from "./token-actions";
import { iaCombat } from "./combat";
import { iaMovingOn, iaPathCommands } from "./move-path";
import { faceOf } from "./faces";
import { ownHiddenLayer } from "./private-layer";
import { seriesRecordCodecs, seriesTableGame } from "../series/table-game";
import { foundrySectorPorts } from "../series/sector-command/foundry-ports";
import { sectorCommand } from "./sector-command/capability";
import { statusesOf } from "./statuses";
import { IaSideResultJson, IaSideViewJson, IaStoredBattle } from "./wire";
import type { IaTableGame } from "./table-game";

const ia = (game: TableGame<IaBattle, IaCommand, IaEvent>) => game as IaTableGame;
const offset = (map: HexMap, hex: number): [number, number] => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

/**
 * A piece as the documents show it, made once per piece record: a command copies only the records it writes (core/draft),
 * so a piece it did not touch keeps its record, and its projection is the same object (the writer skips it quickly).
 */
const projections = new WeakMap<object, Projection["pieces"][number]>();
function projected(piece: object, make: () => Projection["pieces"][number]): Projection["pieces"][number] {
  let shown = projections.get(piece);
  if (shown === undefined) projections.set(piece, (shown = make()));
  return shown;
}

/** The deciding side's pieces named anywhere in a decision (prompt, options, default), by id. */
function ownNames(state: IaBattle, request: DecisionRequest): Record<string, string> {
  const names: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const piece = state.units.get(value) ?? state.leaders.get(value);
      if (piece?.side === request.side) names[piece.id] = piece.name;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(visit);
  };
  visit([request.prompt.params, request.options, request.default]);
  return names;
}

/** Infantry Attacks' table pieces for the referee (src/foundry/referee/ports.ts). */
export const iaTablePieces: TablePieces<IaBattle, IaCommand, IaEvent> = {
  id: "infantry-attacks",
  capabilities: [sectorCommand(foundrySectorPorts)],

  load(id, saved) {
    const { game: json, ...stored } = parseData(IaStoredBattle, saved, `battle ${id}`);
    const game = loadGame(json, `battle ${id}`);
    const table: IaTableGame = {
      ...seriesTableGame(id, game, stored),
      ...(game.tec ? { tec: game.tec } : {}),
      ...(game.fireTables ? { fireTables: game.fireTables } : {}),
    };
    return table;
  },

  save(game) {
    const g = ia(game);
    const pending = g.pending as PendingCommand | null;
    return { ...g.stored, game: saveGame({ map: g.map, ...(g.tec ? { tec: g.tec } : {}), ...(g.fireTables ? { fireTables: g.fireTables } : {}), log: g.log, pending }) };
  },

  ...seriesRecordCodecs<IaBattle, IaCommand, IaEvent>(SavedRecord, SavedPending),

  command(game, json, side) {
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new DataError("command", [{ path: "$", message: "a command is a JSON object" }]);
    // The side is the asker's, set by the referee: whatever the request said is overwritten.
    return decodeOnMap(ia(game).map, IaCommandSchema, { ...json, side }, "command");
  },

  result: (game, result) => encodeOnMap(ia(game).map, IaSideResultJson, result as never),
  // Sent to the deciding side only: the names of its own pieces the decision mentions (hidden ones too, IA1 16.5).
  decision: (game, request) => ({ ...encodeOnMap(ia(game).map, IaDecisionSchema, request as never), names: ownNames(game.state, request) }),

  answer(game, request, json) {
    const schema = optionSchemaOf(request.id);
    if (!schema) return null;
    let given: unknown;
    try {
      given = decodeOnMap(ia(game).map, schema, json, "answer");
    } catch {
      return null;
    }
    const match = request.options.find((o) => JSON.stringify(o) === JSON.stringify(given));
    return match === undefined ? null : { answer: match };
  },

  // The map is public: it travels with the view so a client's dialogs read the view on it (client-view.ts).
  view: (game, side) => {
    const { map, tec } = ia(game);
    return { ...encodeOnMap(map, IaSideViewJson, iaSideView(game.state, side)), map: mapToJson(map), ...(tec ? { tec } : {}) };
  },

  sight: (game, side) => iaSight(ia(game), side),
  lineOfSight: (game, side, from, to, target) => iaLineOfSight(ia(game), side, from, to, target),
  // IA1 6.4: the dragged piece, then the leaders moving with it.
  preview: (game, side, [piece, ...withLeaders], path) => iaPreview(ia(game), side, piece!, path, withLeaders),
  // IA1 16.5: the side's own hidden pieces, drawn on its canvas only.
  privateLayer: (game, side) => ownHiddenLayer(encodeOnMap(ia(game).map, IaSideViewJson, iaSideView(game.state, side))),
  actions: (game, side, piece) => iaTokenActions(ia(game), side, piece),

  pathCommands: (game, side, [piece, ...withLeaders], path) => iaPathCommands(ia(game), side, piece!, path, withLeaders),
  movingOn: (game, command) => iaMovingOn(game.state, command),
  owns: (game, side, piece) => (game.state.units.get(piece) ?? game.state.leaders.get(piece))?.side === side,

  project(game): Projection {
    const { map, state } = ia(game);
    const pieces: Projection["pieces"][number][] = [];
    for (const u of state.units.values())
      if (u.hex !== null && !u.hidden) pieces.push(projected(u, () => ({ piece: u.id, hex: offset(map, u.hex!), statuses: statusesOf(u), face: faceOf(u), steps: { value: u.steps, max: u.maxSteps } })));
    for (const l of state.leaders.values()) if (l.hex !== null && !l.hidden) pieces.push(projected(l, () => ({ piece: l.id, hex: offset(map, l.hex!), statuses: statusesOf(l) })));
    // IA1 16.1 smoke on its hex; 9.7 a Drumfire marker on each hex fired at by drumfire (one token however many guns);
    // 16.3 an Entrenchment marker on the hex of each entrenched unit everyone may see.
    const entrenched = new Set<number>();
    for (const u of state.units.values()) if (u.entrenched && u.hex !== null && !u.hidden) entrenched.add(u.hex);
    const markers = [
      ...state.smoke.map((hex) => ({ kind: "smoke", hex: offset(map, hex) })),
      ...[...new Set((state.drumfire ?? []).map((m) => m.at))].map((hex) => ({ kind: "drumfire", hex: offset(map, hex) })),
      ...[...entrenched].map((hex) => ({ kind: "entrenchment", hex: offset(map, hex) })),
    ];
    return { combat: iaCombat(ia(game), publicCanUndo(game)), pieces, markers };
  },

  cards(game, before, record) {
    const shown = publicEvents(game.ruleset, before, record.events, game.sides, record.rolls);
    return iaCards(before, shown.events, shown.rolls, ia(game).map);
  },
};
