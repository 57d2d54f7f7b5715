import { sayer } from "../../../core/text";
import { COMMAND_TEXT } from "./command-text";

/** What the sequence of play says (CI 1.x Game Turns, CI 4.x HQs, CI 5.x Rally, CI 10.x Victory). */
export const SEQUENCE_TEXT = {
  ...COMMAND_TEXT,
  "ci.activation-under-way": "an HQ activation is under way: end it first",
  "ci.not-hq": '"{block}" is not an HQ',
  "ci.company-done": "company {company} has activated an HQ this Player Turn",
  "ci.hq-activated": '"{block}" has activated this Game Turn',
  "ci.deploy-not-adjacent": "an HQ deploys one hex, into an adjacent hex",
  "ci.deploy-hexside": "an HQ deploys across a road or clear hexside only",
  "ci.deploy-not-friendly": "an HQ deploys into a friendly hex only",
  "ci.not-commands": "the commands of this activation are over",
  "ci.hq-gone": "the active HQ was eliminated and not replaced",
  "ci.not-phq": "only a PHQ commands squads out of range by their morale",
  "ci.no-command-squad": '"{block}" is not a rifle squad of the active PHQ\'s platoon',
  "ci.no-command-weapon": '"{block}" is a company or battalion weapon: weapons never act without command',
  "ci.in-range": '"{block}" is in command range: it needs no morale check',
  "ci.no-command-passed": '"{block}" has passed its morale check: it may act',
  "ci.hq-return": "{hq} returns at once: choose its hex",
  "ci.promotion-loss": "{hq} returned: choose the squad that loses a step",
  "ci.overstack": "{count} of your blocks stand over the stacking limit in this hex: choose one to eliminate",
} as const;

export const say = sayer(SEQUENCE_TEXT);
