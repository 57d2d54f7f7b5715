/** IA1 17.0, 18.0: the optional rules a battle may play, by id, with their rule numbers (18: the solitaire rules). */
export const IA_OPTIONAL_RULES = {
  consolidation: "17.1",
  "excess-initiative": "17.2",
  "strategic-movement": "17.3",
  "fog-of-war": "17.4",
  "flanking-fire": "17.6",
  solitaire: "18.0",
} as const;

export type IaOptionalRule = keyof typeof IA_OPTIONAL_RULES;
export const IA_OPTIONAL_RULE_IDS = Object.keys(IA_OPTIONAL_RULES) as [IaOptionalRule, ...IaOptionalRule[]];
