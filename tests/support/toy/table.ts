/**
 * The toy game (engine.ts) at the table: its table module, registered by the simulated world's test through a fixture
 * entry (tests/foundry/world/fixtures/toy-entry.ts: `registerTableModule`, then the system's entry), no neutral file
 * edited. It brings the referee's pieces (its saved game in the store, commands, results, decisions and views as JSON,
 * its private layer, a drag's `move` commands for a list of movers, the projection: a concealed piece as a token with
 * no actor showing its side's back, the shelled vertices as markers), a tracker part (Pass; the side to act in the
 * Combat's details), one card kind (`log`), an actor subtype `toy-piece` with its sheet, its TEC as its only chart, and
 * the canvas's drag group (every controlled toy piece standing in the dragged one's hex).
 */
import { z } from "zod";
import type { DecisionRequest } from "../../../src/engine/core/decision";
import type { CommandRecord } from "../../../src/engine/core/engine";
import { PrivateLayerJson as EnginePrivateLayerJson } from "../../../src/engine/core/private-layer";
import { byHandle } from "../../../src/engine/core/presence";
import { publicEvents, type SideResult } from "../../../src/engine/core/views";
import { ParamsJson, RollRecordJson } from "../../../src/engine/core/json";
import { PieceId } from "../../../src/engine/data/schemas/common";
import { DataError, parseData } from "../../../src/engine/data/validate";
import { decodeOnMap, encodeOnMap, mapToJson, Vertex, type HexMap } from "../../../src/engine/map";
import { HexTacticsActorSheet, sheetParts } from "../../../src/foundry/applications/sheets/base-actor-sheet";
import type { BattleCombatData, CombatDetails } from "../../../src/foundry/applications/tracker/tracker-pieces";
import { HexTacticsActorModel, type ActorModelMetadata } from "../../../src/foundry/data/actor/base-actor-model";
import { maybeIdField } from "../../../src/foundry/data/fields";
import type { DragGroup } from "../../../src/foundry/referee/drag-token";
import type { PrivateLayerJson, TableHex } from "../../../src/foundry/referee/layer-json";
import type { ConcealedPiece, Projection, ShownPiece, TableGame, TablePieces } from "../../../src/foundry/referee/ports";
import { publicCanUndo } from "../../../src/foundry/referee/public-undo";
import { StoredGrid } from "../../../src/foundry/referee/table-placement";
import type { TableModule } from "../../../src/foundry/rulesets/table-module";
import type { TableRuleset } from "../../../src/foundry/rulesets/table-ruleset";
import { tecKind } from "../../../src/foundry/tables/kinds";
import type { TableRules } from "../../../src/foundry/tables/table-rules";
import {
  loadToyGame,
  saveToyGame,
  SHELL_MARK,
  TOY,
  TOY_EDITION,
  TOY_TEC,
  ToyBattleJson,
  ToyCommandJson,
  ToyDecisionJson,
  ToyEventJson,
  handleOf,
  pieceNamed,
  toyModule,
  toySideView,
  ToySavedPending,
  ToySavedRecord,
  type ToyBattle,
  type ToyCommand,
  type ToyEvent,
} from "./engine";

/** The actor subtype of the toy's pieces (passed to the simulated server in its `documentTypes`). */
export const TOY_PIECE = "toy-piece";

/** Where the toy's templates are: under the test's own folder, named as the neutral code names templates (under `templates/`). */
const TEMPLATES = "../tests/support/toy/templates";

/** The look of a concealed piece's token: its side's back. */
export const BACKS: Readonly<Record<string, { readonly name: string; readonly img: string }>> = {
  blue: { name: "Blue piece", img: "icons/svg/shield.svg" },
  red: { name: "Red piece", img: "icons/svg/hazard.svg" },
};

// ---------------------------------------------------------------------------------------------------- the referee's

/** What the store holds of a toy battle: its saved game, the actor each piece is a counter of, its scene and grid placement. */
export const ToyStoredBattle = z
  .object({
    ruleset: z.literal(TOY),
    game: z.unknown(),
    actors: z.record(PieceId, z.string().min(1)),
    scene: z.string().min(1).optional(),
    grid: StoredGrid.optional(),
  })
  .strict();
export type ToyStoredBattle = z.output<typeof ToyStoredBattle>;

interface ToyTableGame extends TableGame<ToyBattle, ToyCommand, ToyEvent> {
  readonly map: HexMap;
  readonly stored: Omit<ToyStoredBattle, "game">;
}
const toy = (game: TableGame<ToyBattle, ToyCommand, ToyEvent>) => game as ToyTableGame;

/** Every command is run to its end at the table: a side receives it done or refused. */
const SideResultJson = z.discriminatedUnion("status", [
  z.object({ status: z.literal("done"), events: z.array(ToyEventJson), rolls: z.array(RollRecordJson) }).strict(),
  z.object({ status: z.literal("refused"), rule: z.string(), reason: z.string(), code: z.string(), params: ParamsJson, fallback: z.string().optional() }).strict(),
]);

