import type { CommandContext } from "../../core/ruleset";
import type { HexMap } from "../../map/hex-map";
import type { RpEvent } from "./events/schema";
import type { RpBattle } from "./state";

/** What a Red Poppies command works with: the engine's context and the battle's map. */
export interface RpContext extends CommandContext<RpBattle, RpEvent> {
  readonly map: HexMap;
}
