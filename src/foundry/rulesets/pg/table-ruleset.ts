/** What Panzer Grenadier brings to the table's ruleset-neutral parts (rulesets/table-ruleset.ts). */
import { SERIES_BUTTONS, seriesActing, seriesTrackerDetails } from "../series/tracker";
import { seriesCombatFields } from "../series/combat-details";
import type { TableRuleset } from "../table-ruleset";
import { PG_LEADER_KIND_LABELS, PG_MOVEMENT_CLASS_LABELS, PG_NATIONALITIES, PG_UNIT_FACES, PG_UNIT_KIND_LABELS } from "./choices";
import { PG } from "./combat";
import { PG_STATUSES } from "./statuses";

/** The markers its projection places (table-pieces.ts): PG 16.1 smoke, 16.4 entrenchments, 16.3 wrecks. */
const PG_MARKER_KINDS = { smoke: "HEX_TACTICS.Marker.Kind.smoke", entrenchment: "HEX_TACTICS.Marker.Kind.entrenchment", wreck: "HEX_TACTICS.Marker.Kind.wreck" } as const;

/**
 * PG 3.0–3.2: every side rolls for initiative; the side whose segment it is passes or ends its segment. Activating
 * (3.1, 6.1) has no dialog yet: a side activates with the `activate` command (docs/api.md) until PG's dialogs come.
 */
export const pgTableRuleset: TableRuleset = {
  id: PG,
  tracker: { buttons: [SERIES_BUTTONS.rollInitiative, SERIES_BUTTONS.pass, SERIES_BUTTONS.endActivation], acting: seriesActing, details: seriesTrackerDetails },
  dialogs: {},
  combat: { details: seriesCombatFields },
  statuses: PG_STATUSES,
  cards: {},
  templates: [],
  choices: {
    nationalities: PG_NATIONALITIES,
    unitFaces: PG_UNIT_FACES,
    markerKinds: PG_MARKER_KINDS,
    pgUnitKinds: PG_UNIT_KIND_LABELS,
    pgMovementClasses: PG_MOVEMENT_CLASS_LABELS,
    pgLeaderKinds: PG_LEADER_KIND_LABELS,
  },
};
