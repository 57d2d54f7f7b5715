/** A PG battle's settings for minefields (issue 18 ruling A44, docs/rulings.md). */
export interface PgMinefieldRulings {
  /** Whether a side's own minefields attack its units entering them (16.71 "a unit enters": any unit). */
  readonly minesHitOwner?: boolean;
}

/** The rulings' defaults: the text's reading, every unit entering is attacked. */
export const PG_MINEFIELD_RULINGS: Required<PgMinefieldRulings> = { minesHitOwner: true };
