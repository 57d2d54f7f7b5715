import { tableModules } from "../rulesets/registry";
import { registerMenus } from "./menus";
import { registerSettings } from "./settings";

/** `init`: the system's settings, each game's own (its optional rules …), and the GM dialogs in the settings (the side table, the chart editor). */
export function registerSystemSettings(): void {
  // A game the engine knows but the table does not cannot be played in a world: only table modules are offered.
  registerSettings(tableModules().map((m) => m.engine));
  for (const module of tableModules()) module.registerSettings?.();
  registerMenus();
}
