/**
 * IA1 17.0, 18.0: each optional rule of Infantry Attacks (the solitaire rules among them) is a world setting (off until the GM turns it on); a battle started
 * at the table plays those that are on, except where its scenario sets a rule itself (engine `battleFromScenario`).
 */
import { IA_OPTIONAL_RULE_IDS, type IaOptionalRule } from "../../../engine/rules/ia/state/option-ids";
import { optionalRuleSettings } from "../series/optional-rules";

/** The setting key of each optional rule. */
export const OPTIONAL_RULE_SETTINGS = {
  consolidation: "optionalConsolidation",
  "excess-initiative": "optionalExcessInitiative",
  "strategic-movement": "optionalStrategicMovement",
  "fog-of-war": "optionalFogOfWar",
  "flanking-fire": "optionalFlankingFire",
  solitaire: "optionalSolitaire",
} as const satisfies Record<IaOptionalRule, string>;

declare global {
  interface SettingConfig {
    "hex-tactics.optionalConsolidation": boolean;
    "hex-tactics.optionalExcessInitiative": boolean;
    "hex-tactics.optionalStrategicMovement": boolean;
    "hex-tactics.optionalFogOfWar": boolean;
    "hex-tactics.optionalFlankingFire": boolean;
    "hex-tactics.optionalSolitaire": boolean;
  }
}

const settings = optionalRuleSettings(OPTIONAL_RULE_SETTINGS, IA_OPTIONAL_RULE_IDS, "infantry-attacks");

/** Registers one world setting per optional rule, on the settings form (`init`). */
export const registerOptionalRules = settings.register;

/** The optional rules whose settings are on, as `get` reads a setting of the system (default: the world's). */
export const optionalRulesChosen = settings.chosen;
