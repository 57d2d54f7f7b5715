import type { HexMap } from "../../../map/hex-map";
import type { Text } from "../../../core/text";
import { hexsideFeaturesOf, hexsideTerrain, hexTerrainOf } from "../map/hexside-terrain";
import type { CiBattle } from "../state";
import { labelOf } from "../state/lookups";
import { crossingOf, isGunTankOrVehicle } from "./crossing";
import { say } from "./text";

/** Why a unit may not cross a hexside: the rule and the words. */
export interface Barrier {
  readonly rule: string;
  readonly why: Text;
}

const TERRAIN = "CI 3.x Terrain Types";
const RIVERS = "CI 8.x River Crossings";

/**
 * CI 8.x River Crossings and the TEC: whether block `id` may cross from `from` into the adjacent `to` (null: it may).
 * Sea or lake: nothing (ruling R24). A hedge: a tank only, from the hex it started its move in (footnote 7, "from an
 * adjacent hex"). Guns, tanks and vehicles: no river or cliff; no woods or marsh, hex or hexside, except along a road;
 * fords: tanks yes, guns and other vehicles no.
 */
export function barrier(b: CiBattle, map: HexMap, id: string, from: number, to: number, firstStep: boolean): Barrier | null {
  const kind = labelOf(b, id);
  const cls = kind.class;
  const crossing = crossingOf(b, map, from, to);
  const bar = (rule: string, what: string, who: string): Barrier => ({ rule, why: say("ci.move.impassable", { what, who }) });
  if (crossing === "ht-sea" || hexTerrainOf(map, to) === "sea") return bar(TERRAIN, "a sea or lake hexside", "any unit");
  if (crossing === "hedge") {
    if (cls !== "tank") return bar(TERRAIN, "a hedge", "anything but a tank");
    if (!firstStep) return { rule: TERRAIN, why: say("ci.move.hedge-first") };
  }
  if (!isGunTankOrVehicle(cls)) return null;
  if (crossing === "river" || crossing === "cliff") return bar(RIVERS, `a ${crossing}`, "guns, tanks and vehicles");
  if (crossing === "ford" && cls !== "tank") return bar(TERRAIN, "a ford", "guns and vehicles");
  const road = hexsideFeaturesOf(map, from, to).some((f) => f === "road-paved" || f === "road-unpaved");
  const side = hexsideTerrain(map, from, to);
  const into = hexTerrainOf(map, to);
  if (!road && (side === "ht-woods" || side === "ht-marsh" || into === "woods" || into === "marsh")) return bar(TERRAIN, "woods or marsh off the road", "guns, tanks and vehicles");
  return null;
}
