/** Each Combat Infantry card kind's template under `templates/` (cards.ts, card-data.ts), and the partials they share. */
import type { CiCardKind } from "./card-data";

export const CI_CARDS: Readonly<Record<CiCardKind, string>> = {
  "ci-fire": "ci/chat/fire",
  "ci-bombardment": "ci/chat/bombardment",
  "ci-special": "ci/chat/special",
  "ci-assault-round": "ci/chat/assault-round",
  "ci-morale": "ci/chat/morale",
  "ci-first-player": "ci/chat/first-player",
};

/** The partials the cards include: the dice against their target number, the F's terms, where the hits went. */
export const CI_CARD_PARTIALS: readonly string[] = ["ci/chat/parts/dice", "ci/chat/parts/f", "ci/chat/parts/results"];
