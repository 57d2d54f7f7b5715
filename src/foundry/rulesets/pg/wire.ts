import type { z } from "zod";
import { PgSavedGame } from "../../../engine/rules/pg/saved-game";
import { PgEventSchema } from "../../../engine/rules/pg/events/schema";
import { PgBattleJson } from "../../../engine/rules/pg/state/battle-schema";
import { sideResultJson, sideViewJson, storedBattleJson } from "../series/wire";

/** JSON shapes of what the referee keeps and sends for a Panzer Grenadier battle (hexes [column, row]: rulesets/series/wire.ts). */

export const PgSideResultJson = sideResultJson(PgEventSchema);

/** A side's view of the battle (rules/pg/view/side-view.ts). */
export const PgSideViewJson = sideViewJson(PgBattleJson);

/** What the referee's store holds for one Panzer Grenadier battle: the saved game (rules/pg/saved-game.ts) and its placement. */
export const PgStoredBattle = storedBattleJson("panzer-grenadier");
export type PgStoredBattle = z.output<typeof PgStoredBattle>;

/** A command carried out and a command waiting on a decision, as a saved game (and the referee's store) holds them. */
export const PgSavedRecord = PgSavedGame.shape.log.element;
export const PgSavedPending = PgSavedGame.shape.pending.unwrap();
