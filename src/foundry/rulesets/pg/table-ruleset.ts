/** What Panzer Grenadier brings to the table's ruleset-neutral parts (rulesets/table-ruleset.ts). */
import { seriesCombatFields } from "../series/combat-details";
import type { TableRuleset } from "../table-ruleset";
import { PG_LEADER_KIND_LABELS, PG_MOVEMENT_CLASS_LABELS, PG_NATIONALITIES, PG_UNIT_FACES, PG_UNIT_KIND_LABELS } from "./choices";
import { PG } from "./combat";
import { PG_STATUSES } from "./statuses";
import { PG_CARDS } from "./card-templates";
import { pgTracker } from "./tracker";
import { PG_DIALOG_TEMPLATES } from "./dialogs/templates";
import { PG_MINEFIELD_MARKER_KINDS } from "./minefield-marks";
import type { PgTokenAction } from "./token-actions";

/** The markers its projection places (table-pieces.ts): PG 16.1 smoke, 16.4 entrenchments, 16.3 wrecks. */
const PG_MARKER_KINDS = { smoke: "HEX_TACTICS.Marker.Kind.smoke", entrenchment: "HEX_TACTICS.Marker.Kind.entrenchment", wreck: "HEX_TACTICS.Marker.Kind.wreck", ...PG_MINEFIELD_MARKER_KINDS } as const;

/** PG 5.63, 5.6, 14.4, 16.52, 16.2, 16.3, 16.75, 5.73, 17.1: the Token HUD's buttons (token-actions.ts), each with its icon. */
const PG_TOKEN_ACTION_ICONS: Readonly<Record<PgTokenAction, string>> = {
  limber: "fa-solid fa-link",
  unlimber: "fa-solid fa-link-slash",
  load: "fa-solid fa-truck-arrow-right",
  unload: "fa-solid fa-person-walking-arrow-right",
  "unload-unlimber": "fa-solid fa-link-slash",
  recover: "fa-solid fa-heart-pulse",
  "exit-board": "fa-solid fa-right-from-bracket",
  "dig-in": "fa-solid fa-trowel",
  "clear-wreck": "fa-solid fa-screwdriver-wrench",
  "clear-mines": "fa-solid fa-land-mine-on",
  cross: "fa-solid fa-water",
  consolidate: "fa-solid fa-object-group",
};

/**
 * PG 3.0–3.2: every side rolls for initiative; the side whose segment it is activates, fires, passes or ends its
 * segment; set-up's secrets (6.8, 16.7) have their dialogs. The dialogs (dialogs/pg-dialogs.ts) are Foundry
 * applications, joined in module.ts, so pages drawn outside Foundry use the rest.
 */
export const pgTableRuleset: TableRuleset = {
  id: PG,
  tracker: pgTracker,
  dialogs: {},
  combat: { details: seriesCombatFields },
  statuses: PG_STATUSES,
  cards: PG_CARDS,
  templates: PG_DIALOG_TEMPLATES,
  choices: {
    nationalities: PG_NATIONALITIES,
    unitFaces: PG_UNIT_FACES,
    markerKinds: PG_MARKER_KINDS,
    pgUnitKinds: PG_UNIT_KIND_LABELS,
    pgMovementClasses: PG_MOVEMENT_CLASS_LABELS,
    pgLeaderKinds: PG_LEADER_KIND_LABELS,
  },
  tokenActions: PG_TOKEN_ACTION_ICONS,
};
