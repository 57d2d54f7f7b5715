/** Pieces of the Infantry Attacks cards: the series' (series/card-rows.ts), and the 1st-edition badge of IA2 battles. */
import { phrase } from "../../i18n";
import { markFallbacks } from "../../../engine/core/rule-fallback";
import { iaRuleFallback } from "../../../engine/rules/ia/first-edition-rules";
import type { IaBattle } from "../../../engine/rules/ia/state";

export * from "../series/card-rows";

/**
 * `data` with the "1st-edition rule" badge as `fallback` on every row, line and card citing a rule an IA2 battle plays by
 * the 1st edition (rules/ia/first-edition-rules: sections 8 and later); an IA1 battle's data as it is.
 */
export function firstEditionBadges<T>(data: T, battle: Pick<IaBattle, "edition">): T {
  const fallbackOf = iaRuleFallback(battle);
  return fallbackOf ? markFallbacks(data, (rule) => (fallbackOf(rule) ? phrase("HEX_TACTICS.RuleFallback.IA1") : undefined)) : data;
}
