/**
 * Sector command's world settings (IA1 17.51, 17.52; PG 17.61, 17.63): each user's sector and the sides' Commanding Officers, public
 * data a GM alone writes in the Sides dialog (sides-form.ts), off the settings form; every client reads them.
 */
import { SYSTEM_ID } from "../../../constants";

/** The world setting holding each user's sector (IA1 17.51, PG 17.61) (user id → sector name). */
export const SECTORS_SETTING = "sectors" as const;
/** The world setting listing the users who are their sides' Commanding Officer (IA1 17.52, PG 17.63). */
export const COMMANDERS_SETTING = "commanders" as const;

declare global {
  interface SettingConfig {
    "hex-tactics.sectors": Record<string, string>;
    "hex-tactics.commanders": string[];
  }
}

/** The settings objects the two settings are registered with already: every game playing sector command asks for them. */
const registered = new WeakSet<object>();

/** `init`: the two settings, once. */
export function registerSectorSettings(): void {
  if (registered.has(game.settings!)) return;
  registered.add(game.settings!);
  game.settings!.register(SYSTEM_ID, SECTORS_SETTING, { scope: "world", config: false, type: Object, default: {} });
  game.settings!.register(SYSTEM_ID, COMMANDERS_SETTING, { scope: "world", config: false, type: Array, default: [] });
}
