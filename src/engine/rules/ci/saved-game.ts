import type { z } from "zod";
import { tecOnlySaves, type TecGame } from "../../core/tec-saves";
import { CiCommandSchema, type CiCommand } from "./commands/schema";
import { CI_TEC } from "./data/tec";
import { CiAnswersSchema, CiDecisionSchema } from "./decisions";
import { CiEventSchema, type CiEvent } from "./events/schema";
import { ciRuleset } from "./ruleset";
import { CiBattleJson, type CiBattle } from "./state";

export const CI_SAVE_FORMAT = "hex-tactics/combat-infantry";
export const CI_SAVE_VERSION = 1;

const SAVES = tecOnlySaves<CiBattle, CiCommand, CiEvent>(
  { format: CI_SAVE_FORMAT, version: CI_SAVE_VERSION, battle: CiBattleJson, command: CiCommandSchema, answers: CiAnswersSchema, event: CiEventSchema, decision: CiDecisionSchema },
  { name: "Combat Infantry", tec: CI_TEC, ruleset: ciRuleset },
);

/** A saved Combat Infantry game (core/saved-game.ts, the shape every game's saves share; `docs/schema/ci-saved-game.schema.json`). */
export const CiSavedGame = SAVES.SavedGame;

export type CiGame = TecGame<CiBattle, CiCommand, CiEvent>;

export const saveCiGame = (game: CiGame): z.input<typeof CiSavedGame> => SAVES.save(game) as z.input<typeof CiSavedGame>;

/** A saved game read back with the ruleset it plays by; the battle now is `log.replay()`. */
export const loadCiGame = SAVES.load;
