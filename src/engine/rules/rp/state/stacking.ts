import type { HexMap } from "../../../map/hex-map";
import type { RpBattle } from "./battle";
import { hasType, isAfv, unitsIn } from "./lookups";

/** What breaks RP 3.4 (AA 14.0) if `units` of `side` stand in `hex`: a tank in a quarry, or a class over its limit. */
export type Overstack = { readonly quarryTank: true } | { readonly quarryTank: false; readonly kind: "AFV" | "non-AFV"; readonly count: number; readonly limit: number; readonly quarry: boolean };

/**
 * RP 3.4: a side may have two non-AFV and two AFV units in a hex; AA 14.0: a quarry doubles each limit and tanks cannot
 * enter it. Null when `units` fit in `hex` beside the side's units there.
 */
export function overstack(b: RpBattle, map: HexMap, side: string, units: readonly string[], hex: number): Overstack | null {
  const quarry = map.terrainAt(hex).includes("quarry");
  if (quarry && units.some((id) => hasType(b.units[id]!, "tank"))) return { quarryTank: true };
  const limit = quarry ? 4 : 2;
  const there = new Set([...unitsIn(b, hex, side), ...units]);
  for (const afv of [false, true]) {
    const count = [...there].filter((id) => isAfv(b.units[id]!) === afv).length;
    if (count > limit) return { quarryTank: false, kind: afv ? "AFV" : "non-AFV", count, limit, quarry };
  }
  return null;
}
