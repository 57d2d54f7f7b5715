import { registerMenus } from "./menus";
import { registerSettings } from "./settings";

/** `init`: the system's settings and its GM dialogs in the settings (the side table, the chart editor). */
export function registerSystemSettings(): void {
  registerSettings();
  registerMenus();
}
