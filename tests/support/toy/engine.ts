/**
 * "Toy Skirmish": a second game written for the tests of issue 17, registered beside Infantry Attacks only by the
 * tests that use it (`registerRulesetModule` / `registerTableModule`), through the seams the next games need and no
 * neutral file edited:
 * - a move of a list of movers, one step together (`move { movers, to }`), after which a window the game names
 *   (`toy.after-step`, decisions of kind `toy-snipe`) lets the other side snipe with each of its scouts and guns once;
 * - a shell aimed at a hex vertex (`shell { at: [column, row, corner] }`), one die for each of the vertex's hexes that
 *   holds an enemy piece: 5–6 reveals a concealed piece there, 6 eliminates a piece every side knows;
 * - a concealed piece: every side knows it is there and whose it is (core/presence), only its own side which it is —
 *   the others know it by its handle (`concealedRef`), never by its id or kind, until a rule reveals it (the shell, a
 *   snipe's hit, or its owner's `reveal`); its own side names it by its handle too, so no command echoes its id;
 * - `pass`: the other side acts; two passes in a row end the turn;
 * - a side's private layer (its concealed pieces' kinds over their tokens), queries (`sight`, `presence`) and a saved
 *   game (`hex-tactics/toy`, version 1).
 * Its own Terrain Effects Chart (toy-tec.json: clear and woods) is its only chart.
 */
import { z } from "zod";
import { EventLog } from "../../../src/engine/core/event-log";
import { RollRecordJson, TextJson } from "../../../src/engine/core/json";
import { byHandle, concealedRef, PresenceJson, type Presence } from "../../../src/engine/core/presence";
import type { PrivateLayer } from "../../../src/engine/core/private-layer";
import { coreSay, Refusal } from "../../../src/engine/core/refusal";
import type { CommandContext, Ruleset } from "../../../src/engine/core/ruleset";
import type { GameInPlay, PendingCommand, QuerySpec, RulesetModule } from "../../../src/engine/core/ruleset-module";
import type { SideViews } from "../../../src/engine/core/side-views";
import { targetHexes } from "../../../src/engine/core/target";
import { sayer } from "../../../src/engine/core/text";
import { openWindow } from "../../../src/engine/core/window";
import { PieceId } from "../../../src/engine/data/schemas/common";
import { MapData } from "../../../src/engine/data/schemas/map";
import { TerrainEffectsChart } from "../../../src/engine/data/schemas/tec";
import { parseData } from "../../../src/engine/data/validate";
import { distance } from "../../../src/engine/hex/axial";
import { decodeOnMap, encodeOnMap, Hex, loadMap, mapToJson, Vertex, type HexMap } from "../../../src/engine/map";
import tecJson from "./toy-tec.json";

export const TOY = "toy-skirmish";
export const TOY_EDITION = "T1";
export const TOY_SAVE_FORMAT = "hex-tactics/toy";
/** The window after a step, as the game names it, and the kind of the decisions it asks. */
export const AFTER_STEP = "toy.after-step";
export const SNIPE = "toy-snipe";
/** The kind of the markers a shell leaves on its vertex. */
export const SHELL_MARK = "toy-shell";

export const TOY_TEC = parseData(TerrainEffectsChart, tecJson, "toy-tec.json");

export const TOY_TEXT = {
  "toy.not-active": "it is {side}'s turn to act",
  "toy.twice": '"{piece}" is named twice',
  "toy.not-together": "the movers must stand in one hex",
  "toy.not-adjacent": "a move is one step into an adjacent hex of the map",
  "toy.occupied": "an enemy piece stands in that hex",
  "toy.not-concealed": '"{piece}" is not one of your concealed pieces',
  "toy.snipe": "Snipe at the pieces that stepped into [{column}, {row}]?",
} as const;
const say = sayer(TOY_TEXT);

// ----------------------------------------------------------------------------------------------------------- battle

const Side = z.string().min(1);
export const KINDS = ["scout", "gun", "block"] as const;
const Kind = z.enum(KINDS);

const PieceJson = z
  .object({
    side: Side,
    name: z.string().min(1),
    kind: Kind,
    /** Null once eliminated. */
    hex: Hex.nullable(),
    /** Every side knows it is there and whose it is; only its own side which it is. */
    concealed: z.literal(true).optional(),
    /** In its own side's view only: the handle the other sides know it by (its own side names it so in commands). */
    ref: z.string().min(1).optional(),
  })
  .strict();

/** In a side's view only: another side's concealed piece, known by its handle (core/presence). */
const UnknownJson = z.object({ ref: z.string().min(1), side: Side, hex: Hex }).strict();

