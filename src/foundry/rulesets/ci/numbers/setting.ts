/**
 * The lost numbers' world setting (plan §3): the values a GM entered for the numbers the text lost, by catalogue id
 * (ci/data/numbers.ts). Off the settings form, written by a GM through its restricted menu (lost-numbers-menu.ts);
 * public like every setting (nothing secret in it). A battle copies what it needs when it starts (scenario.ts), so
 * changing it never changes a battle in play.
 */
import { SYSTEM_ID } from "../../../constants";
import { numbersOf } from "./lost-numbers";

export const CI_NUMBERS_SETTING = "ciNumbers" as const;
export const CI_NUMBERS_MENU = "ciNumbersMenu" as const;

declare global {
  interface SettingConfig {
    "hex-tactics.ciNumbers": Record<string, number>;
  }
}

/** `init`: the setting, and its menu (GMs only) opening `menu`. */
export function registerCiNumbers(menu: unknown): void {
  const settings = game.settings!;
  settings.register(SYSTEM_ID, CI_NUMBERS_SETTING, { scope: "world", config: false, type: Object, default: {} });
  settings.registerMenu(SYSTEM_ID, CI_NUMBERS_MENU, {
    name: "HEX_TACTICS.CI.Numbers.menu.name",
    label: "HEX_TACTICS.CI.Numbers.menu.label",
    hint: "HEX_TACTICS.CI.Numbers.menu.hint",
    icon: "fa-solid fa-list-ol",
    type: menu as Parameters<ClientSettings["registerMenu"]>[2]["type"],
    restricted: true,
  });
}

/** The numbers the GM entered. */
export const ciNumbersEntered = (): Record<string, number> => numbersOf(game.settings!.get(SYSTEM_ID, CI_NUMBERS_SETTING));

/** Writes the entered numbers (a GM's: a player's client is refused by Foundry). */
export const enterCiNumbers = (numbers: Record<string, number>): Promise<unknown> => game.settings!.set(SYSTEM_ID, CI_NUMBERS_SETTING, numbers);
