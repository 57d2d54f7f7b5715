import { sayer } from "../../../core/text";

/** What the solitaire rules say (CI 10.x Solitaire: the chit-pull, the activation priorities). */
export const SOLITAIRE_TEXT = {
  "ci.chit-pull-off": "the chit-pull is not played in this battle: activate an HQ",
  "ci.chit-pull-activates": "with the chit-pull an HQ activates when it is drawn: draw one",
  "ci.nothing-to-draw": "no company of yours has an HQ left to draw this Player Turn",
  "ci.company-no-draw": "company {company} has no HQ left to draw this Player Turn",
  "ci.draw-first": "company {company} still has an HQ to draw this Player Turn",
  "ci.place-hq": "{hq} was drawn for company {company}: choose its hex, within command range of one of its units",
} as const;

export const say = sayer(SOLITAIRE_TEXT);
