/** What Combat Infantry brings to the table's ruleset-neutral parts (rulesets/table-ruleset.ts). */
import { CI_CLASSES } from "../../../engine/rules/ci/data/schemas/roster";
import { CI } from "../../../engine/rules/ci/state";
import type { TableRuleset } from "../table-ruleset";
import { CI_MARKER_KINDS } from "./board-marks";
import { CI_CARD_PARTIALS, CI_CARDS } from "./card-templates";
import { ciCombatFields } from "./combat";
import { ciTrackerDialogs } from "./dialogs/ci-dialogs";
import { CI_DIALOG_TEMPLATES } from "./dialogs/templates";
import { ciHexMarks } from "./hex-marks";
import { CI_SETTINGS_TEMPLATES } from "./numbers/lost-numbers-menu";
import { ciTracker } from "./tracker";

export const ciTableRuleset: TableRuleset = {
  id: CI,
  tracker: ciTracker,
  // CI 1.x Commands … CI 7.x: the tracker's dialogs (dialogs/ci-dialogs.ts).
  dialogs: ciTrackerDialogs,
  combat: { details: ciCombatFields },
  statuses: [],
  // CI 4.x HQ Ranks, CI 8.x Hex Control: the active PHQ's command range and hex control on the board (hex-marks.ts).
  hexMarks: ciHexMarks,
  cards: CI_CARDS,
  templates: [...CI_SETTINGS_TEMPLATES, ...CI_CARD_PARTIALS, ...CI_DIALOG_TEMPLATES],
  choices: {
    nationalities: { us: "HEX_TACTICS.Nationality.us", german: "HEX_TACTICS.Nationality.german" },
    ciClasses: Object.fromEntries(CI_CLASSES.map((c) => [c, `HEX_TACTICS.CI.Class.${c}`])),
    markerKinds: Object.fromEntries(CI_MARKER_KINDS.map((k) => [k, `HEX_TACTICS.Marker.Kind.${k}`])),
  },
};
