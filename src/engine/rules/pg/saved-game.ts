import type { z } from "zod";
import type { Ruleset } from "../../core/ruleset";
import type { GameInPlay } from "../../core/ruleset-module";
import { TerrainEffectsChart } from "../../data/schemas/tec";
import { parseData } from "../../data/validate";
import { FireTableSet } from "../series/data/schemas/fire-table";
import { MoraleTable } from "../series/data/schemas/morale";
import { checkFormat, loadWith, savedGameSchemas, saveWith } from "../../core/saved-game";
import { PgCommandSchema, type PgCommand } from "./commands/schema";
import { pg3Charts, type PgCharts } from "./data";
import { AtTable } from "./data/schemas/at-table";
import { PgDieTables } from "./data/schemas/die-tables";
import { PgAnswersSchema, PgDecisionSchema } from "./decisions";
import type { PgEvent } from "./events";
import { PgEventSchema } from "./events/schema";
import { pgRuleset } from "./ruleset";
import type { PgBattle } from "./state";
import { PgBattleJson } from "./state/battle-schema";

export const PG_SAVE_FORMAT = "hex-tactics/panzer-grenadier";
export const PG_SAVE_VERSION = 1;

/** The charts a save carries where the GM's are not the shipped ones (each optional). */
const CHARTS = { fireTables: FireTableSet, atTable: AtTable, morale: MoraleTable, dieTables: PgDieTables };
const SHAPES = { format: PG_SAVE_FORMAT, version: PG_SAVE_VERSION, battle: PgBattleJson, command: PgCommandSchema, answers: PgAnswersSchema, event: PgEventSchema, decision: PgDecisionSchema, charts: CHARTS };
const SCHEMAS = savedGameSchemas(SHAPES);

/** A saved Panzer Grenadier game (core/saved-game.ts; `docs/schema/pg-saved-game.schema.json`). */
export const PgSavedGame = SCHEMAS.SavedGame;

/** A game in play with the charts it is played with (absent: the shipped ones). */
export interface PgGame extends GameInPlay<PgBattle, PgCommand, PgEvent> {
  readonly tec?: TerrainEffectsChart;
  readonly charts?: Partial<PgCharts>;
}

/** The charts a game is played with: its own where it has them, the shipped ones otherwise. */
export const chartsOf = (own: Partial<PgCharts> = {}): PgCharts => ({ ...pg3Charts, ...own });

/** The game as JSON, at the current format version. */
export function savePgGame(game: PgGame): z.input<typeof PgSavedGame> {
  return saveWith(SHAPES, SCHEMAS, game, { tec: game.tec, ...game.charts }) as z.input<typeof PgSavedGame>;
}

/** A saved game read back with the ruleset it plays by; the battle now is `log.replay()`. */
export function loadPgGame(json: unknown, source = "saved game"): PgGame & { readonly ruleset: Ruleset<PgBattle, PgCommand, PgEvent> } {
  const current = checkFormat(json, PG_SAVE_FORMAT, PG_SAVE_VERSION, "Panzer Grenadier", source);
  let charts: Partial<PgCharts> = {};
  const game = loadWith<PgBattle, PgCommand, PgEvent>(PgSavedGame, {
    tecOf: (save) => (save.tec === undefined ? pg3Charts.tec : parseData(TerrainEffectsChart, save.tec, source, ["tec"])),
    ruleset: (map, tec, saved) => {
      charts = Object.fromEntries(Object.keys(CHARTS).flatMap((k) => (saved[k] === undefined ? [] : [[k, saved[k]]])));
      return pgRuleset(map, tec, chartsOf(charts));
    },
  }, current, source);
  const tec = game.saved.tec as TerrainEffectsChart | undefined;
  return { map: game.map, log: game.log, pending: game.pending, ruleset: game.ruleset, ...(tec ? { tec } : {}), ...(Object.keys(charts).length ? { charts } : {}) };
}
