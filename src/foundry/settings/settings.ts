import { SYSTEM_ID } from "../constants";
import type { RulesetModule } from "../../engine/core/ruleset-module";
import { editionLabel, rulesetEdition, rulesetLabel } from "./rulesets";
import { SIDES_SETTING } from "./sides";
import { FOG_MODES, type FogMode } from "../canvas/fog-marks";

/** Whether the referee runs a player's command at once, or the GM allows it first (referee/consent-prompt.ts). */
export const AUTOMATION = { apply: "HEX_TACTICS.Settings.automation.apply", confirm: "HEX_TACTICS.Settings.automation.confirm" } as const;

/** The world setting holding the world's charts (src/foundry/tables/world-tables.ts). */
export const TABLES_SETTING = "tables" as const;

declare global {
  interface SettingConfig {
    "hex-tactics.ruleset": string;
    "hex-tactics.edition": string;
    "hex-tactics.automation": keyof typeof AUTOMATION;
    "hex-tactics.citations": boolean;
    "hex-tactics.promptTimeout": number;
    "hex-tactics.fog": FogMode;
    "hex-tactics.viewAs": string;
    "hex-tactics.sides": Record<string, string[]>;
    "hex-tactics.tables": Record<string, unknown>;
  }
}

/** The hook the fog settings call when changed: the canvas redraws the fog (canvas/register-canvas.ts). */
export const FOG_CHANGED = "hex-tactics.fogChanged";

const fogChanged = (): void => void (Hooks as unknown as { callAll(hook: string): boolean }).callAll(FOG_CHANGED);

const S = "HEX_TACTICS.Settings";
const settings = () => game.settings!;

/** Registers the system's own settings, the world's game chosen among `games` (`init`; each game's own settings are its table module's: register.ts). The side table's dialog and the table editor are menus (menus.ts). */
export function registerSettings(games: readonly RulesetModule[]): void {
  const s = settings();
  s.register(SYSTEM_ID, "ruleset", {
    name: `${S}.ruleset.name`,
    hint: `${S}.ruleset.hint`,
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(games.map((r) => [r.id, rulesetLabel(r.id)])),
    default: games[0]!.id,
  });
  s.register(SYSTEM_ID, "edition", {
    name: `${S}.edition.name`,
    hint: `${S}.edition.hint`,
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(games.flatMap((r) => r.editions.map((e) => [e, editionLabel(e)]))),
    default: games[0]!.editions[0],
  });
  s.register(SYSTEM_ID, "automation", {
    name: `${S}.automation.name`,
    hint: `${S}.automation.hint`,
    scope: "world",
    config: true,
    type: String,
    choices: AUTOMATION,
    default: "apply",
  });
  s.register(SYSTEM_ID, "citations", { name: `${S}.citations.name`, hint: `${S}.citations.hint`, scope: "client", config: true, type: Boolean, default: true });
  s.register(SYSTEM_ID, "promptTimeout", {
    name: `${S}.promptTimeout.name`,
    hint: `${S}.promptTimeout.hint`,
    scope: "world",
    config: true,
    type: Number,
    range: { min: 10, max: 600, step: 5 },
    default: 60,
  });
  // Fog of war by spotting (canvas/fog-marks.ts): how unspotted enemy tokens look; the side a GM views as.
  s.register(SYSTEM_ID, "fog", {
    name: `${S}.fog.name`,
    hint: `${S}.fog.hint`,
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(FOG_MODES.map((m) => [m, `${S}.fog.${m}`])),
    default: "dimmed",
    onChange: fogChanged,
  });
  s.register(SYSTEM_ID, "viewAs", { name: `${S}.viewAs.name`, hint: `${S}.viewAs.hint`, scope: "client", config: true, type: String, default: "", onChange: fogChanged });
  // Public data a GM alone writes: every client reads them (docs/foundry.md).
  s.register(SYSTEM_ID, SIDES_SETTING, { scope: "world", config: false, type: Object, default: {} });
  s.register(SYSTEM_ID, TABLES_SETTING, { scope: "world", config: false, type: Object, default: {} });
}

/** The ruleset and edition the world plays. */
export const rulesetInPlay = () => rulesetEdition(settings().get(SYSTEM_ID, "ruleset"), settings().get(SYSTEM_ID, "edition"));
/** Whether chat cards cite the rule of every modifier and result (this user's choice). */
export const citationsShown = (): boolean => settings().get(SYSTEM_ID, "citations") !== false;
/** How long a player has to answer a decision before its default applies, in ms. */
export const promptTimeoutMs = (): number => Math.max(10, Number(settings().get(SYSTEM_ID, "promptTimeout")) || 60) * 1000;
/** Run a player's command at once, or have the GM allow it first. */
export const automation = (): keyof typeof AUTOMATION => (settings().get(SYSTEM_ID, "automation") === "confirm" ? "confirm" : "apply");
/** How unspotted enemy tokens look to a side's players. */
export const fogMode = (): FogMode => (settings().get(SYSTEM_ID, "fog") === "hidden" ? "hidden" : "dimmed");
/** The side a GM views the board as (empty: everything). */
export const viewAsSide = (): string => String(settings().get(SYSTEM_ID, "viewAs") ?? "").trim();
