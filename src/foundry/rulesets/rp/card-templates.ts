/** Each Red Poppies card kind's template under `templates/` (cards.ts, card-data.ts). */
import type { RpCardKind } from "./card-data";

export const RP_CARDS: Readonly<Record<RpCardKind, string>> = {
  "rp-initiative": "rp/chat/initiative",
  "rp-fire": "rp/chat/fire",
  "rp-melee": "rp/chat/melee",
  "rp-oma": "rp/chat/oma",
  "rp-bombardment": "rp/chat/bombardment",
  "rp-barrage": "rp/chat/barrage",
  "rp-gas": "rp/chat/gas",
  "rp-cohesion": "rp/chat/cohesion",
  "rp-turn": "rp/chat/turn",
};
