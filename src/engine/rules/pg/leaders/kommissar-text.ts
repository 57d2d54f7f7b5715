/** What Kommissars say (PG 6.61, 6.62, 6.65). */
export const PG_KOMMISSAR_TEXT = {
  "kommissar.route": "{kommissar} must move toward the nearest demoralized unit of his side by the cheapest route ({mp} MP from here): not into that hex",
  "kommissar.owed": "{kommissar} is stacked with {unit}: he must be activated and help it recover",
  "kommissar.morale": "{kommissar}'s morale (Kommissar)",
} as const;
