/** What cohesion checks say (RP 3.7, 6.53). */
export const COHESION_TEXT = {
  "rp.cohesion.choose": "{unit}: which {category} modifier applies to this cohesion check: {choices}?",
} as const;
