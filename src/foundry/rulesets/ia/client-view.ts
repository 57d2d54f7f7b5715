/**
 * A side's view of an Infantry Attacks battle on a player's client, for the dialogs: the referee's `view` reply
 * (rulesets/ia/wire.ts `IaSideViewJson`) read back on the battle's map (series/client-view.ts). The map is public: the
 * reply carries it as `map` (map JSON, with `tec` where the battle plays its own chart).
 */
import type { HexMap } from "../../../engine/map";
import { ia1Tec, ia2Tec } from "../../../engine/rules/ia/data";
import type { IaSideView } from "../../../engine/rules/ia/view/side-view";
import { seriesClientView } from "../series/client-view";
import { IaSideViewJson } from "./wire";

export interface IaClientView {
  readonly view: IaSideView;
  readonly map: HexMap;
}

/** The view a `view` reply's result holds, or null when it is not one (no map with it). */
export const iaClientView = (result: unknown): IaClientView | null => seriesClientView(result, IaSideViewJson, (json) => (json.battle?.edition === "IA2" ? ia2Tec : ia1Tec));
