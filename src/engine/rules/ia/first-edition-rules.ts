import { markFallbacks } from "../../core/rule-fallback";
import type { IaBattle } from "./state";

/**
 * IA2 battles play the 1st edition where the 2nd edition's text is missing: its sections 1–7 are all there is (the text
 * ends at 7.56). The 2nd edition renumbered the 1st's chapters: IA1 8 Spotting is IA2 7 (in the text), IA1 7 Combat is
 * IA2 8, and IA1 9–18 are IA2 9 on, all missing. IA2 5.4 leaves assault movement to its missing 11.2, so IA1 5.4x stand
 * in for it too (docs/rulings.md "IA2 and the 1st edition").
 */
const playsMissingIa2 = (rule: string): boolean => {
  const [section = 0, paragraph = ""] = rule.split(".");
  const n = Number(section);
  return n === 7 || n >= 9 || (n === 5 && paragraph.startsWith("4"));
};

/** The IA1 rule numbers a citation names: "IA1 6.61, 14.3" → 6.61 and 14.3; "IA2 7.1; IA1 16.12" → 16.12. */
const ia1Rules = (citation: string): string[] =>
  citation
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c.startsWith("IA1 "))
    .flatMap((c) => c.match(/\d+\.\d+/g) ?? []);

/** "IA1" where an IA2 battle's record cites a 1st-edition rule standing in for a missing 2nd-edition one (core/rule-fallback). */
export const firstEditionRule = (rule: string): "IA1" | undefined => (ia1Rules(rule).some(playsMissingIa2) ? "IA1" : undefined);

/** The ruleset's `ruleFallback`: an IA2 battle plays sections 8 and later by the 1st edition; an IA1 battle has every text. */
export const iaRuleFallback = (b: Pick<IaBattle, "edition">): typeof firstEditionRule | null => (b.edition === "IA2" ? firstEditionRule : null);

/** `value` (a query's answer) with `fallback` on each record citing a 1st-edition rule, as commands' records have it. */
export function markFirstEdition<T>(value: T, b: Pick<IaBattle, "edition">): T {
  const fallbackOf = iaRuleFallback(b);
  return fallbackOf ? markFallbacks(value, fallbackOf) : value;
}
