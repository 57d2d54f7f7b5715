/**
 * What Infantry Attacks brings to the table's ruleset-neutral parts (rulesets/table-ruleset.ts). Its dialogs
 * (dialogs/ia-dialogs.ts) are Foundry applications, handed in at `init`, so pages drawn outside Foundry use the rest.
 */
import type { TableRuleset } from "../table-ruleset";
import { SERIES_CARD_TEMPLATES } from "../series/card-templates";
import type { IaCardKind } from "./card-data";
import { IA_CHOICES } from "./choices";
import { IA_STATUSES } from "./statuses";
import type { IaTokenAction } from "./token-actions";
import { iaCombatFields, migrateIaCombat } from "./combat-details";
import { iaTracker } from "./tracker";

/** Each card kind's template (every kind: the record's type says so): the series' and IA's own. */
const CARDS: Record<IaCardKind, string> = {
  ...SERIES_CARD_TEMPLATES,
  decapitation: "ia/chat/decapitation",
  assault: "ia/chat/assault",
  "harassing-fire": "ia/chat/fire",
  bombardment: "ia/chat/fire",
  artillery: "ia/chat/transport",
};

/** The nationalities of IA's counters with a name in lang/en.json; a counter set may bring others, shown by their id. */
const IA_NATIONALITIES = {
  german: "HEX_TACTICS.Nationality.german",
  russian: "HEX_TACTICS.Nationality.russian",
  "austro-hungarian": "HEX_TACTICS.Nationality.austro-hungarian",
} as const;

/** IA1 12.33, 12.23: the two choices of First Fire and of harassing fire, in words. */
const IA_DECISION_WORDS = {
  "first-fire": { yes: "HEX_TACTICS.Decision.first-fire.yes", no: "HEX_TACTICS.Decision.first-fire.no" },
  "harassing-fire": { yes: "HEX_TACTICS.Decision.harassing-fire.yes", no: "HEX_TACTICS.Decision.harassing-fire.no" },
} as const;

/** IA1 15.4, 15.51, 16.2, 16.42: the Token HUD's buttons (token-actions.ts), each with its icon. */
const IA_TOKEN_ACTION_ICONS: Readonly<Record<IaTokenAction, string>> = {
  mount: "fa-solid fa-horse",
  dismount: "fa-solid fa-person-walking",
  "dig-in": "fa-solid fa-trowel",
  "exit-board": "fa-solid fa-right-from-bracket",
};

export const iaTableRuleset = (dialogs: TableRuleset["dialogs"]): TableRuleset => ({
  id: "infantry-attacks",
  tracker: iaTracker,
  dialogs,
  combat: { details: iaCombatFields, migrateSource: migrateIaCombat },
  statuses: IA_STATUSES,
  cards: CARDS,
  templates: ["ia/dialogs/activate", "ia/dialogs/fire", "ia/dialogs/artillery-plan", "ia/dialogs/assault", "ia/dialogs/unit-action", "ia/dialogs/enter-board", "ia/dialogs/orders"],
  choices: { nationalities: IA_NATIONALITIES, ...IA_CHOICES },
  decisionWords: IA_DECISION_WORDS,
  tokenActions: IA_TOKEN_ACTION_ICONS,
});