export const ToyBattleJson = z
  .object({
    ruleset: z.literal(TOY),
    edition: z.literal(TOY_EDITION),
    sides: z.tuple([Side, Side]),
    turn: z.number().int().min(1),
    active: Side,
    /** Passes in a row (two end the turn). */
    passes: z.number().int().min(0).max(1).default(0),
    pieces: z.record(PieceId, PieceJson),
    marks: z.array(z.object({ side: Side, at: Vertex }).strict()).default([]),
    /** The battle's secret the handles of concealed pieces are made from: never in a side's view. */
    salt: z.string().min(1).optional(),
    unknown: z.array(UnknownJson).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.sides[0] === b.sides[1]) ctx.addIssue({ code: "custom", path: ["sides", 1], message: "the two sides need two ids" });
    if (!b.sides.includes(b.active)) ctx.addIssue({ code: "custom", path: ["active"], message: `no side "${b.active}" in this battle` });
    for (const [id, p] of Object.entries(b.pieces)) {
      if (!b.sides.includes(p.side)) ctx.addIssue({ code: "custom", path: ["pieces", id, "side"], message: `no side "${p.side}" in this battle` });
      if (p.concealed && p.ref === undefined && b.salt === undefined) ctx.addIssue({ code: "custom", path: ["salt"], message: "a battle with concealed pieces keeps a salt for their handles" });
    }
  });
export type ToyBattle = z.output<typeof ToyBattleJson>;
type Piece = ToyBattle["pieces"][string];

// --------------------------------------------------------------------------------------------- commands and events

export const ToyCommandJson = z.discriminatedUnion("type", [
  /** The movers (ids, or a concealed piece's handle) step together from their hex into an adjacent one. */
  z.object({ type: z.literal("move"), side: Side, movers: z.array(z.string().min(1)).min(1).max(12), to: Hex }).strict(),
  z.object({ type: z.literal("shell"), side: Side, at: Vertex }).strict(),
  /** Its owner shows a concealed piece (named by its handle). */
  z.object({ type: z.literal("reveal"), side: Side, piece: z.string().min(1) }).strict(),
  z.object({ type: z.literal("pass"), side: Side }).strict(),
]);
export type ToyCommand = z.output<typeof ToyCommandJson>;

export const ToyEventJson = z.discriminatedUnion("type", [
  /** `movers`: ids; another side's concealed piece by its handle in a side's view. */
  z.object({ type: z.literal("moved"), side: Side, movers: z.array(z.string().min(1)), from: Hex, to: Hex }).strict(),
  z.object({ type: z.literal("sniped"), side: Side, by: PieceId, target: z.string().min(1), roll: z.number().int().min(1).max(6), hit: z.boolean() }).strict(),
  z.object({ type: z.literal("shelled"), side: Side, at: Vertex, hexes: z.array(z.object({ hex: Hex, roll: z.number().int().min(1).max(6) }).strict()) }).strict(),
  /** A concealed piece shown: its handle, and now its id, kind and name. */
  z.object({ type: z.literal("revealed"), piece: PieceId, ref: z.string().min(1), side: Side, kind: Kind, name: z.string().min(1), hex: Hex }).strict(),
  z.object({ type: z.literal("eliminated"), piece: PieceId }).strict(),
  z.object({ type: z.literal("passed"), side: Side }).strict(),
  z.object({ type: z.literal("turn-ended"), turn: z.number().int().min(2) }).strict(),
]);
export type ToyEvent = z.output<typeof ToyEventJson>;

/** A snipe window's question: `"pass"` or the id of one of the deciding side's scouts or guns. */
export const ToyDecisionJson = z
  .object({
    id: z.string().min(1),
    kind: z.literal(SNIPE),
    side: Side,
    prompt: TextJson,
    options: z.array(z.string().min(1)).min(1),
    default: z.literal("pass"),
    rule: z.string().optional(),
    fallback: z.string().optional(),
  })
  .strict();
export const ToyAnswersJson = z.record(z.string(), z.string());

// ------------------------------------------------------------------------------------------------------------ rules

const other = (b: ToyBattle, side: string): string => (b.sides[0] === side ? b.sides[1] : b.sides[0]);
const onBoard = (b: ToyBattle) => Object.entries(b.pieces).filter(([, p]) => p.hex !== null);
/** A concealed piece's handle: kept in a side's view, else made from the battle's salt (generation 0: a toy piece is concealed from the start, never again once revealed). */
const refOf = (b: ToyBattle, id: string, p: Piece): string => p.ref ?? concealedRef(b.salt!, id, 0);

