import { describe, expect, it } from "vitest";
import type { RulesetModule } from "../../../src/engine/core/ruleset-module";
import { ciModule } from "../../../src/engine/rules/ci/module";
import { iaModule } from "../../../src/engine/rules/ia/module";
import { pgModule } from "../../../src/engine/rules/pg/module";
import { rpModule } from "../../../src/engine/rules/rp/module";
import { registerRulesetModule, rulesetModule, rulesetModules } from "../../../src/engine/rules/registry";

/** A game that is Infantry Attacks under other names: enough for the registry, which reads only names. */
const another = (names: Partial<Pick<RulesetModule, "id" | "short">> & { format?: string; published?: RulesetModule["published"] }): RulesetModule => ({
  ...iaModule,
  id: names.id ?? "another",
  short: names.short ?? "an",
  savedGame: { ...iaModule.savedGame, format: names.format ?? "hex-tactics/another" },
  published: names.published ?? {},
});

describe("the engine's registry of games (issue 17)", () => {
  it("holds Infantry Attacks, Panzer Grenadier, Red Poppies and Combat Infantry under their ids (issues 18–20: one line each)", () => {
    expect(rulesetModules().map((m) => m.id)).toEqual(["infantry-attacks", "panzer-grenadier", "red-poppies", "combat-infantry"]);
    expect(rulesetModule("infantry-attacks")).toBe(iaModule);
    expect(rulesetModule("panzer-grenadier")).toBe(pgModule);
    expect(rulesetModule("red-poppies")).toBe(rpModule);
    expect(rulesetModule("combat-infantry")).toBe(ciModule);
    expect(rulesetModule("chess")).toBeUndefined();
  });

  it("refuses a game whose id, short name, save format or a schema name is taken", () => {
    expect(() => registerRulesetModule(another({ id: "infantry-attacks" }))).toThrow(/taken already are the id "infantry-attacks"/);
    expect(() => registerRulesetModule(another({ short: "ia" }))).toThrow(/the short name "ia" \(infantry-attacks\)/);
    expect(() => registerRulesetModule(another({ format: "hex-tactics/infantry-attacks" }))).toThrow(/the saved-game format/);
    expect(() => registerRulesetModule(another({ published: { counters: iaModule.published.counters! } }))).toThrow(/the schema name "counters" \(infantry-attacks\)/);
    expect(() => registerRulesetModule(another({ published: { map: iaModule.published.counters! } }))).toThrow(/the schema name "map" \(the shared data\)/);
    expect(() => registerRulesetModule(another({ short: "pg" }))).toThrow(/the short name "pg" \(panzer-grenadier\)/);
    expect(() => registerRulesetModule(another({ short: "rp" }))).toThrow(/the short name "rp" \(red-poppies\)/);
    expect(() => registerRulesetModule(another({ short: "ci" }))).toThrow(/the short name "ci" \(combat-infantry\)/);
    expect(rulesetModules()).toHaveLength(4);
  });

  it("adds a game under a free id, once", () => {
    registerRulesetModule(another({ id: "another", published: { "an-battle": iaModule.battle } }));
    expect(rulesetModule("another")?.short).toBe("an");
    expect(() => registerRulesetModule(another({ id: "another" }))).toThrow(/taken already are the id "another"/);
  });
});
