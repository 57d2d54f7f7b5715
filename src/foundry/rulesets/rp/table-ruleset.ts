/** What Red Poppies brings to the table's ruleset-neutral parts (rulesets/table-ruleset.ts). */
import type { TableRuleset } from "../table-ruleset";
import { RP_CAMPAIGN_TEMPLATES } from "./campaign/templates";
import { RP_CARDS } from "./card-templates";
import { RP_MARKER_KIND_LABELS, RP_NATIONALITIES, RP_UNIT_FACES, RP_UNIT_TYPE_LABELS } from "./choices";
import { RP } from "../../../engine/rules/rp/state";
import { rpCombatFields } from "./combat-details";
import { RP_DIALOG_TEMPLATES } from "./dialogs/templates";
import { RP_STATUSES } from "./statuses";
import type { RpTokenAction } from "./token-actions";
import { rpTracker } from "./tracker";

/** RP 6.3, 6.4: the Token HUD's buttons (token-actions.ts), each with its icon. */
const RP_TOKEN_ACTION_ICONS: Readonly<Record<RpTokenAction, string>> = { deploy: "fa-solid fa-retweet", dig: "fa-solid fa-trowel" };

/**
 * RP 5.0: the preliminary bombardments, the initiative roll, then couplets of commands; the dialogs (dialogs/rp-dialogs.ts)
 * are Foundry applications, joined in module.ts, so pages drawn outside Foundry use the rest.
 */
export const rpTableRuleset: TableRuleset = {
  id: RP,
  tracker: rpTracker,
  dialogs: {},
  combat: { details: rpCombatFields },
  statuses: RP_STATUSES,
  cards: RP_CARDS,
  // The dialogs, the campaign's windows (RP 11.0), and the checks' partial every card with cohesion checks includes.
  templates: [...RP_DIALOG_TEMPLATES, ...RP_CAMPAIGN_TEMPLATES, "rp/chat/parts/checks"],
  choices: { nationalities: RP_NATIONALITIES, unitFaces: RP_UNIT_FACES, markerKinds: RP_MARKER_KIND_LABELS, rpUnitTypes: RP_UNIT_TYPE_LABELS },
  tokenActions: RP_TOKEN_ACTION_ICONS,
  // RP 3.8: whether a dispersed unit tries to rally.
  decisionWords: { "rp-rally": { yes: "HEX_TACTICS.RP.Decision.rally", no: "HEX_TACTICS.RP.Decision.stayDispersed" } },
};
