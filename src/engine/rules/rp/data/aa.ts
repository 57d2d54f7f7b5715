import { parseData } from "../../../data/validate";
import aa1Json from "./aa1-combined-arms-assault.json";
import aa2Json from "./aa2-bloody-repulse.json";
import aa3Json from "./aa3-14th-corps.json";
import aa4Json from "./aa4-battle-for-pinon.json";
import aaC1CampaignJson from "./aa-campaign-1-perfect-battle.json";
import aaC1ScenarioJson from "./aa-c1-perfect-battle.json";
import { RpCampaignFile } from "./schemas/campaign";
import { RpScenario } from "./schemas/scenario";

/**
 * The four Assault Artillery! scenarios (AA 14.0) as printed — orders of battle, dates, lengths, set-up areas, victory
 * conditions, bombardments and barrages — validated at load. Their maps (Assault Artillery West and East) are not in the
 * rules text: each names its map by id (`aa-west`, `aa-east`) for a GM to enter, and is played with counters giving
 * the kinds the demonstration set names (`RP_DEMO.counters`).
 */
export const AA_SCENARIOS = [
  parseData(RpScenario, aa1Json, "aa1-combined-arms-assault.json"),
  parseData(RpScenario, aa2Json, "aa2-bloody-repulse.json"),
  parseData(RpScenario, aa3Json, "aa3-14th-corps.json"),
  parseData(RpScenario, aa4Json, "aa4-battle-for-pinon.json"),
] as const;

/**
 * AA Campaign Scenario 1, "The Perfect Battle" (AA 14.0): four days on the two AA maps; its day 1 is set up by its
 * scenario (forces, set-up areas, the French PB and two creeping barrages they place, victory), validated at load.
 */
export const AA_CAMPAIGN = {
  campaign: parseData(RpCampaignFile, aaC1CampaignJson, "aa-campaign-1-perfect-battle.json"),
  scenario: parseData(RpScenario, aaC1ScenarioJson, "aa-c1-perfect-battle.json"),
} as const;
