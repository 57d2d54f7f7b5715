import { beforeEach, describe, expect, it } from "vitest";
import { registerSystemSettings } from "../../../src/foundry/settings/register";
import { automation, citationsShown, fogMode, promptTimeoutMs, rulesetInPlay, viewAsSide } from "../../../src/foundry/settings/settings";
import { isLangKey } from "../../support/lang";
import { resetWorld } from "../setup/foundry-shim";

let world: ReturnType<typeof resetWorld>;
beforeEach(() => {
  world = resetWorld();
  registerSystemSettings();
});

describe("the system's settings", () => {
  it("registers ruleset and edition, automation, citations, the prompt timeout and the fog of war on the settings form", () => {
    const shown = [...world.settings.registered].filter(([, c]) => c.config === true).map(([k]) => k);
    expect(shown).toEqual([
      "hex-tactics.ruleset",
      "hex-tactics.edition",
      "hex-tactics.automation",
      "hex-tactics.citations",
      "hex-tactics.promptTimeout",
      "hex-tactics.fog",
      "hex-tactics.viewAs",
      // IA1 17.0: the optional rules (rulesets/ia/optional-rules.ts).
      "hex-tactics.optionalConsolidation",
      "hex-tactics.optionalExcessInitiative",
      "hex-tactics.optionalStrategicMovement",
      "hex-tactics.optionalFogOfWar",
      "hex-tactics.optionalFlankingFire",
      // IA1 18.0: the solitaire rules.
      "hex-tactics.optionalSolitaire",
    ]);
    expect(world.settings.registered.get("hex-tactics.edition")).toMatchObject({ scope: "world", choices: { IA1: "HEX_TACTICS.Settings.Edition.IA1", IA2: "HEX_TACTICS.Settings.Edition.IA2" }, default: "IA1" });
    expect(world.settings.registered.get("hex-tactics.citations")).toMatchObject({ scope: "client", default: true });
    for (const [, config] of world.settings.registered)
      for (const key of [config.name, config.hint, ...Object.values((config.choices ?? {}) as object)].filter((k) => k !== undefined)) expect(isLangKey(String(key)), String(key)).toBe(true);
  });

  it("keeps the side table, the sectors and the charts as world settings only a GM writes, off the form", () => {
    for (const key of ["sides", "sectors", "tables"]) expect(world.settings.registered.get(`hex-tactics.${key}`)).toMatchObject({ scope: "world", config: false, default: {} });
    // IA1 17.52: the Commanding Officers, a list of user ids.
    expect(world.settings.registered.get("hex-tactics.commanders")).toMatchObject({ scope: "world", config: false, default: [] });
  });

  it("gives the GM the Sides dialog, the chart editor and the referee key as restricted menus (and Combat Infantry's lost numbers page)", () => {
    expect([...world.settings.menus.keys()]).toEqual(["hex-tactics.ciNumbersMenu", "hex-tactics.sidesMenu", "hex-tactics.tablesMenu", "hex-tactics.refereeKeyMenu"]);
    for (const menu of world.settings.menus.values()) {
      expect(menu.restricted).toBe(true);
      for (const key of [menu.name, menu.label, menu.hint]) expect(isLangKey(String(key))).toBe(true);
    }
  });

  it("reads what the world chose, and the defaults until it chooses", async () => {
    expect(rulesetInPlay()).toEqual({ ruleset: "infantry-attacks", edition: "IA1" });
    expect([automation(), citationsShown(), promptTimeoutMs()]).toEqual(["apply", true, 60_000]);
    await game.settings!.set("hex-tactics", "edition", "IA2");
    await game.settings!.set("hex-tactics", "automation", "confirm");
    await game.settings!.set("hex-tactics", "citations", false);
    await game.settings!.set("hex-tactics", "promptTimeout", 90);
    expect(rulesetInPlay()).toEqual({ ruleset: "infantry-attacks", edition: "IA2" });
    expect([automation(), citationsShown(), promptTimeoutMs()]).toEqual(["confirm", false, 90_000]);
  });

  it("IA1 8.0 the fog: unspotted enemies dimmed until the world chooses not to draw them; a GM views as no side until he names one", async () => {
    expect(world.settings.registered.get("hex-tactics.fog")).toMatchObject({ scope: "world", choices: { dimmed: "HEX_TACTICS.Settings.fog.dimmed", hidden: "HEX_TACTICS.Settings.fog.hidden" } });
    expect(world.settings.registered.get("hex-tactics.viewAs")).toMatchObject({ scope: "client", default: "" });
    expect([fogMode(), viewAsSide()]).toEqual(["dimmed", ""]);
    await game.settings!.set("hex-tactics", "fog", "hidden");
    await game.settings!.set("hex-tactics", "viewAs", " russian ");
    expect([fogMode(), viewAsSide()]).toEqual(["hidden", "russian"]);
  });

  it("falls back to the ruleset's first edition when the stored one is not the ruleset's", async () => {
    await game.settings!.set("hex-tactics", "edition", "PG3");
    expect(rulesetInPlay()).toEqual({ ruleset: "infantry-attacks", edition: "IA1" });
  });
});
