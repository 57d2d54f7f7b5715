import { beforeEach, describe, expect, it } from "vitest";
import { registerOptionalRules } from "../../../../src/foundry/rulesets/ia/optional-rules";
import { PG_OPTIONAL_RULE_SETTINGS, pgOptionalRulesChosen, registerPgOptionalRules } from "../../../../src/foundry/rulesets/pg/optional-rules";
import { registerSystemSettings } from "../../../../src/foundry/settings/register";
import { isLangKey } from "../../../support/lang";
import { resetWorld } from "../../setup/foundry-shim";

let world: ReturnType<typeof resetWorld>;
beforeEach(() => {
  world = resetWorld();
  registerSystemSettings();
});
const config = (key: string) => world.settings.registered.get(`hex-tactics.${key}`);

describe("PG 17.0 the optional rules as world settings", () => {
  it("PG 17.0 one world setting per optional rule, off, with a label and a hint; on the settings form of a world that plays Panzer Grenadier only", async () => {
    for (const key of Object.values(PG_OPTIONAL_RULE_SETTINGS)) {
      expect(config(key)).toMatchObject({ scope: "world", config: false, type: Boolean, default: false });
      expect(isLangKey(String(config(key)!.name)) && isLangKey(String(config(key)!.hint))).toBe(true);
    }
    await game.settings!.set("hex-tactics" as never, "ruleset" as never, "panzer-grenadier" as never);
    await game.settings!.set("hex-tactics" as never, "edition" as never, "PG3" as never);
    registerPgOptionalRules();
    registerOptionalRules();
    for (const key of Object.values(PG_OPTIONAL_RULE_SETTINGS)) expect(config(key)).toMatchObject({ config: true });
    expect(config("optionalFlankingFire")).toMatchObject({ config: false });
  });
  it("PG 17.0 the settings that are on are the rules in force", async () => {
    expect(pgOptionalRulesChosen()).toEqual([]);
    await game.settings!.set("hex-tactics" as never, PG_OPTIONAL_RULE_SETTINGS["random-events"] as never, true as never);
    await game.settings!.set("hex-tactics" as never, PG_OPTIONAL_RULE_SETTINGS.consolidation as never, true as never);
    expect(pgOptionalRulesChosen()).toEqual(["consolidation", "random-events"]);
  });
});
