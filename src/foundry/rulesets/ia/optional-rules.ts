/**
 * IA1 17.0, 18.0: each optional rule of Infantry Attacks (the solitaire rules among them) is a world setting (off until the GM turns it on); a battle started
 * at the table plays those that are on, except where its scenario sets a rule itself (engine `battleFromScenario`).
 */
import { IA_OPTIONAL_RULE_IDS, type IaOptionalRule } from "../../../engine/rules/ia/state/option-ids";
import { SYSTEM_ID } from "../../constants";

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

/** Registers one world setting per optional rule, on the settings form (`init`). */
export function registerOptionalRules(): void {
  for (const rule of IA_OPTIONAL_RULE_IDS) {
    const key = OPTIONAL_RULE_SETTINGS[rule];
    game.settings!.register(SYSTEM_ID, key, {
      name: `HEX_TACTICS.Settings.${key}.name`,
      hint: `HEX_TACTICS.Settings.${key}.hint`,
      scope: "world",
      config: true,
      type: Boolean,
      default: false,
    });
  }
}

/** The optional rules whose settings are on, as `get` reads a setting of the system (default: the world's). */
export function optionalRulesChosen(get: (key: string) => unknown = (key) => game.settings!.get(SYSTEM_ID, key as never)): IaOptionalRule[] {
  return IA_OPTIONAL_RULE_IDS.filter((rule) => get(OPTIONAL_RULE_SETTINGS[rule]) === true);
}
