import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import { LineOfSight, Spotting } from "../../../los";
import type { HexMap } from "../../../map";
import { Ia1Los } from "./ia1-los";
import { Ia2Los } from "./ia2-los";
import { IaSpotting } from "./ia-spotting";
import { IaTerrain, type IaEdition } from "./ia-terrain";
import { ia1Daylight, type Visibility } from "./visibility";

export * from "./ia-terrain";
export * from "./ia1-los";
export * from "./ia2-los";
export * from "./ia-spotting";
export * from "./ia-words";
export * from "./visibility";

/**
 * Line of sight and spotting for an Infantry Attacks map under one edition's rules, outside a battle (tools, tests): the
 * map's own markers, a spine memory of its own. A battle's sight is `sightFor` (commands/sight.ts).
 */
export function iaSight(map: HexMap, tec: TerrainEffectsChart, edition: IaEdition, visibility: Visibility = ia1Daylight()): Spotting {
  const terrain = new IaTerrain(map, tec, edition);
  const los = new LineOfSight(map, edition === "IA1" ? new Ia1Los(terrain) : new Ia2Los(terrain));
  return new Spotting(los, new IaSpotting(terrain, visibility));
}
