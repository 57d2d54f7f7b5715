/** What PG's optional rules say to a player (PG 17.1), spread into PG's catalogue (text.ts). */
export const PG_OPTIONAL_TEXT = {
  "consolidation.not-same-counter": "{unit} and {other} are not units of the same type",
  "consolidation.not-same-nationality": "{unit} and {other} are not of the same nationality",
  "consolidation.not-same-morale": "{unit} and {other} are not in the same morale condition",
} as const;
