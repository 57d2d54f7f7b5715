import { z } from "zod";
import type { CommandRecord } from "./engine";
import { EventLog } from "./event-log";
import { RollRecordJson } from "./json";
import type { EngineCommand, EngineEvent, Ruleset } from "./ruleset";
import type { GameInPlay, PendingCommand } from "./ruleset-module";
import { MapData } from "../data/schemas/map";
import { TerrainEffectsChart } from "../data/schemas/tec";
import { DataError } from "../data/validate";
import { decodeOnMap, encodeOnMap, loadMap, mapToJson, type HexMap } from "../map";

/** What a game's saves are made of: its format and version, and the shapes of its battle, commands, answers, events, decisions and charts. */
export interface SaveShapes<S extends z.ZodRawShape> {
  readonly format: string;
  readonly version: number;
  readonly battle: z.ZodType;
  readonly command: z.ZodType;
  readonly answers: z.ZodType;
  readonly event: z.ZodType;
  readonly decision: z.ZodType;
  /** The charts a save may carry besides the TEC (each optional: absent, the shipped ones), in the order saved. */
  readonly charts: S;
}

/**
 * The JSON of a saved game of any game: the map and the charts it is played with, the battle as it began, every
 * command carried out (the event log, with its dice), and a command waiting on a decision with the dice it had drawn.
 * The battle now is the log replayed. Hexes are [column, row] on the map saved with it.
 */
export function savedGameSchemas<T extends SaveShapes<z.ZodRawShape>>(s: T) {
  /** A command carried out, as a saved game's log holds it (and the table's store, one entry each). */
  const SavedRecord = z
    .object({ command: s.command as T["command"], answers: s.answers as T["answers"], events: z.array(s.event as T["event"]), dice: z.array(z.number().int().positive()), rolls: z.array(RollRecordJson), revealed: z.boolean(), deciders: z.array(z.string()) })
    .strict();
  /** A command stopped at a decision: run it again with the answer (and the same dice, `tape`) to go on. */
  const SavedPending = z.object({ command: s.command as T["command"], answers: s.answers as T["answers"], tape: z.array(z.number().int().positive()), request: s.decision as T["decision"] }).strict();
  const charts = Object.fromEntries(Object.entries(s.charts).map(([k, v]) => [k, (v as z.ZodType).optional()])) as unknown as { [K in keyof T["charts"]]: z.ZodOptional<T["charts"][K]> };
  const SavedGame = z
    .object({ format: z.literal(s.format), version: z.literal(s.version), map: MapData, tec: TerrainEffectsChart.optional(), ...charts, battle: s.battle as T["battle"], log: z.array(SavedRecord), pending: SavedPending.nullable() })
    .strict();
  return { SavedRecord, SavedPending, SavedGame };
}

/** A game in play with the charts it is played with, by the save's keys (`tec`, and the game's). */
export type SavedCharts = Readonly<Record<string, object | undefined>>;

/**
 * Each part of a saved game as JSON, by the map it is on and the object it was made from: the map, the charts, the
 * battle as it began and each record never change once made, so a game saved after every command encodes only what
 * is new (the records since the last save, the pending command).
 */
const encoded = new WeakMap<HexMap, WeakMap<object, unknown>>();
function encodedOnce(map: HexMap, schema: z.ZodType, value: object): unknown {
  let known = encoded.get(map);
  if (known === undefined) encoded.set(map, (known = new WeakMap()));
  if (!known.has(value)) known.set(value, encodeOnMap(map, schema, value));
  return known.get(value);
}
const mapJsons = new WeakMap<HexMap, z.output<typeof MapData>>();

/** The game as JSON, at the current format version; `charts`: those it is played with that are not the shipped ones. */
export function saveWith(s: SaveShapes<z.ZodRawShape>, schemas: { readonly SavedRecord: z.ZodType; readonly SavedPending: z.ZodType }, game: GameInPlay<unknown, EngineCommand, EngineEvent>, charts: SavedCharts): unknown {
  const { map } = game;
  if (!mapJsons.has(map)) mapJsons.set(map, mapToJson(map));
  const chartSchemas = { tec: TerrainEffectsChart, ...s.charts } as Record<string, z.ZodType>;
  const saved: Record<string, unknown> = { format: s.format, version: s.version, map: encodedOnce(map, MapData, mapJsons.get(map)!) };
  for (const [key, schema] of Object.entries(chartSchemas)) if (charts[key]) saved[key] = encodedOnce(map, schema, charts[key]!);
  return {
    ...saved,
    battle: encodedOnce(map, s.battle, game.log.initial as object),
    log: game.log.entries.map((r) => encodedOnce(map, schemas.SavedRecord, r)),
    pending: game.pending === null ? null : encodeOnMap(map, schemas.SavedPending, game.pending),
  };
}

/** How a game reads its saves back: the TEC its map is read with (given or shipped), and the ruleset from the charts. */
export interface LoadRules<B, C extends EngineCommand, E extends EngineEvent> {
  /** The TEC the save's map is read with: its own, or the shipped one for its battle; refuses charts the battle cannot use. */
  tecOf(current: Readonly<Record<string, unknown>>, source: string): z.output<typeof TerrainEffectsChart>;
  ruleset(map: HexMap, tec: z.output<typeof TerrainEffectsChart>, saved: Readonly<Record<string, unknown>>): Ruleset<B, C, E>;
}

/** A current-version save read back with the ruleset it plays by; the battle now is `log.replay()`. */
export function loadWith<B, C extends EngineCommand, E extends EngineEvent>(
  savedGame: z.ZodType,
  rules: LoadRules<B, C, E>,
  current: Readonly<Record<string, unknown>>,
  source: string,
): GameInPlay<B, C, E> & { readonly ruleset: Ruleset<B, C, E>; readonly saved: Readonly<Record<string, unknown>> } {
  const tec = rules.tecOf(current, source);
  const map = loadMap(current.map, tec, `${source} $.map`);
  const saved = decodeOnMap(map, savedGame, current, source) as Record<string, unknown> & { battle: B; log: CommandRecord<C, E>[]; pending: PendingCommand<C> | null };
  const ruleset = rules.ruleset(map, tec, saved);
  return { map, log: new EventLog(ruleset, saved.battle, saved.log), pending: saved.pending, ruleset, saved };
}

/** The save's format and version checked: a save of another game, or of a later version, is refused at `$.format` / `$.version`. */
export function checkFormat(save: unknown, format: string, version: number, game: string, source: string): Readonly<Record<string, unknown>> {
  if (typeof save !== "object" || save === null || Array.isArray(save)) throw new DataError(source, [{ path: "$", message: "a saved game is a JSON object" }]);
  const s = save as Readonly<Record<string, unknown>>;
  if (s.format !== format) throw new DataError(source, [{ path: "$.format", message: `not a saved ${game} game (format "${String(s.format)}")` }]);
  if (typeof s.version !== "number" || s.version > version) throw new DataError(source, [{ path: "$.version", message: `version ${String(s.version)} is not one this system reads (it reads up to ${version})` }]);
  return s;
}
