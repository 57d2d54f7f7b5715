/** What melee says (RP 6.67). */
export const MELEE_TEXT = {
  "rp.melee.target": "melee in {hex}: which enemy unit does {unit} attack?",
} as const;
