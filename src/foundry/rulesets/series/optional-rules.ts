/**
 * 17.0: each optional rule of a game is a world setting (off until the GM turns it on); a battle started at the table
 * plays those that are on, except where its scenario sets a rule itself (the engine's scenario build).
 */
import { SYSTEM_ID } from "../../constants";
import { rulesetInPlay } from "../../settings/settings";

/**
 * A game's optional-rule settings: `keys`, each rule's setting key; `order`, its rules in the order a battle lists
 * them; `ruleset`, the game they belong to (the settings form shows them in a world that plays it).
 */
export function optionalRuleSettings<R extends string>(keys: Readonly<Record<R, string>>, order: readonly R[], ruleset: string) {
  return {
    /** Registers one world setting per optional rule, on the settings form of a world playing the game (`init`). */
    register(): void {
      const shown = rulesetInPlay().ruleset === ruleset;
      for (const rule of order) {
        const key = keys[rule];
        game.settings!.register(SYSTEM_ID, key as never, {
          name: `HEX_TACTICS.Settings.${key}.name`,
          hint: `HEX_TACTICS.Settings.${key}.hint`,
          scope: "world",
          config: shown,
          type: Boolean,
          default: false,
        } as never);
      }
    },
    /** The optional rules whose settings are on, as `get` reads a setting of the system (default: the world's). */
    chosen(get: (key: string) => unknown = (key) => game.settings!.get(SYSTEM_ID, key as never)): R[] {
      return order.filter((rule) => get(keys[rule]) === true);
    },
  };
}
