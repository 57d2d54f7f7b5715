import { beforeEach, describe, expect, it } from "vitest";
import { registerRulesetModule } from "../../../src/engine/rules/registry";
import { registerSystemSettings } from "../../../src/foundry/settings/register";
import { toyModule } from "../../support/toy/engine";
import { resetWorld } from "../setup/foundry-shim";

/** The world's game setting as registered at `init`. */
const registered = (key: string) => (game.settings as unknown as { registered: Map<string, { choices: Record<string, string> }> }).registered.get(`hex-tactics.${key}`)!;

beforeEach(() => resetWorld());

describe("the world's game (issue 17)", () => {
  it("offers only the games the table can play: a game the engine alone knows is not a choice", () => {
    registerRulesetModule(toyModule);
    registerSystemSettings();
    expect(Object.keys(registered("ruleset").choices)).toEqual(["infantry-attacks", "panzer-grenadier", "red-poppies", "combat-infantry"]);
    expect(Object.keys(registered("edition").choices)).toEqual(["IA1", "IA2", "PG3", "RPC3", "CI-WF"]);
  });
});
