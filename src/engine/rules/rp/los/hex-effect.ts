import type { HexMap } from "../../../map/hex-map";
import type { RpSightConditions } from "./conditions";

/** What one hex between observer and target does to the line: nothing, conceal it (RP 4.8), or block it. */
export type HexEffect =
  | { readonly kind: "clear" }
  | { readonly kind: "conceal" }
  | { readonly kind: "block"; readonly reason: string; readonly rule: string };

const CLEAR: HexEffect = { kind: "clear" };
const CONCEAL: HexEffect = { kind: "conceal" };
const block = (reason: string, rule: string): HexEffect => ({ kind: "block", reason, rule });

/** The levels of the line's two ends (RP 4.51: the highest level in their hex). */
export interface Ends {
  readonly observer: number;
  readonly target: number;
}

/**
 * The effect of an intermediate hex, given the levels of the ends. Ruling R29: the map has no artwork, so woods and
 * contours fill their hex. A hex beside the map (a line along its edge) holds nothing but the dark and the weather.
 */
export function hexEffect(map: HexMap, hex: number, ends: Ends, cond: RpSightConditions): HexEffect {
  const dark = cond.night || cond.precipitation;
  if (!map.contains(map.hexAt(hex))) return dark ? CONCEAL : CLEAR;
  const level = map.hexTerrain(hex).level;
  const terrain = map.terrainAt(hex);
  const same = ends.observer === ends.target;
  const high = Math.max(ends.observer, ends.target);
  // RP 4.43 / 8.41: same level, only higher ground blocks; RP 4.52: between levels, ground at the higher end's level too.
  if (same && level > high) return block("higher ground", "RP 4.43");
  if (!same && level > high) return block("ground higher than both", "RP 4.52");
  if (!same && level === high) return block("ground at the higher unit's level", "RP 4.52");
  // Obstacles stand at their hex's level: RP 8.41 on that same level only; RP 4.53 on a level between the two (none
  // lower than both) and within one level of either end.
  const low = Math.min(ends.observer, ends.target);
  const near = same ? level === high : level >= low && (Math.abs(level - ends.observer) <= 1 || Math.abs(level - ends.target) <= 1);
  if (near && terrain.includes("village")) return block("village", same ? "RP 4.41" : "RP 4.53");
  if (near && terrain.includes("woods")) return block("green-dot woods", same ? "RP 4.42" : "RP 4.53");
  if (near && cond.blocksFire?.(hex)) return block("friendly units", "RP 4.6");
  // RP 4.8: smoke, barrage, night and precipitation fill the hex at every level.
  if (dark || cond.concealing(hex)) return CONCEAL;
  // Ruling R30: light woods where an obstacle would block; RP 8.8: wheat in season, on the units' own level only.
  if (near && terrain.includes("light-woods")) return CONCEAL;
  if (same && near && cond.wheat && terrain.includes("wheat")) return CONCEAL;
  return CLEAR;
}

/** Ruling R29: along a hexside, the clearer of its two hexes. */
export function hexsideEffect(a: HexEffect, b: HexEffect): HexEffect {
  if (a.kind === "clear" || b.kind === "clear") return CLEAR;
  if (a.kind === "conceal" || b.kind === "conceal") return CONCEAL;
  return a;
}
