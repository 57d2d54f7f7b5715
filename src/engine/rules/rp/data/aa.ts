import { parseData } from "../../../data/validate";
import aa1Json from "./aa1-combined-arms-assault.json";
import aa2Json from "./aa2-bloody-repulse.json";
import aa3Json from "./aa3-14th-corps.json";
import aa4Json from "./aa4-battle-for-pinon.json";
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
