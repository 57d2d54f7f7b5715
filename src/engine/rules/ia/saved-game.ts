import { z } from "zod";
import type { CommandRecord } from "../../core/engine";
import { EventLog } from "../../core/event-log";
import { RollRecordJson } from "../../core/json";
import type { Ruleset } from "../../core/ruleset";
import type { GameInPlay, PendingCommand as CorePendingCommand } from "../../core/ruleset-module";
import { FireTableSet } from "../series/data/schemas/fire-table";
import { MapData } from "../../data/schemas/map";
import { SetHeader } from "../../data/schemas/common";
import { TerrainEffectsChart } from "../../data/schemas/tec";
import { DataError, parseData } from "../../data/validate";
import { decodeOnMap, encodeOnMap, loadMap, mapToJson, type HexMap } from "../../map";
import { IaCommandSchema, type IaCommand } from "./commands/schema";
import { ia1Tec, ia2Tec } from "./data";
import { chartsOfAnotherEdition } from "./data/editions";
import { IaAnswersSchema, IaDecisionSchema } from "./decisions";
import type { IaEvent } from "./events";
import { IaEventSchema } from "./events/schema";
import { iaRuleset } from "./ruleset";
import type { IaBattle } from "./state";
import { IaBattleJson } from "./state/battle-schema";

export const SAVE_FORMAT = "hex-tactics/infantry-attacks";
export const SAVE_VERSION = 1;

/** A command carried out, as a saved game's log holds it (and the table's store, one entry each). */
export const SavedRecord = z
  .object({
    command: IaCommandSchema,
    answers: IaAnswersSchema,
    events: z.array(IaEventSchema),
    dice: z.array(z.number().int().positive()),
    rolls: z.array(RollRecordJson),
    revealed: z.boolean(),
    deciders: z.array(z.string()),
  })
  .strict();

/** A command stopped at a decision: run it again with the answer (and the same dice, `tape`) to go on. */
export const SavedPending = z
  .object({ command: IaCommandSchema, answers: IaAnswersSchema, tape: z.array(z.number().int().positive()), request: IaDecisionSchema })
  .strict();

/**
 * A saved Infantry Attacks game: the map and the charts it is played with, the battle as it began, every command carried
 * out (the event log, with its dice), and a command waiting on a decision with the dice it had drawn. The battle now is
 * the log replayed. Hexes are [column, row] on the map saved with it (`docs/schema/ia-saved-game.schema.json`).
 */
export const IaSavedGame = z
  .object({
    format: z.literal(SAVE_FORMAT),
    version: z.literal(SAVE_VERSION),
    map: MapData,
    tec: TerrainEffectsChart.optional(),
    fireTables: FireTableSet.optional(),
    battle: IaBattleJson,
    log: z.array(SavedRecord),
    pending: SavedPending.nullable(),
  })
  .strict();

export interface PendingCommand extends CorePendingCommand<IaCommand> {
  readonly request: z.output<typeof IaDecisionSchema>;
}

/** A game in play: what `loadGame` gives back and `saveGame` writes, with the charts it is played with. */
export interface IaGame extends GameInPlay<IaBattle, IaCommand, IaEvent> {
  readonly tec?: TerrainEffectsChart;
  readonly fireTables?: FireTableSet;
  readonly pending: PendingCommand | null;
}

/**
 * Each part of a saved game as JSON, by the map it is on and the object it was made from: the map, the charts, the
 * battle as it began and each record never change once made, so a game saved after every command encodes only what
 * is new (the records since the last save, the pending command).
 */
const encoded = new WeakMap<HexMap, WeakMap<object, unknown>>();
function encodedOnce<S extends z.ZodType>(map: HexMap, schema: S, value: z.output<S> & object): z.input<S> {
  let known = encoded.get(map);
  if (known === undefined) encoded.set(map, (known = new WeakMap()));
  if (!known.has(value)) known.set(value, encodeOnMap(map, schema, value));
  return known.get(value) as z.input<S>;
}
const mapJsons = new WeakMap<HexMap, z.output<typeof MapData>>();

