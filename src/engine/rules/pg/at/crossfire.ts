/**
 * What PG 11.12 crossfire asks of the board, as the callers' geometry and turn record find it (this module traces no
 * line). Both must hold for the +2.
 */
export interface CrossfireFacts {
  /**
   * Some AT attack was already made on this vehicle this turn (any segment, any firer: "after the first AT attack on
   * the vehicle this turn, not necessarily during the same action segment") and the vehicle has not moved since it
   * ("does not apply if the target unit moves after the first unit fires on it and before the second unit fires"): an
   * attack made before the target's latest move does not count.
   */
  readonly attackedSinceLastMove: boolean;
  /**
   * The geometry's verdict (issue 18 ruling A24, shared with IA1 17.6 flanking fire): this attack's line is traced
   * through an actual hex that is not adjacent to the approach of those earlier attacks. A line running along the
   * spine between an adjacent and a non-adjacent hex does not qualify (11.12 "not along the spine").
   */
  readonly throughNonAdjacentHex: boolean;
}

/** PG 11.12: "+2 if the target is attacked this turn through two or more non-adjacent hexes", on the later attacks only. */
export function crossfireApplies(facts: CrossfireFacts): boolean {
  return facts.attackedSinceLastMove && facts.throughNonAdjacentHex;
}
