/**
 * A side's view of an Infantry Attacks battle on a player's client, for the dialogs: the referee's `view` reply
 * (rulesets/ia/wire.ts `IaSideViewJson`) read back on the battle's map. The map is public: the reply carries it as
 * `map` (map JSON, with `tec` where the battle plays its own chart).
 */
import { decodeOnMap, loadMap, type HexMap } from "../../../engine/map";
import { ia1Tec, ia2Tec } from "../../../engine/rules/ia/data";
import type { TerrainEffectsChart } from "../../../engine/data/schemas/tec";
import type { IaSideView } from "../../../engine/rules/ia/view/side-view";
import { IaSideViewJson } from "./wire";

export interface IaClientView {
  readonly view: IaSideView;
  readonly map: HexMap;
}

/** The view a `view` reply's result holds, or null when it is not one (no map with it). */
export function iaClientView(result: unknown): IaClientView | null {
  if (typeof result !== "object" || result === null) return null;
  const { map: mapJson, tec, ...json } = result as { map?: unknown; tec?: unknown; battle?: { edition?: string } };
  if (mapJson === undefined) return null;
  const chart = (tec as TerrainEffectsChart | undefined) ?? (json.battle?.edition === "IA2" ? ia2Tec : ia1Tec);
  const map = loadMap(mapJson, chart, "view.map");
  const view: IaSideView = decodeOnMap(map, IaSideViewJson, json, "view");
  return { view, map };
}
