/** Foundry's `game.i18n` over lang/en.json, for rendering and localizing without Foundry. */
import type { I18n } from "../../src/foundry/i18n";
import { translations } from "./lang";

export const enI18n: I18n = {
  has: (key) => translations.has(key),
  localize: (key) => translations.get(key) ?? key,
  // Foundry's `format` fills each `{name}` it has a value for and leaves the others.
  format: (key, data) => (translations.get(key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? data[name]! : whole)),
};
