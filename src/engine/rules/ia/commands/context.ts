import type { CommandContext } from "../../../core/ruleset";
import type { FireTableSet } from "../../series/data/schemas/fire-table";
import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";
import type { IaEvent } from "../events";
import type { IaBattle } from "../state";

/** What an Infantry Attacks command handler works with: the engine's context plus the map, its TEC and the fire tables. */
export interface IaContext extends CommandContext<IaBattle, IaEvent> {
  readonly map: HexMap;
  readonly tec: TerrainEffectsChart;
  readonly fireTables: FireTableSet;
}

/** The read-only part of a context: enough to ask what the rules allow without running a command (scans, benchmarks). */
export type IaView = Pick<IaContext, "state" | "map" | "tec">;
