/** The games a world can play, with their editions (Panzer Grenadier, Red Poppies Campaigns and Combat Infantry are to come). */
export interface RulesetEntry {
  readonly id: string;
  /** Edition ids as the engine writes them (a battle's `edition`), first the default. */
  readonly editions: readonly string[];
}

export const RULESETS: readonly RulesetEntry[] = [{ id: "infantry-attacks", editions: ["IA1", "IA2"] }];

/** The ruleset and edition a world plays: the chosen pair, or the ruleset's first edition when the pair does not fit. */
export function rulesetEdition(ruleset: unknown, edition: unknown): { readonly ruleset: string; readonly edition: string } {
  const entry = RULESETS.find((r) => r.id === ruleset) ?? RULESETS[0]!;
  return { ruleset: entry.id, edition: entry.editions.includes(String(edition)) ? String(edition) : entry.editions[0]! };
}

/** The `lang/en.json` key naming a ruleset or one of its editions. */
export const rulesetLabel = (id: string) => `HEX_TACTICS.Settings.Ruleset.${id}`;
export const editionLabel = (id: string) => `HEX_TACTICS.Settings.Edition.${id}`;
