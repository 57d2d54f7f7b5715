import { activationReducers } from "./activation-events";
import { carriageReducers } from "./carriage-events";
import { assaultReducers, fireReducers, moraleReducers, opportunityReducers } from "./combat-events";
import { optionalReducers } from "./optional-events";
import { pieceReducers } from "./piece-events";
import { sequenceReducers } from "./sequence-events";
import type { ReducerRules } from "./types";

/** The reducers of every series event, by type, for a game's rules; the game adds its own events' and wraps any it extends. */
export function seriesReducers(r: ReducerRules) {
  return {
    ...pieceReducers(r),
    ...sequenceReducers,
    ...activationReducers,
    ...moraleReducers,
    ...fireReducers,
    ...opportunityReducers,
    ...carriageReducers(r),
    ...optionalReducers,
    ...assaultReducers,
  };
}
