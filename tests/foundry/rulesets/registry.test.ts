import { describe, expect, it } from "vitest";
import type { RulesetModule } from "../../../src/engine/core/ruleset-module";
import { registerRulesetModule, rulesetModule } from "../../../src/engine/rules/registry";
import { registerTableModule, tableModule, tableModules } from "../../../src/foundry/rulesets/registry";
import type { TableModule } from "../../../src/foundry/rulesets/table-module";

/** A game's modules as far as the registries read them. */
const engineOf = (id: string) => ({ id, short: id, savedGame: { format: `hex-tactics/${id}` }, published: {} }) as unknown as RulesetModule;
const tableOf = (id: string, engine = engineOf(id)) => ({ id, engine }) as unknown as TableModule;

describe("the table modules' registry", () => {
  it("holds Infantry Attacks and Panzer Grenadier, each with its engine module the engine registry's", () => {
    expect(tableModules().map((m) => m.id)).toEqual(["infantry-attacks", "panzer-grenadier", "red-poppies", "combat-infantry"]);
    expect(tableModule("infantry-attacks")!.engine).toBe(rulesetModule("infantry-attacks"));
    expect(tableModule("panzer-grenadier")!.engine).toBe(rulesetModule("panzer-grenadier"));
    expect(tableModule("combat-infantry")!.engine).toBe(rulesetModule("combat-infantry"));
  });

  it("adds a game's table module, and its engine module to the engine's registry; a second of its id is refused", () => {
    const game = tableOf("red-poppies-vol4");
    registerTableModule(game);
    expect(tableModule("red-poppies-vol4")).toBe(game);
    expect(rulesetModule("red-poppies-vol4")).toBe(game.engine);
    expect(() => registerTableModule(tableOf("red-poppies-vol4", game.engine))).toThrow(/registered already/);
  });

  it("refuses a table module whose engine module is not its game's: another id, or not the one the engine plays", () => {
    expect(() => registerTableModule(tableOf("red-poppies-vol5", engineOf("red-poppies-vol6")))).toThrow(/names the engine module "red-poppies-vol6"/);
    registerRulesetModule(engineOf("red-poppies-vol6"));
    expect(() => registerTableModule(tableOf("red-poppies-vol6"))).toThrow(/Another engine module is registered as "red-poppies-vol6"/);
    expect(tableModule("red-poppies-vol6")).toBeUndefined();
  });
});
