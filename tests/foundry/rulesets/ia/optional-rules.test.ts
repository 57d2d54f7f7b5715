import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { OPTIONAL_RULE_SETTINGS, optionalRulesChosen } from "../../../../src/foundry/rulesets/ia/optional-rules";
import { iaScenario } from "../../../../src/foundry/rulesets/ia/scenario";
import { registerSystemSettings } from "../../../../src/foundry/settings/register";
import { worldTables } from "../../../../src/foundry/tables/world-tables";
import { isLangKey } from "../../../support/lang";
import { resetWorld } from "../../setup/foundry-shim";

const source = JSON.parse(readFileSync(join(import.meta.dirname, "../../../../packs/_source/ia-scenarios/htsc45TDEeOi4kCi.json"), "utf8"));
const flags = source.flags["hex-tactics"];

/** The battle a GM's "Start battle" would put in play for `scenarioFlags` (its stored game's starting battle). */
async function startingBattle(scenarioFlags: unknown): Promise<{ options?: string[] }> {
  const outcome = await iaScenario.plan(scenarioFlags, "test", worldTables());
  if (!("plan" in outcome)) throw new Error("edition mismatch");
  const stored = outcome.plan.stored({}, {}, "scene", { origin: { i: 0, j: 0 } } as never) as { game: { battle: { options?: string[] } } };
  return stored.game.battle;
}

let world: ReturnType<typeof resetWorld>;
beforeEach(() => {
  world = resetWorld();
  registerSystemSettings();
});

describe("IA1 17.0 the optional rules as world settings", () => {
  it("registers one world setting per optional rule, off, on the settings form, with a label and a hint", () => {
    for (const key of Object.values(OPTIONAL_RULE_SETTINGS)) {
      const config = world.settings.registered.get(`hex-tactics.${key}`);
      expect(config).toMatchObject({ scope: "world", config: true, type: Boolean, default: false });
      expect(isLangKey(String(config!.name)) && isLangKey(String(config!.hint))).toBe(true);
    }
  });

  it("maps the settings that are on to the rules in force", async () => {
    expect(optionalRulesChosen()).toEqual([]);
    await game.settings!.set("hex-tactics", "optionalFlankingFire", true);
    await game.settings!.set("hex-tactics", "optionalConsolidation", true);
    expect(optionalRulesChosen()).toEqual(["consolidation", "flanking-fire"]);
    expect(optionalRulesChosen((key) => key === OPTIONAL_RULE_SETTINGS["fog-of-war"])).toEqual(["fog-of-war"]);
  });

  it("IA1 18.0 the solitaire rules are a setting too: a battle started with it on plays them", async () => {
    await game.settings!.set("hex-tactics", "optionalSolitaire", true);
    expect(optionalRulesChosen()).toEqual(["solitaire"]);
    expect((await startingBattle(flags)).options).toEqual(["solitaire"]);
  });

  it("a battle started at the table plays the rules the settings turn on; the scenario's own setting wins", async () => {
    expect((await startingBattle(flags)).options).toBeUndefined();
    await game.settings!.set("hex-tactics", "optionalFogOfWar", true);
    await game.settings!.set("hex-tactics", "optionalStrategicMovement", true);
    expect((await startingBattle(flags)).options).toEqual(["strategic-movement", "fog-of-war"]);
    const setsItsOwn = { ...flags, scenario: { ...flags.scenario, optionalRules: { "fog-of-war": false, "excess-initiative": true } } };
    expect((await startingBattle(setsItsOwn)).options).toEqual(["excess-initiative", "strategic-movement"]);
  });
});
