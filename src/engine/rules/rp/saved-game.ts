import type { z } from "zod";
import { tecOnlySaves, type TecGame } from "../../core/tec-saves";
import { RpCommandSchema, type RpCommand } from "./commands/schema";
import { RP_TEC } from "./data/tec";
import { RpAnswersSchema, RpDecisionSchema } from "./decisions";
import { RpEventSchema, type RpEvent } from "./events/schema";
import { rpRuleset } from "./ruleset";
import { RpBattleJson, type RpBattle } from "./state";

export const RP_SAVE_FORMAT = "hex-tactics/red-poppies";
export const RP_SAVE_VERSION = 1;

const SAVES = tecOnlySaves<RpBattle, RpCommand, RpEvent>(
  { format: RP_SAVE_FORMAT, version: RP_SAVE_VERSION, battle: RpBattleJson, command: RpCommandSchema, answers: RpAnswersSchema, event: RpEventSchema, decision: RpDecisionSchema },
  { name: "Red Poppies", tec: RP_TEC, ruleset: rpRuleset },
);

/** A saved Red Poppies game or campaign (core/saved-game.ts, the shape every game's saves share; `docs/schema/rp-saved-game.schema.json`). */
export const RpSavedGame = SAVES.SavedGame;

export type RpGame = TecGame<RpBattle, RpCommand, RpEvent>;

export const saveRpGame = (game: RpGame): z.input<typeof RpSavedGame> => SAVES.save(game) as z.input<typeof RpSavedGame>;

/** A saved game read back with the ruleset it plays by; the battle now is `log.replay()`. */
export const loadRpGame = SAVES.load;
