/**
 * PG 17.0: each optional rule of Panzer Grenadier is a world setting (off until the GM turns it on); a battle started at
 * the table plays those that are on, except where its scenario sets a rule itself (engine `pgBattleFromScenario`).
 * The multi-player rules (17.6) are the Sides dialog's.
 */
import { PG_OPTIONAL_RULE_IDS, type PgOptionalRule } from "../../../engine/rules/pg/state/option-ids";
import { optionalRuleSettings } from "../series/optional-rules";

/** The setting key of each optional rule (of its own: Infantry Attacks' rules of the same names differ). */
export const PG_OPTIONAL_RULE_SETTINGS = {
  consolidation: "pgOptionalConsolidation",
  "excess-initiative": "pgOptionalExcessInitiative",
  "strategic-movement": "pgOptionalStrategicMovement",
  "fog-of-war": "pgOptionalFogOfWar",
  "random-events": "pgOptionalRandomEvents",
} as const satisfies Record<PgOptionalRule, string>;

const settings = optionalRuleSettings(PG_OPTIONAL_RULE_SETTINGS, PG_OPTIONAL_RULE_IDS, "panzer-grenadier");

/** Registers one world setting per optional rule, on the settings form (`init`). */
export const registerPgOptionalRules = settings.register;

/** The optional rules whose settings are on (default: the world's settings). */
export const pgOptionalRulesChosen = settings.chosen;
