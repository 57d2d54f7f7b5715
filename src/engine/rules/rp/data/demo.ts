import { MapData } from "../../../data/schemas/map";
import { parseData } from "../../../data/validate";
import rpDemoCountersJson from "./rp-demo-counters.json";
import rpDemoMapJson from "./rp-demo-map.json";
import rpDemoScenarioJson from "./rp-demo-scenario.json";
import { RpCounterSet } from "./schemas/counters";
import { RpScenario } from "./schemas/scenario";

/**
 * The demonstration counters, map and scenario, validated at load: built on the example of play (RP 9.0), with
 * playtest values (a GM replaces them) except those the rules text fixes (`rules` provenance in the counters).
 */
export const RP_DEMO = {
  counters: parseData(RpCounterSet, rpDemoCountersJson, "rp-demo-counters.json"),
  map: parseData(MapData, rpDemoMapJson, "rp-demo-map.json"),
  scenario: parseData(RpScenario, rpDemoScenarioJson, "rp-demo-scenario.json"),
};
