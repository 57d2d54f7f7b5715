import type { HexMap } from "../../../map/hex-map";
import type { RpBattle } from "./battle";
import type { HexsidePair } from "./markers";

/** A hexside's two hexes in either order. */
export const sameHexside = (a: HexsidePair, b: HexsidePair): boolean => (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

const has = (list: readonly HexsidePair[], a: number, b: number): boolean => list.some((s) => sameHexside(s, [a, b]));

/** The printed features of the hexside between two adjacent hexes (plan §1: road, stream, bridge, wire, lake, interior-woods, trench). */
export const featuresBetween = (map: HexMap, a: number, b: number): readonly string[] => map.hexsideFeatures(a, b);

/** RP 8.341, 8.342: wire along the hexside and no breach on it. */
export const wireBetween = (b: RpBattle, map: HexMap, x: number, y: number): boolean => featuresBetween(map, x, y).includes("wire") && !has(b.markers.breaches, x, y);

/** RP 8.321, 8.322, 8.33: trench artwork (or trench counters) connects the two hexes and no bomb stop cuts it. */
export function trenchConnects(b: RpBattle, map: HexMap, x: number, y: number): boolean {
  if (has(b.markers.bombStops, x, y)) return false;
  const printed = featuresBetween(map, x, y).includes("trench");
  // RP 8.322: trench counters connect to every adjacent trench.
  const counter = (h: number, other: number) => b.markers.trenches.includes(h) && hasTrench(b, map, other);
  return printed || counter(x, y) || counter(y, x);
}

/** RP 8.32: a trench printed in the hex, a trench counter, or (AA 14.0) a quarry. */
export const hasTrench = (b: RpBattle, map: HexMap, hex: number): boolean => {
  const t = map.terrainAt(hex);
  return t.includes("trench") || t.includes("quarry") || b.markers.trenches.includes(hex);
};

/** RP 8.31: a blockhouse printed in the hex or a blockhouse counter. */
export const hasBlockhouse = (b: RpBattle, map: HexMap, hex: number): boolean => map.terrainAt(hex).includes("blockhouse") || b.markers.blockhouses.includes(hex);
