/**
 * How a GM starts a Red Poppies campaign game (RP 11.0) from its journal entry: the entry's flags are a scenario
 * entry's (rp/scenario.ts `RpScenarioFlags`) plus the `campaign` (data/schemas/campaign.ts). The plan is the scenario's,
 * but the battle stored is the campaign's (`rpCampaignBattle`: day 1's 12-turn attack scenario, the sides' edges, the
 * later days' arrivals on its reserve), and the counters of those arrivals come into the world with the others so
 * their tokens can be made when they arrive. An entry without `campaign` is the scenario ruleset's.
 */
import { EventLog } from "../../../../engine/core/event-log";
import { MapData } from "../../../../engine/data/schemas/map";
import { parseData } from "../../../../engine/data/validate";
import { loadMap } from "../../../../engine/map";
import { rpCampaignBattle } from "../../../../engine/rules/rp/data/campaign-battle";
import { RP_DEMO } from "../../../../engine/rules/rp/data/demo";
import { RpCampaignFile } from "../../../../engine/rules/rp/data/schemas/campaign";
import { RpScenario } from "../../../../engine/rules/rp/data/schemas/scenario";
import { rpRuleset } from "../../../../engine/rules/rp/ruleset";
import { saveRpGame } from "../../../../engine/rules/rp/saved-game";
import { rpScenarioMap } from "../../../../engine/rules/rp/scenario";
import type { ScenarioRuleset } from "../../../scenarios/scenario-plan";
import { rpUnitActor } from "../counters-to-actors";

/** A campaign entry's flags: a scenario entry's, with the campaign. */
const campaignOf = (flags: unknown): unknown => (typeof flags === "object" && flags !== null && "campaign" in flags ? flags.campaign : undefined);

/** `scenarios` (rp/scenario.ts `rpScenario`), starting campaign entries too. */
export function withCampaigns(scenarios: ScenarioRuleset): ScenarioRuleset {
  return {
    ...scenarios,
    async plan(json, source, tables) {
      const campaignJson = campaignOf(json);
      if (campaignJson === undefined) return scenarios.plan(json, source, tables);
      const { campaign: _, ...scenarioFlags } = json as Record<string, unknown>;
      const base = await scenarios.plan(scenarioFlags, source, tables);
      if (!("plan" in base)) return base;
      const campaign = parseData(RpCampaignFile, campaignJson, `${source} campaign`);
      const scenario = parseData(RpScenario, scenarioFlags.scenario, `${source} scenario`);
      const map = loadMap(rpScenarioMap(scenario, parseData(MapData, scenarioFlags.map, `${source} map`), source), tables.tec);
      const placements = scenarioFlags.placements as Readonly<Record<string, string>> | undefined;
      const counters = RP_DEMO.counters;
      const battle = rpCampaignBattle(campaign, scenario, counters, map, { source: `${source} campaign`, ...(placements ? { placements } : {}) });
      const pieces = { ...base.plan.pieces };
      // RP 11.11: a unit arriving on a later day is a counter of its kind, its id `<counter>-<n>`.
      for (const id of Object.keys(battle.campaign!.reserve)) {
        const counterId = id.replace(/-\d+$/, "");
        pieces[id] = { type: "rp-unit", counterId, system: rpUnitActor(counterId, counters.counters[counterId]!).system, hidden: false };
      }
      const game = saveRpGame({ map, tec: tables.tec, log: new EventLog(rpRuleset(map), battle, []), pending: null });
      return {
        plan: { ...base.plan, id: campaign.id, name: campaign.name, pieces, stored: (actors, hidden, scene, grid) => ({ ...(base.plan.stored(actors, hidden, scene, grid) as object), game }) },
      };
    },
  };
}
