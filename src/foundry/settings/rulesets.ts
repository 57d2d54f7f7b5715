/** The games a world can play, with their editions: the engine's modules (src/engine/rules/registry.ts). */
import { rulesetModule, rulesetModules } from "../../engine/rules/registry";

/** The ruleset and edition a world plays: the chosen pair, or the ruleset's first edition when the pair does not fit. */
export function rulesetEdition(ruleset: unknown, edition: unknown): { readonly ruleset: string; readonly edition: string } {
  const module = rulesetModule(String(ruleset)) ?? rulesetModules()[0]!;
  return { ruleset: module.id, edition: module.editions.includes(String(edition)) ? String(edition) : module.editions[0] };
}

/** The `lang/en.json` key naming a ruleset or one of its editions. */
export const rulesetLabel = (id: string) => `HEX_TACTICS.Settings.Ruleset.${id}`;
export const editionLabel = (id: string) => `HEX_TACTICS.Settings.Edition.${id}`;
