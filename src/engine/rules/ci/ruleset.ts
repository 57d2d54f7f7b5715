import { draftOf } from "../../core/draft";
import { coreSay as engineSay, Refusal } from "../../core/refusal";
import type { Ruleset } from "../../core/ruleset";
import { misfit } from "../../map/hex-codec";
import type { HexMap } from "../../map/hex-map";
import { CiCommandSchema, type CiCommand } from "./commands/schema";
import type { CiContext } from "./context";
import { applyCiEvent } from "./events/apply";
import type { CiEvent } from "./events/schema";
import { bombardHandlers } from "./bombard/handlers";
import { fireHandlers } from "./fire/handlers";
import { movementHandlers } from "./movement/handlers";
import { setupHandlers, requirePlay } from "./scenario/setup";
import { sequenceHandlers } from "./sequence/handlers";
import { specialHandlers } from "./special/handlers";
import { solitaireHandlers } from "./solitaire/handlers";
import { CI, type CiBattle } from "./state";
import { ciViews } from "./view/side-view";

type Handler = (ctx: CiContext, command: never) => void;

/** Each command's procedure, by type (one line per folder's handlers). */
const HANDLERS: Record<CiCommand["type"], Handler> = {
  ...sequenceHandlers,
  ...setupHandlers,
  ...fireHandlers,
  ...movementHandlers,
  ...bombardHandlers,
  ...specialHandlers,
  ...solitaireHandlers,
};

/** Combat Infantry on one map. */
export function ciRuleset(map: HexMap): Ruleset<CiBattle, CiCommand, CiEvent> {
  return {
    id: CI,
    apply: applyCiEvent,
    draft: (b) => draftOf(b),
    views: ciViews,
    // The door: a command's hexes must lie on this map (the oracle decodes them; a host may not).
    check: (command) => misfit(map, CiCommandSchema, command),
    execute(outer, c) {
      const b = outer.state;
      if (!b.sides.some((s) => s.id === c.side)) throw new Refusal("CI 1.x Game Turns", engineSay("engine.unknown-side", { side: c.side }));
      const ctx = { ...outer, map } as CiContext;
      requirePlay(ctx, c.type);
      HANDLERS[c.type](ctx, c as never);
    },
  };
}
