import { z } from "zod";
import { eventUnion, seriesEvents } from "../../series/events/schema";
import { PG_PHASES } from "../state/battle";
import { PgLeaderJson, PgUnitJson } from "../state/battle-schema";
import { PG_LEADER_EVENTS } from "./leader-events";
import { PG_MINEFIELD_EVENTS } from "../minefields/events";
import { PG_MORALE_EVENTS } from "./morale-events";
import { PG_AT_EVENTS } from "../at/events";
import { PG_WRECK_EVENTS } from "../wrecks/events";
import { PG_SPLIT_EVENTS } from "../fire/split-events";
import { PG_OPTIONAL_EVENTS } from "../optional/events";
import { CAVALRY_LEADER_EVENTS } from "../leaders/cavalry-events";
import { PG_BOMBARDMENT_EVENTS } from "../bombardment/events";
import { PG_AIR_EVENTS } from "../air/events";
import { PG_WORK_EVENTS } from "../fieldworks/events";

/** The series' events as Panzer Grenadier emits them: its units and leaders, its phases (PG 3.0: no Bombardment Phase). */
export const PG_SERIES_EVENTS = seriesEvents({ unit: PgUnitJson, leader: PgLeaderJson, phases: PG_PHASES, every: {}, declared: {} });
const S = PG_SERIES_EVENTS;

/**
 * Every Panzer Grenadier event (`docs/schema/pg-event.schema.json`; `docs/headless.md`): the series' and PG's own. The
 * engine's types are these schemas' output, so what the log saves, the oracle prints and a side receives is exactly
 * what the reducers apply.
 */
export const PgEventSchema = eventUnion({ ...S.boardEdge, ...S.piece, ...S.sequence, ...S.activation, ...S.morale, ...S.fire, ...S.opportunity, ...S.transport, ...S.optional, ...S.fieldworks, ...S.assault, ...PG_LEADER_EVENTS, ...PG_MORALE_EVENTS, ...PG_MINEFIELD_EVENTS, ...PG_AT_EVENTS, ...PG_WRECK_EVENTS, ...PG_SPLIT_EVENTS, ...PG_WORK_EVENTS, ...PG_BOMBARDMENT_EVENTS, ...PG_AIR_EVENTS, ...PG_OPTIONAL_EVENTS, ...CAVALRY_LEADER_EVENTS });
export type PgEvent = z.output<typeof PgEventSchema>;
