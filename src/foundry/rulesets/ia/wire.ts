import type { z } from "zod";
import { IaEventSchema } from "../../../engine/rules/ia/events/schema";
import { IaBattleJson } from "../../../engine/rules/ia/state/battle-schema";
import { sideResultJson, sideViewJson, storedBattleJson } from "../series/wire";

/** JSON shapes of what the referee sends an Infantry Attacks side (hexes [column, row]): results and views (rulesets/series/wire.ts). */

export const IaSideResultJson = sideResultJson(IaEventSchema);

/** A side's view of the battle (view/side-view.ts). */
export const IaSideViewJson = sideViewJson(IaBattleJson);

/** What the referee's store holds for one Infantry Attacks battle: the saved game (rules/ia/saved-game.ts) and its placement. */
export const IaStoredBattle = storedBattleJson("infantry-attacks");
export type IaStoredBattle = z.output<typeof IaStoredBattle>;
