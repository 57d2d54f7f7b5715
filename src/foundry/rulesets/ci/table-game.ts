import type { HexMap } from "../../../engine/map";
import type { CiCommand } from "../../../engine/rules/ci/commands/schema";
import type { CiEvent } from "../../../engine/rules/ci/events/schema";
import type { CiGame } from "../../../engine/rules/ci/saved-game";
import type { CiBattle } from "../../../engine/rules/ci/state";
import type { TableGame } from "../../referee/ports";
import type { CiStoredBattle } from "./wire";

/** A Combat Infantry battle at the table: the engine's game, its map, its TEC where not the shipped one, what the store keeps beside it. */
export interface CiTableGame extends TableGame<CiBattle, CiCommand, CiEvent> {
  readonly map: HexMap;
  readonly tec: CiGame["tec"];
  readonly stored: Omit<CiStoredBattle, "game">;
}
