import type { EntryCost } from "../../series/movement/cost";
import type { PgBattle } from "../state";
import { isVehicle } from "../units/classify";
import type { PgUnitClass } from "../units/unit-class";

/** PG 16.3: "one wreck costs an additional 1 MP", "two wrecks … an additional 5 MPs"; three: "No vehicle may enter". */
const WRECK_MP = { 1: 1, 2: 5 } as const;

/** PG 16.3: what the wreck markers in `to` add to a vehicle's cost of entering it (1.2: AFVs and transports are vehicles). */
export function withWrecks(b: PgBattle, u: PgUnitClass, to: number, cost: EntryCost): EntryCost {
  const wrecks = b.wrecks?.[to];
  if (wrecks === undefined || !isVehicle(u) || "prohibited" in cost) return cost;
  if (wrecks === 3) return { prohibited: "3 wrecks" };
  return { mp: cost.mp === "all" ? "all" : cost.mp + WRECK_MP[wrecks], by: `${cost.by} + ${wrecks === 1 ? "1 wreck" : "2 wrecks"}` };
}
