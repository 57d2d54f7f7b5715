import { loadCampaign, saveCampaign, SavedCampaign, type Campaign } from "./core/campaign";
import type { GameInPlay, RulesetModule } from "./core/ruleset-module";
import type { Ruleset } from "./core/ruleset";
import { DataError, parseData } from "./data/validate";
import { rulesetModule, rulesetModules } from "./rules/registry";

/** A saved game read back with the ruleset it plays by; the battle now is `log.replay()`. */
export type LoadedGame = GameInPlay<unknown, any, any> & { readonly ruleset: Ruleset<unknown, any, any> };

/**
 * A saved game of any registered game, read by the ruleset whose `format` it carries, or that claims it as an older save
 * of its own (Infantry Attacks' version 0, a battle as the oracle took it). Bad data is a DataError naming each path.
 */
export function loadSavedGame(json: unknown, source = "saved game"): LoadedGame {
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new DataError(source, [{ path: "$", message: "a saved game is a JSON object" }]);
  const save = json as Readonly<Record<string, unknown>>;
  const modules = rulesetModules();
  const module = modules.find((m) => m.savedGame.format === save.format) ?? (save.format === undefined ? modules.find((m) => m.savedGame.claims(save)) : undefined);
  if (module === undefined) {
    const named = save.format === undefined ? "no format" : JSON.stringify(save.format);
    throw new DataError(source, [{ path: "$.format", message: `${named}: not a saved game this system reads (it reads ${modules.map((m) => m.savedGame.format).join(", ")})` }]);
  }
  return module.savedGame.load(save, source);
}

/** A game as JSON, in the save format of the ruleset it plays by. */
export function saveGameOf(game: LoadedGame): unknown {
  return registered(game.ruleset.id).savedGame.save(game);
}

/** A saved campaign (core/campaign), its record read by the rules of the game it names. */
export function loadSavedCampaign(json: unknown, source = "saved campaign"): Campaign<unknown> {
  const { ruleset } = parseData(SavedCampaign.pick({ ruleset: true }).loose(), json, source);
  const rules = rulesetModule(ruleset)?.campaign;
  if (rules === undefined) throw new DataError(source, [{ path: "$.ruleset", message: `no game "${ruleset}" keeps a campaign (${campaignKeepers().join(", ") || "none does"})` }]);
  return loadCampaign(rules, json, source);
}

/** A campaign as JSON. */
export function saveCampaignOf(campaign: Campaign<unknown>): unknown {
  const rules = registered(campaign.ruleset).campaign;
  if (rules === undefined) throw new Error(`the ${campaign.ruleset} ruleset keeps no campaign`);
  return saveCampaign(rules, campaign);
}

const campaignKeepers = () => rulesetModules().flatMap((m) => (m.campaign ? [m.id] : []));

function registered(id: string): RulesetModule {
  const module = rulesetModule(id);
  if (module === undefined) throw new Error(`no ruleset "${id}" is registered`);
  return module;
}
