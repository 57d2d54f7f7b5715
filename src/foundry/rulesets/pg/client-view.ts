/**
 * A side's view of a Panzer Grenadier battle on a player's client, for the dialogs: the referee's `view` reply
 * (rulesets/pg/wire.ts `PgSideViewJson`) read back on the battle's map (series/client-view.ts), PG's shipped TEC where
 * the battle plays no chart of its own.
 */
import type { HexMap } from "../../../engine/map";
import { pg3Charts } from "../../../engine/rules/pg/data";
import type { PgSideView } from "../../../engine/rules/pg/view/side-view";
import { seriesClientView } from "../series/client-view";
import { PgSideViewJson } from "./wire";

export interface PgClientView {
  readonly view: PgSideView;
  readonly map: HexMap;
}

/** The view a `view` reply's result holds, or null when it is not one (no map with it). */
export const pgClientView = (result: unknown): PgClientView | null => seriesClientView(result, PgSideViewJson, () => pg3Charts.tec);
