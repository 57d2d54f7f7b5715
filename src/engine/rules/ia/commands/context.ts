import type { CommandContext } from "../../../core/ruleset";
import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";
import type { IaEvent } from "../events";
import type { IaBattle } from "../state";

/** What an Infantry Attacks command handler works with: the engine's context plus the map and its TEC. */
export interface IaContext extends CommandContext<IaBattle, IaEvent> {
  readonly map: HexMap;
  readonly tec: TerrainEffectsChart;
}
