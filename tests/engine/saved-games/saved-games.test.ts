import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { CampaignRules } from "../../../src/engine/core/campaign";
import { iaModule } from "../../../src/engine/rules/ia/module";
import { registerRulesetModule } from "../../../src/engine/rules/registry";
import { loadSavedCampaign, loadSavedGame, saveCampaignOf } from "../../../src/engine/saved-games";
import { dataIssues } from "../../support/data-issues";

describe("saved games of any registered game", () => {
  it("a save whose format no game reads is refused at $.format, naming the formats read", () => {
    expect(dataIssues(() => loadSavedGame({ format: "hex-tactics/chess", version: 1 }))).toEqual([
      { path: "$.format", message: '"hex-tactics/chess": not a saved game this system reads (it reads hex-tactics/infantry-attacks, hex-tactics/panzer-grenadier, hex-tactics/red-poppies, hex-tactics/combat-infantry)' },
    ]);
    expect(dataIssues(() => loadSavedGame({ map: {}, battle: { ruleset: "chess" } }))).toEqual([
      { path: "$.format", message: "no format: not a saved game this system reads (it reads hex-tactics/infantry-attacks, hex-tactics/panzer-grenadier, hex-tactics/red-poppies, hex-tactics/combat-infantry)" },
    ]);
    expect(dataIssues(() => loadSavedGame([]))).toEqual([{ path: "$", message: "a saved game is a JSON object" }]);
  });

  it("a later version of a known format is refused by its game, naming the field", () => {
    expect(dataIssues(() => loadSavedGame({ format: "hex-tactics/infantry-attacks", version: 2 }))[0]!.path).toBe("$.version");
  });
});

describe("saved campaigns (core/campaign), read by the game they name", () => {
  const Record = z.object({ day: z.number().int().positive() }).strict();
  const days: CampaignRules<z.output<typeof Record>, unknown> = { schema: Record, start: (j) => Record.parse(j), next: () => null, after: (r) => ({ day: r.day + 1 }) };
  beforeAll(() => registerRulesetModule({ ...iaModule, id: "ridge", short: "ridge", savedGame: { ...iaModule.savedGame, format: "hex-tactics/ridge" }, published: {}, campaign: days }));

  it("a campaign saved reads back the same through its game's rules", () => {
    const campaign = { ruleset: "ridge", record: { day: 2 }, battles: ["day-1"] };
    expect(loadSavedCampaign(JSON.parse(JSON.stringify(saveCampaignOf(campaign))))).toEqual(campaign);
  });

  it("a campaign of a game that keeps none, or with a bad record, is refused naming the path", () => {
    const saved = { format: "hex-tactics/campaign", version: 1, ruleset: "infantry-attacks", record: {}, battles: [] };
    expect(dataIssues(() => loadSavedCampaign(saved))).toEqual([{ path: "$.ruleset", message: 'no game "infantry-attacks" keeps a campaign (ridge)' }]);
    expect(dataIssues(() => loadSavedCampaign({ ...saved, ruleset: "ridge", record: { day: 0 } }))[0]!.path).toBe("$.record.day");
  });
});