/** The piece `side` names — its own id, or its concealed piece's handle — if it is one of its pieces on the board. */
export function pieceNamed(b: ToyBattle, side: string, name: string): string | undefined {
  const shown = Object.hasOwn(b.pieces, name) ? b.pieces[name] : undefined;
  if (shown && shown.side === side && shown.hex !== null && !shown.concealed) return name;
  // (The id of a concealed piece is no name for it: a command naming it would echo it to the other sides.)
  return onBoard(b).find(([id, p]) => p.side === side && p.concealed && refOf(b, id, p) === name)?.[0];
}

/** A concealed piece's handle. */
export const handleOf = (b: ToyBattle, id: string): string => refOf(b, id, b.pieces[id]!);

function ownPiece(b: ToyBattle, side: string, name: string): string {
  const id = pieceNamed(b, side, name);
  if (id === undefined) throw new Refusal("toy 2", coreSay("engine.not-your-piece", { piece: name }));
  return id;
}

function reveal(ctx: CommandContext<ToyBattle, ToyEvent>, id: string): void {
  const b = ctx.state;
  const p = b.pieces[id]!;
  ctx.emit({ type: "revealed", piece: id, ref: refOf(b, id, p), side: p.side, kind: p.kind, name: p.name, hex: p.hex! });
  ctx.reveal();
}

function move(ctx: CommandContext<ToyBattle, ToyEvent>, map: HexMap, c: Extract<ToyCommand, { type: "move" }>): void {
  const b = ctx.state;
  const ids = c.movers.map((m) => ownPiece(b, c.side, m));
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new Refusal("toy 3", say("toy.twice", { piece: c.movers[ids.indexOf(twice)]! }));
  const from = b.pieces[ids[0]!]!.hex!;
  if (ids.some((id) => b.pieces[id]!.hex !== from)) throw new Refusal("toy 3", say("toy.not-together"));
  if (!map.contains(map.hexAt(c.to)) || distance(map.hexAt(from), map.hexAt(c.to)) !== 1) throw new Refusal("toy 3", say("toy.not-adjacent"));
  if (onBoard(b).some(([, p]) => p.hex === c.to && p.side !== c.side)) throw new Refusal("toy 3", say("toy.occupied"));
  ctx.emit({ type: "moved", side: c.side, movers: ids, from, to: c.to });
  // The window after the step: the other side's scouts and guns every side knows of, each may snipe once (one at a time).
  const responder = other(b, c.side);
  const used = new Set<string>();
  const { col, row } = map.offsetAt(c.to);
  openWindow<ToyBattle, ToyEvent, string>(ctx, {
    trigger: AFTER_STEP,
    kind: SNIPE,
    id: `${SNIPE}:${c.movers[0]}`,
    side: responder,
    prompt: say("toy.snipe", { column: col, row }),
    rule: "toy 4",
    responses: () => onBoard(b).flatMap(([id, p]) => (p.side === responder && !p.concealed && p.kind !== "block" && !used.has(id) ? [id] : [])),
    respond: (by) => {
      used.add(by);
      const target = ids.find((id) => b.pieces[id]!.hex !== null)!;
      const roll = ctx.roll(1, 6, "toy.snipe").dice[0]!;
      ctx.emit({ type: "sniped", side: responder, by, target, roll, hit: roll === 6 });
      if (roll === 6) {
        if (b.pieces[target]!.concealed) reveal(ctx, target);
        ctx.emit({ type: "eliminated", piece: target });
      }
      return ids.some((id) => b.pieces[id]!.hex !== null);
    },
  });
}

function shell(ctx: CommandContext<ToyBattle, ToyEvent>, map: HexMap, c: Extract<ToyCommand, { type: "shell" }>): void {
  const b = ctx.state;
  const enemiesAt = (hex: number) => onBoard(b).filter(([, p]) => p.hex === hex && p.side !== c.side);
  const hexes = targetHexes(map, { vertex: c.at }).flatMap((hex) => (enemiesAt(hex).length ? [{ hex, roll: ctx.roll(1, 6, "toy.shell").dice[0]! }] : []));
  ctx.emit({ type: "shelled", side: c.side, at: c.at, hexes });
  for (const { hex, roll } of hexes)
    for (const [id, p] of enemiesAt(hex)) {
      if (p.concealed && roll >= 5) reveal(ctx, id);
      else if (!p.concealed && roll === 6) ctx.emit({ type: "eliminated", piece: id });
    }
}