/** The game as JSON, at the current format version. */
export function saveGame(game: IaGame): z.input<typeof IaSavedGame> {
  const { map } = game;
  if (!mapJsons.has(map)) mapJsons.set(map, mapToJson(map));
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    map: encodedOnce(map, MapData, mapJsons.get(map)!),
    ...(game.tec ? { tec: encodedOnce(map, TerrainEffectsChart, game.tec) } : {}),
    ...(game.fireTables ? { fireTables: encodedOnce(map, FireTableSet, game.fireTables) } : {}),
    battle: encodedOnce(map, IaBattleJson, game.log.initial),
    log: game.log.entries.map((r) => encodedOnce(map, SavedRecord, r as z.output<typeof SavedRecord>)),
    pending: game.pending === null ? null : encodeOnMap(map, SavedPending, game.pending as z.output<typeof SavedPending>),
  };
}

/** A saved game read back (after migrating it to the current version) with the ruleset it plays by; the battle now is `log.replay()`. */
export function loadGame(json: unknown, source = "saved game"): IaGame & { readonly ruleset: Ruleset<IaBattle, IaCommand, IaEvent> } {
  const current = migrate(json, source);
  const head = parseData(
    z.object({ map: MapData, tec: TerrainEffectsChart.optional(), fireTables: z.object(SetHeader).loose().optional(), battle: z.object({ edition: z.enum(["IA1", "IA2"]) }).loose() }).loose(),
    current,
    source,
  );
  // Charts of another edition are refused before the map is read with them, as the oracle does.
  const foreign = chartsOfAnotherEdition(head.battle.edition, head);
  if (foreign.length) throw new DataError(source, foreign);
  const tec = head.tec ?? (head.battle.edition === "IA1" ? ia1Tec : ia2Tec);
  const map = loadMap(head.map, tec, `${source} $.map`);
  const saved = decodeOnMap(map, IaSavedGame, current, source);
  const ruleset = iaRuleset(map, tec, saved.fireTables ? { fireTables: saved.fireTables } : {});
  const log = new EventLog(ruleset, saved.battle, saved.log as CommandRecord<IaCommand, IaEvent>[]);
  return { map, ...(saved.tec ? { tec: saved.tec } : {}), ...(saved.fireTables ? { fireTables: saved.fireTables } : {}), log, pending: saved.pending, ruleset };
}

/**
 * Brings an older save to the current version, one step at a time. Version 0 is a battle as the rules oracle took it
 * before games were saved (`{ map, battle, tec?, fireTables? }`), whose battle gave a hand-written `visibility` object:
 * it becomes a game with no commands yet, the visibility read back into the light it stands for.
 */
function migrate(json: unknown, source: string): unknown {
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new DataError(source, [{ path: "$", message: "a saved game is a JSON object" }]);
  const save = json as { [k: string]: unknown };
  if (save.format === undefined && "battle" in save && "map" in save) return migrate(fromVersion0(save, source), source);
  if (save.format !== SAVE_FORMAT) throw new DataError(source, [{ path: "$.format", message: `not a saved Infantry Attacks game (format "${String(save.format)}")` }]);
  if (typeof save.version !== "number" || save.version > SAVE_VERSION)
    throw new DataError(source, [{ path: "$.version", message: `version ${String(save.version)} is not one this system reads (it reads up to ${SAVE_VERSION})` }]);
  return save;
}

/** Version 0's battle as far as the migration reads it: its hand-written visibility (the rest is read as a battle later). */
const Version0Battle = z.looseObject({
  visibility: z.looseObject({ range: z.number(), night: z.boolean(), source: z.looseObject({ id: z.string() }) }).optional(),
  light: z.unknown().optional(),
});

function fromVersion0(save: { [k: string]: unknown }, source: string): unknown {
  if ("commands" in save) throw new DataError(source, [{ path: "$.commands", message: "an oracle request with commands is not a game: run it with the oracle, or drop the commands" }]);
  const { visibility, ...battle } = parseData(Version0Battle, save.battle, source, ["battle"]);
  const light =
    battle.light ??
    (visibility === undefined
      ? undefined
      : visibility.source.id.startsWith("ia2.time.")
        ? { time: visibility.source.id.slice("ia2.time.".length), nightRange: visibility.range <= 2 ? visibility.range : 1 }
        : { range: visibility.range, night: visibility.night });
  return { format: SAVE_FORMAT, version: SAVE_VERSION, ...save, battle: { ...battle, ...(light ? { light } : {}) }, log: [], pending: null };
}