const offset = (map: HexMap, hex: number): TableHex => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};
const sideName = (side: string) => side[0]!.toUpperCase() + side.slice(1);

export const toyTablePieces: TablePieces<ToyBattle, ToyCommand, ToyEvent> = {
  id: TOY,

  load(id, saved) {
    const { game: json, ...stored } = parseData(ToyStoredBattle, saved, `battle ${id}`);
    const game = loadToyGame(json, `battle ${id}`);
    const state = game.log.replay();
    const table: ToyTableGame = { id, ruleset: game.ruleset, log: game.log, sides: state.sides, state, pending: game.pending as ToyTableGame["pending"], map: game.map, stored };
    return table;
  },
  save: (game) => ({ ...toy(game).stored, game: saveToyGame({ map: toy(game).map, log: game.log, pending: game.pending }) }),
  saveRecord: (game, record) => encodeOnMap(toy(game).map, ToySavedRecord, record as z.output<typeof ToySavedRecord>),
  loadRecord: (game, json) => decodeOnMap(toy(game).map, ToySavedRecord, json, `battle ${game.id} record`) as CommandRecord<ToyCommand, ToyEvent>,
  savePending: (game) => (game.pending === null ? null : encodeOnMap(toy(game).map, ToySavedPending, game.pending as z.output<typeof ToySavedPending>)),
  loadPending: (game, json) => (json === null ? null : (decodeOnMap(toy(game).map, ToySavedPending, json, `battle ${game.id} pending command`) as ToyTableGame["pending"])),

  command(game, json, side) {
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new DataError("command", [{ path: "$", message: "a command is a JSON object" }]);
    return decodeOnMap(toy(game).map, ToyCommandJson, { ...json, side }, "command");
  },
  result: (game, result: SideResult<ToyEvent>) => encodeOnMap(toy(game).map, SideResultJson, result as z.output<typeof SideResultJson>),
  // To the deciding side alone: the names of its own pieces among the options.
  decision(game, request: DecisionRequest) {
    const names = Object.fromEntries(request.options.flatMap((o) => (typeof o === "string" && Object.hasOwn(game.state.pieces, o) ? [[o, game.state.pieces[o]!.name]] : [])));
    return { ...encodeOnMap(toy(game).map, ToyDecisionJson, request as z.output<typeof ToyDecisionJson>), names };
  },
  answer: (_game, request, json) => (typeof json === "string" && request.options.includes(json) ? { answer: json } : null),
  view: (game, side) => ({ side, battle: encodeOnMap(toy(game).map, ToyBattleJson, toySideView(game.state, side)), map: mapToJson(toy(game).map) }),

  // No fog in this game: every piece on the board is in sight (another side's concealed one by its handle).
  sight: (game, side) => ({ unspotted: [], ...(toyModule.queries.sight!.run({ state: toySideView(game.state, side), map: toy(game).map, charts: { tec: TOY_TEC } }, { side }) as object) }),
  lineOfSight() {
    throw new DataError("los", [{ path: "$", message: "this game has no line of sight" }]);
  },
  preview: (_game, _side, _movers, path) => ({ steps: path.map((hex, i) => ({ hex, mp: 1, spent: i + 1, left: 0 })), refused: null }),
  privateLayer: (game, side) => encodeOnMap(toy(game).map, EnginePrivateLayerJson, toyModule.views.privateLayer!(game.state, side)) as PrivateLayerJson,
  actions: () => [],

  // One step per hex of the path, the movers together.
  pathCommands(game, side, movers, path) {
    const { map } = toy(game);
    const issues = [
      ...movers.flatMap((m, i) => (pieceNamed(game.state, side, m) === undefined ? [{ path: `$.movers[${i}]`, message: `"${m}" is not a piece of yours` }] : [])),
      ...path.flatMap(([c, r], i) => (c >= 0 && r >= 0 && c < map.columns && r < map.rows ? [] : [{ path: `$.path[${i}]`, message: `[${c}, ${r}] is off the map` }])),
    ];
    if (issues.length) throw new DataError("move-path", issues);
    return path.map(([c, r]) => ({ type: "move" as const, side, movers: [...movers], to: map.indexOfOffset(c, r) }));
  },
  movingOn: (game, command) => command.type === "move" && command.movers.every((m) => pieceNamed(game.state, command.side, m) !== undefined),
  owns: (game, side, piece) => pieceNamed(game.state, side, piece) !== undefined,

  project(game): Projection {
    const { map, state } = toy(game);
    const shown: ShownPiece[] = [];
    const concealed: ConcealedPiece[] = [];
    for (const [id, p] of Object.entries(state.pieces)) {
      if (p.hex === null) continue;
      if (!p.concealed) shown.push({ piece: id, hex: offset(map, p.hex), statuses: [] });
      // Its handle; its look its side's back.
      else concealed.push({ piece: handleOf(state, id), hex: offset(map, p.hex), concealed: { side: p.side, ...BACKS[p.side]! } });
    }
    const pieces = [...shown, ...concealed.sort((x, y) => byHandle(x.piece, y.piece))];
    const markers = toyModule.views.presence!(state).flatMap((m) => (m.what === "marker" && "vertex" in m ? [{ kind: m.kind!, vertex: encodeOnMap(map, Vertex, m.vertex) as [number, number, number] }] : []));
    return { combat: toyCombat(toy(game), publicCanUndo(game)), pieces, markers };
  },

  cards(game, before, record) {
    const shown = publicEvents(game.ruleset, before, record.events, game.sides, record.rolls);
    if (!shown.events.length) return [];
    const events = encodeOnMap(toy(game).map, z.array(ToyEventJson), shown.events);
    return [{ kind: "log", data: { command: record.command.type, side: record.command.side, events }, rolls: shown.rolls }];
  },
};

