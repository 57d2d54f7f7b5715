import { draftOf } from "../../core/draft";
import { coreSay, Refusal } from "../../core/refusal";
import type { Ruleset } from "../../core/ruleset";
import { misfit } from "../../map/hex-codec";
import type { HexMap } from "../../map/hex-map";
import { RpCommandSchema, type RpCommand } from "./commands/schema";
import type { RpContext } from "./context";
import { campaignHandlers } from "./campaign/handlers";
import { applyRpEvent } from "./events/apply";
import { fireHandlers } from "./fire/command";
import { movementHandlers } from "./movement/move";
import type { RpEvent } from "./events/schema";
import { omaHandlers } from "./oma/handlers";
import { sequenceHandlers } from "./sequence/handlers";
import { RP, type RpBattle } from "./state";
import { rpViews } from "./view/side-view";

type Handler = (ctx: RpContext, command: never) => void;

/** Each command's procedure, by type (one line per folder's handlers). */
const HANDLERS: Record<RpCommand["type"], Handler> = {
  ...sequenceHandlers,
  ...omaHandlers,
  ...fireHandlers,
  ...movementHandlers,
  ...campaignHandlers,
};

/** Red Poppies Campaigns (vol. 3) on one map. */
export function rpRuleset(map: HexMap): Ruleset<RpBattle, RpCommand, RpEvent> {
  return {
    id: RP,
    apply: applyRpEvent,
    draft: (b) => draftOf(b),
    views: rpViews,
    // The door: a command's hexes and vertices must lie on this map (the oracle decodes them; a host may not).
    check: (command) => misfit(map, RpCommandSchema, command),
    execute(outer, c) {
      const b = outer.state;
      if (!b.sides.some((s) => s.id === c.side)) throw new Refusal("RP 5.0", coreSay("engine.unknown-side", { side: c.side }));
      HANDLERS[c.type]({ ...outer, map } as RpContext, c as never);
    },
  };
}
