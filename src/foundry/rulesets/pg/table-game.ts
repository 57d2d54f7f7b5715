import type { HexMap } from "../../../engine/map";
import type { PgCommand } from "../../../engine/rules/pg/commands/schema";
import type { PgEvent } from "../../../engine/rules/pg/events";
import type { PgGame } from "../../../engine/rules/pg/saved-game";
import type { PgBattle } from "../../../engine/rules/pg/state";
import type { TableGame } from "../../referee/ports";
import type { PgStoredBattle } from "./wire";

/** A Panzer Grenadier battle at the table: the engine's game, its map, and how its pieces are placed. */
export interface PgTableGame extends TableGame<PgBattle, PgCommand, PgEvent> {
  readonly map: HexMap;
  /** The saved game's charts where they are not the shipped ones (rules/pg/saved-game.ts `PgGame`), saved again as loaded. */
  readonly charts: Pick<PgGame, "tec" | "charts">;
  readonly stored: Omit<PgStoredBattle, "game">;
}
