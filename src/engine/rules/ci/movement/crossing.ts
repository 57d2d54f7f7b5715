import type { HexMap } from "../../../map/hex-map";
import type { CiClass } from "../data/schemas/roster";
import { MP_HEXSIDES } from "../data/numbers";
import { hedgeOn, hexsideFeaturesOf, hexsideTerrain } from "../map/hexside-terrain";
import type { CiBattle } from "../state";
import { sameHexside } from "../state/markers";

/** What a move across a hexside crosses, for its MP cost and assault limit: a lost-number hexside, a standing hedge, or sea. */
export type Crossing = (typeof MP_HEXSIDES)[number] | "hedge" | "ht-sea";

/** CI 8.x River Crossings, CI 3.x Terrain Types: "guns, tanks, and vehicles" (AT guns, tanks, armored cars). */
export const isGunTankOrVehicle = (cls: CiClass): boolean => cls === "at-gun" || cls === "tank" || cls === "armored-car";

const onHexside = (list: readonly (readonly [number, number])[], a: number, c: number): boolean => list.some((s) => sameHexside(s, [a, c]));

/** CI 3.x Terrain Types, Hedge: a hedge drawn on the hexside with no gap drawn there nor made by a tank (ruling R22). */
export const hedgeStands = (b: CiBattle, map: HexMap, a: number, c: number): boolean => hedgeOn(map, a, c) && !onHexside(b.markers.hedgeGaps, a, c);

/** CI 7.x Demolish Bridges: the bridge on this hexside is destroyed (assault limit 0; it is crossed as the river it spanned). */
export const bridgeDestroyed = (b: CiBattle, a: number, c: number): boolean => onHexside(b.markers.destroyedBridges, a, c);

/** An intact bridge on the hexside (CI 3.x Terrain Types, Bridges). */
function bridgeOf(b: CiBattle, map: HexMap, a: number, c: number): "bridge-wood" | "bridge-stone" | null {
  const f = hexsideFeaturesOf(map, a, c);
  const bridge = f.includes("bridge-stone") ? "bridge-stone" : f.includes("bridge-wood") ? "bridge-wood" : null;
  return bridge && !bridgeDestroyed(b, a, c) ? bridge : null;
}

/**
 * The TEC row that rules a crossing from `a` to `c` (CI 3.x Terrain Effects: hexside terrain decides movement and the
 * limits): a linear feature replaces the hexside's terrain — a tunnel exit, a bridge (a destroyed one is the river it
 * spanned), a ford, a river, a cliff, a hedge (with its gap, a gap) — else the hexside terrain (ruling R28).
 */
export function crossingOf(b: CiBattle, map: HexMap, a: number, c: number): Crossing {
  const terrain = hexsideTerrain(map, a, c);
  if (terrain === "ht-sea") return terrain;
  const f = hexsideFeaturesOf(map, a, c);
  if (f.includes("tunnel-exit")) return "tunnel-exit";
  const bridge = bridgeOf(b, map, a, c);
  if (bridge) return bridge;
  if (f.includes("ford")) return "ford";
  if (f.includes("river") || bridgeDestroyed(b, a, c)) return "river";
  if (f.includes("cliff")) return "cliff";
  if (f.includes("hedge")) return hedgeStands(b, map, a, c) ? "hedge" : "hedge-gap";
  if (f.includes("hedge-gap")) return "hedge-gap";
  return terrain;
}
