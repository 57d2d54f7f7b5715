import type { HexMap } from "../../../engine/map";
import type { RpCommand } from "../../../engine/rules/rp/commands/schema";
import type { RpEvent } from "../../../engine/rules/rp/events/schema";
import type { RpGame } from "../../../engine/rules/rp/saved-game";
import type { RpBattle } from "../../../engine/rules/rp/state";
import type { TableGame } from "../../referee/ports";
import type { RpStoredBattle } from "./wire";

/** A Red Poppies battle at the table: the engine's game, its map, its TEC where not the shipped one, what the store keeps beside it. */
export interface RpTableGame extends TableGame<RpBattle, RpCommand, RpEvent> {
  readonly map: HexMap;
  readonly tec: RpGame["tec"];
  readonly stored: Omit<RpStoredBattle, "game">;
}
