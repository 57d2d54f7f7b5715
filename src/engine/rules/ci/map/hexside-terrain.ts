import type { HexMap } from "../../../map/hex-map";
import {
  HEX_TERRAIN,
  HEXSIDE_FEATURES,
  HEXSIDE_OF,
  HEXSIDE_TERRAIN,
  type CiHexsideFeature,
  type CiHexsideTerrain,
  type CiHexTerrain,
} from "./terrain";

const hexTerrains: ReadonlySet<string> = new Set(HEX_TERRAIN);
const sideTerrains: ReadonlySet<string> = new Set(HEXSIDE_TERRAIN);
const sideFeatures: ReadonlySet<string> = new Set(HEXSIDE_FEATURES);

/**
 * Ruling R28, CI 3.x Terrain Effects ("if ambiguous, always assume the most restrictive terrain"): most restrictive
 * first. Sea/lake heads the list: its hexside stops movement and command (CI 3.x Terrain Types, Sea/Lake; ruling R24).
 */
const RESTRICTIVE: readonly CiHexsideTerrain[] = ["ht-sea", "ht-town", "ht-woods", "ht-orchard", "ht-marsh", "ht-cemetery", "ht-clear"];
const mostRestrictive = (terrains: readonly CiHexsideTerrain[]): CiHexsideTerrain =>
  RESTRICTIVE.find((t) => terrains.includes(t)) ?? "ht-clear";

/** A hex's terrain (CI 3.x Terrain Types): the first CI hex terrain it lists; a hex listing none is clear. */
export function hexTerrainOf(map: HexMap, hex: number): CiHexTerrain {
  return (map.hexTerrain(hex).terrain.find((t) => hexTerrains.has(t)) as CiHexTerrain | undefined) ?? "clear";
}

/**
 * The terrain of the hexside between adjacent hexes `a` and `b` (CI 3.x Terrain Effects: "Hexside terrain often differs
 * from Hex terrain"). Terrain drawn on the hexside wins; else the two hexes' hexside terrain where it agrees (a farm is
 * "OT": its hexsides take the other hex's terrain; two farms stand in clear); else ruling R28, the most restrictive.
 */
export function hexsideTerrain(map: HexMap, a: number, b: number): CiHexsideTerrain {
  const drawn = drawnHexsideTerrain(map, a, b);
  if (drawn) return drawn;
  const ta = HEXSIDE_OF[hexTerrainOf(map, a)];
  const tb = HEXSIDE_OF[hexTerrainOf(map, b)];
  return mostRestrictive([ta ?? tb ?? "ht-clear", tb ?? ta ?? "ht-clear"]);
}

/** The terrain drawn on the hexside between `a` and `b` (the most restrictive if two are), or null if none is. */
export function drawnHexsideTerrain(map: HexMap, a: number, b: number): CiHexsideTerrain | null {
  const drawn = map.hexsideFeatures(a, b).filter((f): f is CiHexsideTerrain => sideTerrains.has(f));
  return drawn.length ? mostRestrictive(drawn) : null;
}

/** The linear features drawn on the hexside between `a` and `b` (roads, rivers, bridges, hedges, slopes…). */
export function hexsideFeaturesOf(map: HexMap, a: number, b: number): readonly CiHexsideFeature[] {
  return map.hexsideFeatures(a, b).filter((f): f is CiHexsideFeature => sideFeatures.has(f));
}

/** CI 3.x Terrain Types, Hedge: a hedge is drawn on the hexside and no gap is shown there (gaps made in play are battle markers). */
export function hedgeOn(map: HexMap, a: number, b: number): boolean {
  const features = hexsideFeaturesOf(map, a, b);
  return features.includes("hedge") && !features.includes("hedge-gap");
}

/** CI 3.x Terrain Types, Slope: moving `from` → `to` crosses a slope hexside uphill (toward the higher level); downhill is "OT". */
export function uphill(map: HexMap, from: number, to: number): boolean {
  return map.hexTerrain(to).level > map.hexTerrain(from).level && hexsideFeaturesOf(map, from, to).includes("slope");
}

/** CI 3.x Terrain Types, Sea/Lake (ruling R24): a sea or lake hexside is impassable to movement and command (not to fire). */
export function impassableForCommand(map: HexMap, a: number, b: number): boolean {
  return hexsideTerrain(map, a, b) === "ht-sea";
}
