import type { CiContext } from "../context";
import { HEDGE } from "../data/constants";
import { hexsideNumberId } from "../data/numbers";
import { hexsideFeaturesOf, hexsideTerrain } from "../map/hexside-terrain";
import { hedgeBetween } from "../los";
import { numberOf } from "../numbers/read";
import { boardOf } from "./line";

export const LONG_RANGE_RULE = "CI 6.x Long Range Fire";

/** CI 6.x Long Range Fire: fire at 2 or more hexes (L). */
export const LONG_RANGE = 2;

/**
 * CI 6.x Hexside Fire Limits: how many units may fire through the hexside between adjacent hexes `a` and `b` at adjacent
 * enemy per HQ activation — the lost `fireLimit.<terrain>` of its hexside terrain and of each feature on it that has one
 * (roads, railways and downhill slopes are "other terrain"), the most restrictive (CI 3.x Terrain Effects); an ungapped
 * hedge 0 (TEC, L), a gapped one the hedge gap's.
 */
export function fireLimitOf(ctx: CiContext, a: number, b: number): number {
  const numbers = ctx.state.numbers;
  const limits = [numberOf(numbers, `fireLimit.${hexsideTerrain(ctx.map, a, b)}`)];
  for (const f of hexsideFeaturesOf(ctx.map, a, b)) {
    if (f === "hedge") limits.push(hedgeBetween(boardOf(ctx), a, b) ? HEDGE.fireLimit : numberOf(numbers, "fireLimit.hedge-gap"));
    const id = hexsideNumberId("fireLimit", f);
    if (id) limits.push(numberOf(numbers, id));
  }
  return Math.min(...limits);
}