function apply(b: ToyBattle, e: ToyEvent): void {
  switch (e.type) {
    case "moved":
      for (const id of e.movers) b.pieces[id]!.hex = e.to;
      b.passes = 0;
      return;
    case "shelled":
      b.marks.push({ side: e.side, at: e.at });
      b.passes = 0;
      return;
    case "revealed": {
      const { concealed: _c, ref: _r, ...shown } = b.pieces[e.piece]!;
      b.pieces[e.piece] = shown;
      return;
    }
    case "eliminated":
      b.pieces[e.piece]!.hex = null;
      return;
    case "passed":
      b.passes += 1;
      b.active = other(b, e.side);
      return;
    case "turn-ended":
      b.turn = e.turn;
      b.passes = 0;
      b.active = b.sides[0];
      return;
    case "sniped":
      return;
  }
}

/** What `side` may know: its own pieces in full (its concealed ones with their handles), another side's concealed ones by handle and hex alone, no salt. */
export function toySideView(b: ToyBattle, side: string): ToyBattle {
  const { salt: _salt, unknown: _unknown, ...rest } = b;
  const pieces: Record<string, Piece> = {};
  const unknown: z.output<typeof UnknownJson>[] = [];
  for (const [id, p] of Object.entries(b.pieces))
    if (!p.concealed) pieces[id] = p;
    else if (p.side === side) pieces[id] = { ...p, ref: refOf(b, id, p) };
    else if (p.hex !== null) unknown.push({ ref: refOf(b, id, p), side: p.side, hex: p.hex });
  return { ...rest, pieces, unknown: unknown.sort((x, y) => byHandle(x.ref, y.ref)) };
}

/** `id` as `side` may know it now: another side's concealed piece by its handle. */
const named = (b: ToyBattle, side: string, id: string): string => {
  const p = b.pieces[id];
  return p?.concealed && p.side !== side ? refOf(b, id, p) : id;
};

const views: SideViews<ToyBattle, ToyEvent, ToyBattle> = {
  state: toySideView,
  event(b, e, side) {
    if (e.type === "moved") {
      const movers = e.movers.map((id) => named(b, side, id));
      return movers.some((m, i) => m !== e.movers[i]) ? { ...e, movers } : e;
    }
    if (e.type === "sniped") {
      const target = named(b, side, e.target);
      return target === e.target ? e : { ...e, target };
    }
    return e;
  },
};

