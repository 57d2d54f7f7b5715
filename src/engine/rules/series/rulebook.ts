/**
 * How a game of the series cites a rule both its texts state. Series code names the rule by its Panzer Grenadier 3rd
 * edition number (the parent series' text); each game's rulebook turns that into its own citation, e.g. "PG 8.31" or,
 * where its text numbers the rule otherwise, "IA1 8.61". Several numbers make one citation: `cite("8.31", "8.36")`.
 * Where another text states one sentence of a rule under a number of its own, the key names that sentence in
 * parentheses (`"3.13 (once)"`: PG 3.13's "may not activate again in the current turn", IA1 3.3): a game's table may
 * renumber the key, and a citation never shows the parentheses ("PG 3.13").
 */
export type Cite = (...rules: readonly string[]) => string;

/** The rule number of a citation key: the key without the sentence it names (`"3.13 (once)"` → "3.13"). */
export const ruleNumber = (key: string): string => {
  const open = key.indexOf(" (");
  return open < 0 ? key : key.slice(0, open);
};

/** Where a game's text states a series rule: the text's name and the rule's number (or numbers) in it. */
export interface OwnRule {
  readonly text: string;
  readonly number: string;
}

/** A game's citation from where its text states each series rule; runs of one text join with ", ", texts with "; " ("IA2 7.5; IA1 8.66"). */
export function citeBy(own: (rule: string) => OwnRule): Cite {
  return (...rules) => {
    const parts: { text: string; numbers: string[] }[] = [];
    for (const r of rules) {
      const { text, number: owned } = own(r);
      const number = ruleNumber(owned);
      const last = parts.at(-1);
      if (last?.text === text) last.numbers.push(number);
      else parts.push({ text, numbers: [number] });
    }
    return parts.map((p) => `${p.text} ${p.numbers.join(", ")}`).join("; ");
  };
}
