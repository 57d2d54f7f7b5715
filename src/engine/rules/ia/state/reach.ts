import { longestRange } from "../../series/state/occupancy";
import type { IaBattle } from "./battle";
import type { IaUnit } from "./pieces";

/** The longest range printed on a unit's faces (IA1 7.31: one fire value, one range). */
const reach = (u: IaUnit): number => Math.max(u.full.range, u.reduced?.range ?? 0);

/** No unit's direct fire reaches farther than this (IA1 7.31): a bound for a search of the hexes around a target. */
export const iaLongestRange = (b: IaBattle): number => longestRange(b, reach);
