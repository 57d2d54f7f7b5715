/**
 * The terrain numbers the text keeps (L legible, RC recovered with certainty): constants with their citation, never
 * settings. Every other terrain number is lost and read through `numberOf` (ci/data/numbers.ts, ci/numbers/read.ts).
 */

/** The rule that gives the stacking limits. */
export const STACKING_RULE = "CI 8.x Stacking Limits";

/**
 * CI 8.x Stacking Limits: Clear 3 and Town 2 (RC: the 9.x examples spell out "three" and "two"), Beach as Clear
 * (CI 3.x Beach), Tunnel 1 (RC, "one", separate from the surface above); CI 7.x Foxholes: 2 (RC, "two"), for both players.
 * Other terrain: the lost `stack.<terrain>`.
 */
export const STACKING_LIMIT = { clear: 3, beach: 3, town: 2, tunnel: 1, foxhole: 2 } as const;

/** The rule that gives the defense ratings. */
export const DEFENSE_RULE = "CI 6.7 Double Defense";

/** Hits a step costs under 2D (CI 6.7 Double Defense, L: "Two hits"). */
export const DOUBLE_DEFENSE_HITS = 2;

/**
 * CI 6.7 Double Defense and the TEC Defense column (RC): 2D (2) or 1D (1) by the kind of fire. Woods are 1D against
 * bombardment (treebursts); assaults are always 1D. Clear, Beach, Cemetery (RP 1D), Orchard and Tunnel (UR) are the lost
 * `defense.<terrain>`.
 */
export const DEFENSE = {
  woods: { fire: 2, bombardment: 1, assault: 1 },
  town: { fire: 2, bombardment: 2, assault: 1 },
  farm: { fire: 2, bombardment: 2, assault: 1 },
  marsh: { fire: 2, bombardment: 2, assault: 1 },
  foxhole: { fire: 2, bombardment: 2, assault: 1 },
} as const;

/** The rules that give the hexside fire and assault limits. */
export const FIRE_LIMIT_RULE = "CI 6.x Hexside Fire Limits";
export const ASSAULT_LIMIT_RULE = "CI 9.x Assault Combat";

/** CI 3.x Terrain Effects, TEC Hedge (L): Fire 0, Assault 0; footnote 7: one tank may move or assault per hexside, from an adjacent hex. */
export const HEDGE = { fireLimit: 0, assaultLimit: 0, tanksPerHexside: 1 } as const;

/** CI 7.x Demolish Bridges (L, "Ø"): a destroyed bridge's assault limit; its fire limit is unchanged. */
export const DESTROYED_BRIDGE_ASSAULT_LIMIT = 0;
