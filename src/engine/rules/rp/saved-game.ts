import type { z } from "zod";
import type { Ruleset } from "../../core/ruleset";
import type { GameInPlay } from "../../core/ruleset-module";
import { TerrainEffectsChart } from "../../data/schemas/tec";
import { parseData } from "../../data/validate";
import { checkFormat, loadWith, savedGameSchemas, saveWith } from "../../core/saved-game";
import { RpCommandSchema, type RpCommand } from "./commands/schema";
import { RP_TEC } from "./data/tec";
import { RpAnswersSchema, RpDecisionSchema } from "./decisions";
import { RpEventSchema, type RpEvent } from "./events/schema";
import { rpRuleset } from "./ruleset";
import { RpBattleJson, type RpBattle } from "./state";

export const RP_SAVE_FORMAT = "hex-tactics/red-poppies";
export const RP_SAVE_VERSION = 1;

const SHAPES = { format: RP_SAVE_FORMAT, version: RP_SAVE_VERSION, battle: RpBattleJson, command: RpCommandSchema, answers: RpAnswersSchema, event: RpEventSchema, decision: RpDecisionSchema, charts: {} };
const SCHEMAS = savedGameSchemas(SHAPES);

/** A saved Red Poppies game or campaign (core/saved-game.ts, the shape every game's saves share; `docs/schema/rp-saved-game.schema.json`). */
export const RpSavedGame = SCHEMAS.SavedGame;

export interface RpGame extends GameInPlay<RpBattle, RpCommand, RpEvent> {
  readonly tec?: TerrainEffectsChart;
}

export function saveRpGame(game: RpGame): z.input<typeof RpSavedGame> {
  return saveWith(SHAPES, SCHEMAS, game, { tec: game.tec }) as z.input<typeof RpSavedGame>;
}

/** A saved game read back with the ruleset it plays by; the battle now is `log.replay()`. */
export function loadRpGame(json: unknown, source = "saved game"): RpGame & { readonly ruleset: Ruleset<RpBattle, RpCommand, RpEvent> } {
  const current = checkFormat(json, RP_SAVE_FORMAT, RP_SAVE_VERSION, "Red Poppies", source);
  const game = loadWith<RpBattle, RpCommand, RpEvent>(
    RpSavedGame,
    { tecOf: (save) => (save.tec === undefined ? RP_TEC : parseData(TerrainEffectsChart, save.tec, source, ["tec"])), ruleset: (map) => rpRuleset(map) },
    current,
    source,
  );
  const tec = game.saved.tec as TerrainEffectsChart | undefined;
  return { map: game.map, log: game.log, pending: game.pending, ruleset: game.ruleset, ...(tec ? { tec } : {}) };
}
