import { z } from "zod";
import type { Ruleset } from "../../core/ruleset";
import type { GameInPlay, PendingCommand as CorePendingCommand } from "../../core/ruleset-module";
import { FireTableSet } from "../series/data/schemas/fire-table";
import { MapData } from "../../data/schemas/map";
import { SetHeader } from "../../data/schemas/common";
import { TerrainEffectsChart } from "../../data/schemas/tec";
import { DataError, parseData } from "../../data/validate";
import { checkFormat, loadWith, savedGameSchemas, saveWith } from "../../core/saved-game";
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

const SHAPES = { format: SAVE_FORMAT, version: SAVE_VERSION, battle: IaBattleJson, command: IaCommandSchema, answers: IaAnswersSchema, event: IaEventSchema, decision: IaDecisionSchema, charts: { fireTables: FireTableSet } };
const SCHEMAS = savedGameSchemas(SHAPES);

/** A command carried out, as a saved game's log holds it (and the table's store, one entry each). */
export const SavedRecord = SCHEMAS.SavedRecord;

/** A command stopped at a decision: run it again with the answer (and the same dice, `tape`) to go on. */
export const SavedPending = SCHEMAS.SavedPending;

/**
 * A saved Infantry Attacks game (core/saved-game.ts): the map and the charts it is played with, the battle as it
 * began, every command carried out and a command waiting on a decision (`docs/schema/ia-saved-game.schema.json`).
 */
export const IaSavedGame = SCHEMAS.SavedGame;

export interface PendingCommand extends CorePendingCommand<IaCommand> {
  readonly request: z.output<typeof IaDecisionSchema>;
}

/** A game in play: what `loadGame` gives back and `saveGame` writes, with the charts it is played with. */
export interface IaGame extends GameInPlay<IaBattle, IaCommand, IaEvent> {
  readonly tec?: TerrainEffectsChart;
  readonly fireTables?: FireTableSet;
  readonly pending: PendingCommand | null;
}

/** The game as JSON, at the current format version. */
export function saveGame(game: IaGame): z.input<typeof IaSavedGame> {
  return saveWith(SHAPES, SCHEMAS, game, { tec: game.tec, fireTables: game.fireTables }) as z.input<typeof IaSavedGame>;
}

/** A saved game read back (after migrating it to the current version) with the ruleset it plays by; the battle now is `log.replay()`. */
export function loadGame(json: unknown, source = "saved game"): IaGame & { readonly ruleset: Ruleset<IaBattle, IaCommand, IaEvent> } {
  const current = migrate(json, source) as Record<string, unknown>;
  const game = loadWith(IaSavedGame, {
    tecOf(save) {
      const head = parseData(
        z.object({ map: MapData, tec: TerrainEffectsChart.optional(), fireTables: z.object(SetHeader).loose().optional(), battle: z.object({ edition: z.enum(["IA1", "IA2"]) }).loose() }).loose(),
        save,
        source,
      );
      // Charts of another edition are refused before the map is read with them, as the oracle does.
      const foreign = chartsOfAnotherEdition(head.battle.edition, head);
      if (foreign.length) throw new DataError(source, foreign);
      return head.tec ?? (head.battle.edition === "IA1" ? ia1Tec : ia2Tec);
    },
    ruleset: (map, tec, saved) => iaRuleset(map, tec, saved.fireTables ? { fireTables: saved.fireTables as FireTableSet } : {}),
  }, current, source);
  const { saved } = game;
  return { map: game.map, ...(saved.tec ? { tec: saved.tec as TerrainEffectsChart } : {}), ...(saved.fireTables ? { fireTables: saved.fireTables as FireTableSet } : {}), log: game.log as IaGame["log"], pending: game.pending as PendingCommand | null, ruleset: game.ruleset as Ruleset<IaBattle, IaCommand, IaEvent> };
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
  checkFormat(save, SAVE_FORMAT, SAVE_VERSION, "Infantry Attacks", source);
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
