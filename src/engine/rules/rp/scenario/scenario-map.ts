import type { MapData } from "../../../data/schemas/map";
import { loadMap } from "../../../map/map-json";
import type { RpScenario } from "../data/schemas/scenario";
import { RP_TEC } from "../data/tec";
import { hexesOf } from "./hex-areas";
import { ScenarioIssues } from "./issues";

/**
 * The map a scenario is played on: `map` with the hexes its special rules retype laid over (AA 14.0: "hex W16 is
 * village terrain"), keeping each hex's level and crest. A hex off the map is refused at its path in the scenario.
 */
export function rpScenarioMap(scenario: RpScenario, map: MapData, source = `scenario "${scenario.id}"`): MapData {
  if (!scenario.rules.retype.length) return map;
  const loaded = loadMap(map, RP_TEC);
  const issues = new ScenarioIssues(source);
  const hexes = map.hexes.map((h) => ({ ...h }));
  scenario.rules.retype.forEach((r, i) => {
    for (const hex of hexesOf(loaded, r.hexes, ["rules", "retype", i, "hexes"], issues)) {
      const { col, row } = loaded.offsetAt(hex);
      const listed = hexes.find((h) => h.at[0] === col && h.at[1] === row);
      if (listed) listed.terrain = [...r.terrain];
      else hexes.push({ at: [col, row], terrain: [...r.terrain], level: 0, slope: false });
    }
  });
  issues.throwIfAny();
  return { ...map, hexes };
}
