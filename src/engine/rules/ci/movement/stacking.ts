import type { HexMap } from "../../../map/hex-map";
import { STACKING_LIMIT } from "../data/constants";
import { hexTerrainOf } from "../map/hexside-terrain";
import type { CiHexTerrain } from "../map/terrain";
import { numberOf } from "../numbers/read";
import type { CiBattle } from "../state";

/** CI 7.x Barbed Wire: "fully stacks the hex" — no friendly units; one enemy unit may enter (C55, L). */
export const WIRE_STACKING = 1;

const CONSTANT: Partial<Record<CiHexTerrain, number>> = { clear: STACKING_LIMIT.clear, beach: STACKING_LIMIT.beach, town: STACKING_LIMIT.town, sea: 0 };

/**
 * CI 8.x Stacking Limits: how many blocks of one side may stand in `hex` at the end of an activation (each side its full
 * limit in an assault hex; mines, bunkers and HQs count). By hex terrain — Clear and Beach 3, Town 2 (RC), a foxhole 2
 * (CI 7.x Foxholes, RC), the others the lost `stack.<terrain>`; sea holds none; a wire hex one unit, the enemy's that
 * entered it (CI 7.x Barbed Wire). The surface of a tunnel hex stacks as its terrain (the tunnel below is not played).
 */
export function stackLimit(b: CiBattle, map: HexMap, hex: number): number {
  if (b.markers.wire.includes(hex)) return WIRE_STACKING;
  if (b.markers.foxholes.includes(hex)) return STACKING_LIMIT.foxhole;
  const terrain = hexTerrainOf(map, hex);
  return CONSTANT[terrain] ?? numberOf(b.numbers, `stack.${terrain}`);
}
