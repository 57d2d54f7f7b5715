import type { HexMap } from "../../../map/hex-map";
import { hexsideFeaturesOf, uphill } from "../map/hexside-terrain";
import { numberOf } from "../numbers/read";
import type { CiBattle } from "../state";
import { labelOf, valueOf } from "../state/lookups";
import { crossingOf, isGunTankOrVehicle } from "./crossing";

/** One step's cost in MPs, and whether the move is still along a continuous road after it. */
export interface StepCost {
  readonly cost: number;
  readonly road: boolean;
}

/**
 * CI 8.x Movement Points: MPs are paid per hexside crossed, `mp.<crossing>` (a standing hedge a tank breaks through: its
 * gap's). CI 8.x Road Movement: −`roadBonus` on a road hexside while the whole move has followed the road (`road`), not
 * on a bridge ("ignore −mp road"), not to enter an assault hex, not on an unpaved road in bad weather. Railway
 * `railwayMp` (not guns, tanks or vehicles; not at bridges and tunnels), never combined with the road bonus: the cheaper.
 * Uphill across a slope +`slopeMp` (downhill "OT"); into a wreck hex +`wreckEntryMp` (CI 6.x Wrecks).
 */
export function stepCost(b: CiBattle, map: HexMap, id: string, from: number, to: number, road: boolean, intoAssault: boolean): StepCost {
  const crossing = crossingOf(b, map, from, to);
  const features = hexsideFeaturesOf(map, from, to);
  const base = numberOf(b.numbers, crossing === "hedge" ? "mp.hedge-gap" : `mp.${crossing}`);
  const bridge = crossing === "bridge-wood" || crossing === "bridge-stone";
  const paved = features.includes("road-paved");
  const onRoad = paved || features.includes("road-unpaved");
  let cost = base;
  if (road && onRoad && !bridge && !intoAssault && (paved || b.weather !== "bad")) cost = Math.max(0, base - numberOf(b.numbers, "roadBonus"));
  if (features.includes("railway") && !isGunTankOrVehicle(labelOf(b, id).class) && !bridge && crossing !== "tunnel-exit") cost = Math.min(cost, numberOf(b.numbers, "railwayMp"));
  if (uphill(map, from, to)) cost += numberOf(b.numbers, "slopeMp");
  if (b.markers.wrecks.includes(to)) cost += numberOf(b.numbers, "wreckEntryMp");
  return { cost, road: road && onRoad };
}

/** CI 8.x Movement Points: a unit's MPs for its move — its Move rating; at night (CI 10.x Night) `nightMovePercent`% of it, rounded up. */
export function moveAllowance(b: CiBattle, id: string): number {
  const mp = valueOf(b, id, "mp");
  return b.night ? Math.ceil((mp * numberOf(b.numbers, "nightMovePercent")) / 100) : mp;
}
