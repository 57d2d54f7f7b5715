import { inForce as seriesInForce } from "../../series/optional/options";
import type { IaBattle } from "../state/battle";
import { IA_OPTIONAL_RULE_IDS, type IaOptionalRule } from "../state/option-ids";

/** Whether the players agreed to play optional rule `rule` in this battle (IA1 17.0; absent options: none). */
export const inForce: (b: IaBattle, rule: IaOptionalRule) => boolean = seriesInForce;

/**
 * The optional rules in force for a scenario: each rule the scenario turns on or off is as it says; the others as the
 * players chose (`chosen`). In the order of IA1 17.
 */
export function optionsInForce(scenario: Readonly<Record<string, boolean>> | undefined, chosen: readonly IaOptionalRule[]): IaOptionalRule[] {
  return IA_OPTIONAL_RULE_IDS.filter((r) => scenario?.[r] ?? chosen.includes(r));
}
