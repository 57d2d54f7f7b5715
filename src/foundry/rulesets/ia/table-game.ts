import type { FireTableSet } from "../../../engine/rules/series/data/schemas/fire-table";
import type { TerrainEffectsChart } from "../../../engine/data/schemas/tec";
import type { HexMap } from "../../../engine/map";
import type { IaCommand } from "../../../engine/rules/ia/commands/schema";
import type { IaEvent } from "../../../engine/rules/ia/events";
import type { IaBattle } from "../../../engine/rules/ia/state";
import type { TableGame } from "../../referee/ports";
import type { IaStoredBattle } from "./wire";

/** An Infantry Attacks battle at the table: the engine's game, its map and charts, and how its pieces are shown. */
export interface IaTableGame extends TableGame<IaBattle, IaCommand, IaEvent> {
  readonly map: HexMap;
  readonly tec?: TerrainEffectsChart;
  readonly fireTables?: FireTableSet;
  readonly stored: Omit<IaStoredBattle, "game">;
}
