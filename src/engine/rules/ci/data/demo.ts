import { MapData } from "../../../data/schemas/map";
import { parseData } from "../../../data/validate";
import { loadMap } from "../../../map/map-json";
import ciDemoMapJson from "./ci-demo-map.json";
import ciDemoScenarioJson from "./ci-demo-scenario.json";
import { loadCiScenario } from "./load-scenario";
import { CI_ROSTER } from "./roster";
import type { CiScenario } from "./schemas/scenario";
import { CI_TEC } from "./tec";

/**
 * The demonstration map (plan §7, "CI-demo: Caron Farm"), validated at load against the TEC: Caron Farm on a level-1
 * rise with slope hexsides, St. Aubyn's three town hexes, the Bois du Blaireau, a river with a wooden bridge and a
 * ford, bocage hedges with one gap, a lake edge and roads, clear elsewhere.
 */
export const CI_DEMO_MAP: MapData = parseData(MapData, ciDemoMapJson, "ci-demo-map.json");

/**
 * The demonstration scenario, validated against the roster and the map. Its `numbers` give every lost value the battle
 * reads, each PLAYTEST ("not from the rules"); the RP values are the catalogue's defaults.
 */
export const CI_DEMO_SCENARIO: CiScenario = loadCiScenario(ciDemoScenarioJson, loadMap(CI_DEMO_MAP, CI_TEC, "ci-demo-map.json"), CI_ROSTER, "ci-demo-scenario.json");
