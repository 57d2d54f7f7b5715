/**
 * Combat Infantry's map vocabulary (CI 3.x Terrain, the TEC): the ids map JSON uses. Hex terrain decides stacking and
 * defense; "Hexside terrain often differs from Hex terrain" and decides movement, LOS and the fire and assault limits.
 */

/** Hex terrain (one per hex; `farm` is hex terrain only, its hexsides use the other terrain). */
export const HEX_TERRAIN = ["clear", "beach", "orchard", "cemetery", "marsh", "woods", "town", "farm", "sea"] as const;
export type CiHexTerrain = (typeof HEX_TERRAIN)[number];

/** A hex's extra printed features, listed beside its terrain (`["clear", "tunnel"]`). */
export const HEX_FEATURES = ["tunnel"] as const;

/** Hexside terrain a map draws along a hexside (none drawn: ci/map/hexside-terrain.ts reads it from the two hexes). */
export const HEXSIDE_TERRAIN = ["ht-clear", "ht-orchard", "ht-cemetery", "ht-marsh", "ht-woods", "ht-town", "ht-sea"] as const;
export type CiHexsideTerrain = (typeof HEXSIDE_TERRAIN)[number];

/** Linear features on a hexside, beside (or instead of) its terrain. `slope`: uphill toward the hex of higher level. */
export const HEXSIDE_FEATURES = ["road-paved", "road-unpaved", "railway", "river", "ford", "bridge-wood", "bridge-stone", "hedge", "hedge-gap", "slope", "cliff", "tunnel-exit"] as const;
export type CiHexsideFeature = (typeof HEXSIDE_FEATURES)[number];

/** The hexside terrain of a hex terrain (beach is treated as clear, CI 3.x Beach; farm is "OT": the other hex's). */
export const HEXSIDE_OF: Readonly<Record<CiHexTerrain, CiHexsideTerrain | null>> = {
  clear: "ht-clear",
  beach: "ht-clear",
  orchard: "ht-orchard",
  cemetery: "ht-cemetery",
  marsh: "ht-marsh",
  woods: "ht-woods",
  town: "ht-town",
  farm: null,
  sea: "ht-sea",
};
