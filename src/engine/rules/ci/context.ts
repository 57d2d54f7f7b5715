import type { CommandContext } from "../../core/ruleset";
import type { HexMap } from "../../map/hex-map";
import type { CiEvent } from "./events/schema";
import type { CiBattle } from "./state";

/** What a Combat Infantry command works with: the engine's context and the battle's map. */
export interface CiContext extends CommandContext<CiBattle, CiEvent> {
  readonly map: HexMap;
}
