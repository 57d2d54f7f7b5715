/**
 * A side's view of a Red Poppies battle on a player's client, for the dialogs: the referee's `view` reply (wire.ts
 * `RpSideViewJson`) read back on the battle's map, which travels with it (RP's shipped TEC where it brings none).
 */
import type { TerrainEffectsChart } from "../../../engine/data/schemas/tec";
import { decodeOnMap, loadMap } from "../../../engine/map";
import { RP_TEC } from "../../../engine/rules/rp/data/tec";
import type { RpDialogInput } from "./dialogs/input";
import { RpSideViewJson } from "./wire";

/** The view a `view` reply's result holds, as the dialogs' input; null when it is not one (no map with it). */
export function rpClientView(result: unknown): RpDialogInput | null {
  if (typeof result !== "object" || result === null) return null;
  const { map: mapJson, tec, ...json } = result as { map?: unknown; tec?: unknown };
  if (mapJson === undefined) return null;
  const map = loadMap(mapJson, (tec as TerrainEffectsChart | undefined) ?? RP_TEC, "view.map");
  const view = decodeOnMap(map, RpSideViewJson, json, "view");
  return { battle: view.battle, map, side: view.side };
}
