import { seriesReducers } from "../../series/events/reducers";
import type { PgBattle } from "../state";
import type { PgEvent } from "./schema";
import { pgCanFortify } from "../units/fortify";
import { leaderReducers } from "./leader-events";
import { moraleReducers } from "./morale-events";
import { minefieldReducers } from "../minefields/events";
import { atReducers } from "../at/events";
import { wreckReducers } from "../wrecks/events";
import { transportReducers } from "../transport/events";
import { splitReducers } from "../fire/split-events";
import { opportunityKindReducers } from "../opportunity/events";
import { optionalReducers } from "../optional/events";
import { cavalryLeaderReducers } from "../leaders/cavalry-events";
import { pgBombardmentReducers } from "../bombardment/events";
import { pgAirReducers } from "../air/events";
import { workReducers } from "../fieldworks/events";

export type { PgEvent };

type Reducer = (b: PgBattle, e: never) => void;
const REDUCERS: Record<PgEvent["type"], Reducer> = { ...seriesReducers({ canFortify: pgCanFortify }), ...leaderReducers, ...moraleReducers, ...minefieldReducers, ...atReducers, ...wreckReducers, ...transportReducers, ...splitReducers, ...opportunityKindReducers, ...workReducers, ...pgBombardmentReducers, ...pgAirReducers, ...optionalReducers, ...cavalryLeaderReducers };

/** Applies one event to the battle in place. */
export function applyPgEvent(b: PgBattle, e: PgEvent): void {
  const reduce = REDUCERS[e.type] as (b: PgBattle, e: PgEvent) => void;
  if (!reduce) throw new Error(`no reducer for event "${e.type}"`);
  reduce(b, e);
}