// --------------------------------------------------------------------------------------------------- the tracker's

export interface ToyCombatDetails extends CombatDetails {
  readonly type: typeof TOY;
  /** The side to act. */
  readonly active: string;
}

/** The battle Combat's system: what every game's shows, and the side to act in the toy's details. */
function toyCombat(game: ToyTableGame, canUndo: boolean): BattleCombatData<ToyCombatDetails> {
  const b = game.state;
  return {
    ruleset: TOY,
    battle: game.id,
    turn: b.turn,
    lastTurn: 9,
    phase: "play",
    canUndo,
    sides: b.sides.map((id) => ({ id, name: sideName(id) })),
    // Every piece every side may know: a concealed piece's name is its side's secret.
    names: Object.fromEntries(Object.entries(b.pieces).flatMap(([id, p]) => (p.concealed ? [] : [[id, p.name]]))),
    ordersDue: [],
    score: null,
    details: { type: TOY, active: b.active },
  };
}

const activeOf = (data: BattleCombatData) => (data.details as ToyCombatDetails | null)?.active ?? null;

export const toyTableRuleset: TableRuleset = {
  id: TOY,
  tracker: {
    buttons: [{ action: "pass", icon: "fa-solid fa-forward", enabled: (data, side) => side !== null && side === activeOf(data), does: { command: "pass" } }],
    acting: (data) => (activeOf(data) === null ? [] : [activeOf(data)!]),
  },
  dialogs: {},
  combat: { details: () => ({ active: maybeIdField() }) },
  statuses: [],
  cards: { log: `${TEMPLATES}/log` },
  templates: [],
  choices: { markerKinds: { [SHELL_MARK]: "HEX_TACTICS.TOY.shell" } },
};

// ------------------------------------------------------------------------------------------- actors, charts, canvas

function defineToyPieceSchema() {
  const { StringField } = foundry.data.fields;
  return { kind: new StringField({ required: true, blank: false, initial: "scout" }) };
}

/** A toy piece's counter. */
export class ToyPieceModel extends HexTacticsActorModel<ReturnType<typeof defineToyPieceSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: TOY_PIECE };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Actor.toy-piece"];
  static override defineSchema() {
    return defineToyPieceSchema();
  }
}

export class ToyPieceSheet extends HexTacticsActorSheet {
  static readonly actorType = TOY_PIECE;
  static DEFAULT_OPTIONS = { classes: [TOY_PIECE] };
  static PARTS = sheetParts(`${TEMPLATES}/piece-body`);
}

const toyCharts: TableRules = {
  ruleset: TOY,
  kinds: [tecKind],
  shipped: () => ({ tec: TOY_TEC }),
  check: (_kind, edition, table) => ((table as { ruleset?: unknown }).ruleset === TOY && edition === TOY_EDITION ? [] : [{ code: "wrongRuleset", params: { path: "$.ruleset", found: String((table as { ruleset?: unknown }).ruleset), expected: TOY } }]),
  view: () => ({}),
};

/** A drag of a toy piece moves every controlled toy piece in its hex with it. */
export const toyDragGroup: DragGroup = (dragged, controlled) => [
  dragged,
  ...controlled.filter((t) => t.actorType === TOY_PIECE && t.hex[0] === dragged.hex[0] && t.hex[1] === dragged.hex[1]),
];

export const toyTableModule: TableModule<ToyBattle, ToyCommand, ToyEvent> = {
  id: TOY,
  engine: toyModule,
  pieces: toyTablePieces,
  table: toyTableRuleset,
  charts: toyCharts,
  actors: [{ model: ToyPieceModel, sheet: ToyPieceSheet }],
  canvas: { dragGroup: toyDragGroup },
};
