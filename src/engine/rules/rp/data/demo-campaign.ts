import { parseData } from "../../../data/validate";
import type { HexMap } from "../../../map/hex-map";
import type { RpBattle } from "../state";
import { rpCampaignBattle } from "./campaign-battle";
import { RP_DEMO } from "./demo";
import rpDemoCampaignJson from "./rp-demo-campaign.json";
import { RpCampaignFile } from "./schemas/campaign";

/** The demonstration campaign (RP 11.0): two days on the demonstration map, validated at load (playtest values). */
export const RP_DEMO_CAMPAIGN = parseData(RpCampaignFile, rpDemoCampaignJson, "rp-demo-campaign.json");

/** The demonstration campaign's battle on `map` (the demonstration map loaded with the world's TEC), at day 1. */
export const rpDemoCampaignBattle = (map: HexMap): RpBattle => rpCampaignBattle(RP_DEMO_CAMPAIGN, RP_DEMO.scenario, RP_DEMO.counters, map);