/** What every side may know of the board: each piece on it (the concealed ones after, by handle), each shelled vertex once. */
export function toyPresence(b: ToyBattle): Presence[] {
  const pieces: Presence[] = onBoard(b).flatMap(([id, p]) => (p.concealed ? [] : [{ what: "piece", ref: id, side: p.side, hex: p.hex! }]));
  const concealed: Presence[] = [
    ...onBoard(b).flatMap(([id, p]) => (p.concealed ? [{ ref: refOf(b, id, p), side: p.side, hex: p.hex! }] : [])),
    ...(b.unknown ?? []),
  ]
    .sort((x, y) => byHandle(x.ref, y.ref))
    .map((u) => ({ what: "piece", ref: u.ref, side: u.side, concealed: true, hex: u.hex }));
  const seen = new Set<string>();
  const marks: Presence[] = b.marks.flatMap((m) => {
    const key = `${m.at.q},${m.at.r},${m.at.corner}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ what: "marker", ref: `${SHELL_MARK}-${seen.size}`, side: m.side, kind: SHELL_MARK, vertex: m.at }];
  });
  return [...pieces, ...concealed, ...marks];
}

/** What `side` alone knows: the kind of each of its concealed pieces, drawn over its token (the handle its flags carry). */
export function toyPrivateLayer(b: ToyBattle, side: string): PrivateLayer {
  const pieces = onBoard(b).flatMap(([id, p]) =>
    p.concealed && p.side === side ? [{ hex: p.hex!, label: { code: `toy.kind.${p.kind}`, params: {}, text: p.kind[0]!.toUpperCase() + p.kind.slice(1) }, ref: refOf(b, id, p) }] : [],
  );
  return { pieces: pieces.sort((x, y) => byHandle(x.ref, y.ref)), markers: [], hexes: [] };
}

export function toyRuleset(map: HexMap): Ruleset<ToyBattle, ToyCommand, ToyEvent> {
  return {
    id: TOY,
    apply,
    draft: (b) => structuredClone(b),
    views,
    execute(ctx, c) {
      const b = ctx.state;
      if (!b.sides.includes(c.side)) throw new Refusal("toy 1", coreSay("engine.unknown-side", { side: c.side }));
      if (c.side !== b.active) throw new Refusal("toy 1", say("toy.not-active", { side: b.active }));
      switch (c.type) {
        case "move":
          return move(ctx, map, c);
        case "shell":
          return shell(ctx, map, c);
        case "reveal": {
          const id = ownPiece(b, c.side, c.piece);
          if (!b.pieces[id]!.concealed) throw new Refusal("toy 5", say("toy.not-concealed", { piece: c.piece }));
          return reveal(ctx, id);
        }
        case "pass":
          ctx.emit({ type: "passed", side: c.side });
          if (ctx.state.passes >= 2) ctx.emit({ type: "turn-ended", turn: b.turn + 1 });
          return;
      }
    },
  };
}

// ------------------------------------------------------------------------------------------------------- saved game

export const ToySavedRecord = z
  .object({
    command: ToyCommandJson,
    answers: ToyAnswersJson,
    events: z.array(ToyEventJson),
    dice: z.array(z.number().int().positive()),
    rolls: z.array(RollRecordJson),
    revealed: z.boolean(),
    deciders: z.array(z.string()),
  })
  .strict();
export const ToySavedPending = z.object({ command: ToyCommandJson, answers: ToyAnswersJson, tape: z.array(z.number().int().positive()), request: ToyDecisionJson }).strict();
export const ToySavedGame = z
  .object({
    format: z.literal(TOY_SAVE_FORMAT),
    version: z.literal(1),
    map: MapData,
    battle: ToyBattleJson,
    log: z.array(ToySavedRecord),
    pending: ToySavedPending.nullable(),
  })
  .strict();

export type ToyGame = GameInPlay<ToyBattle, ToyCommand, ToyEvent>;

export function saveToyGame(game: ToyGame): z.input<typeof ToySavedGame> {
  return encodeOnMap(game.map, ToySavedGame, {
    format: TOY_SAVE_FORMAT,
    version: 1,
    map: mapToJson(game.map),
    battle: game.log.initial,
    log: game.log.entries as z.output<typeof ToySavedRecord>[],
    pending: game.pending as z.output<typeof ToySavedPending> | null,
  });
}

export function loadToyGame(json: unknown, source = "saved game"): ToyGame & { readonly ruleset: Ruleset<ToyBattle, ToyCommand, ToyEvent> } {
  const head = parseData(z.object({ format: z.literal(TOY_SAVE_FORMAT), map: MapData }).loose(), json, source);
  const map = loadMap(head.map, TOY_TEC, source, ["map"]);
  const saved = decodeOnMap(map, ToySavedGame, json, source);
  const ruleset = toyRuleset(map);
  return { map, ruleset, log: new EventLog(ruleset, saved.battle, saved.log), pending: saved.pending as PendingCommand<ToyCommand> | null };
}

// ---------------------------------------------------------------------------------------------------------- queries

const SideQuery = z.object({ side: Side }).strict();
const sight: QuerySpec<ToyBattle, typeof SideQuery> = {
  request: SideQuery,
  answer: z.object({ side: z.string(), spotted: z.array(z.string()) }).strict(),
  side: (q) => q.side,
  // Every piece on the board is in sight: the other sides' by what the asking side knows them by.
  run: (view, q) => ({ side: q.side, spotted: toyPresence(view.state).flatMap((p) => (p.what === "piece" && p.side !== q.side ? [p.ref] : [])) }),
};
const presence: QuerySpec<ToyBattle, typeof SideQuery> = {
  request: SideQuery,
  answer: z.array(PresenceJson),
  side: (q) => q.side,
  run: (view) => toyPresence(view.state),
};

// ----------------------------------------------------------------------------------------------------------- module

export const toyModule: RulesetModule<ToyBattle, ToyCommand, ToyEvent, ToyBattle> = {
  id: TOY,
  short: "toy",
  editions: [TOY_EDITION],
  charts: { kinds: [], shipped: () => ({ tec: TOY_TEC }) },
  ruleset: (map) => toyRuleset(map),
  battle: ToyBattleJson,
  sides: (b) => b.sides,
  commands: ToyCommandJson,
  answers: ToyAnswersJson,
  events: ToyEventJson,
  decisions: ToyDecisionJson,
  views: { ...views, battleOf: (v) => v, presence: toyPresence, privateLayer: toyPrivateLayer },
  queries: { sight, presence },
  savedGame: {
    format: TOY_SAVE_FORMAT,
    version: 1,
    claims: () => false,
    save: (game) => saveToyGame(game),
    load: (json, source) => loadToyGame(json, source),
  },
  text: TOY_TEXT,
  published: { "toy-battle": ToyBattleJson, "toy-command": ToyCommandJson, "toy-event": ToyEventJson, "toy-decision": ToyDecisionJson, "toy-saved-game": ToySavedGame },
};
