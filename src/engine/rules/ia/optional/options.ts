import type { IaBattle } from "../state/battle";

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

/** Whether the players agreed to play optional rule `rule` in this battle (IA1 17.0; absent options: none). */
export const inForce = (b: IaBattle, rule: IaOptionalRule): boolean => b.options?.includes(rule) ?? false;

/**
 * The optional rules in force for a scenario: each rule the scenario turns on or off is as it says; the others as the
 * players chose (`chosen`). In the order of IA1 17.
 */
export function optionsInForce(scenario: Readonly<Record<string, boolean>> | undefined, chosen: readonly IaOptionalRule[]): IaOptionalRule[] {
  return IA_OPTIONAL_RULE_IDS.filter((r) => scenario?.[r] ?? chosen.includes(r));
}
