import type { HexMap } from "../../../map/hex-map";
import type { RpBattle } from "../state";
import { hasTrench } from "../state/hexsides";
import type { OmaGroup } from "../state/oma";
import { groupMode } from "./mode";
import { signalSuccess } from "./mot";

/** RP 7.21 telephone: either player has a trench on the map (printed, a quarry, or a trench counter). */
export function trenchOnMap(b: RpBattle, map: HexMap): boolean {
  for (const i of map.indices()) if (hasTrench(b, map, i)) return true;
  return false;
}

/** RP 7.21, 7.14, 11.522: a group's signal success number now. */
export const groupSignal = (b: RpBattle, map: HexMap, g: OmaGroup): number =>
  signalSuccess(groupMode(b, g), { pbFired: b.pbFired, trenchOnMap: trenchOnMap(b, map) });
