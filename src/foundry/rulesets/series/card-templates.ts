/**
 * The templates of the card kinds both games share (series/card-data.ts `SeriesCardKinds`), under `templates/`. They
 * read only the series' card data; they stand in Infantry Attacks' folder, where they were first written and where its
 * pages and tests name them.
 */
import type { SeriesCardKinds } from "./card-data";

export const SERIES_CARD_TEMPLATES: Readonly<Record<keyof SeriesCardKinds, string>> = {
  initiative: "ia/chat/initiative",
  fire: "ia/chat/fire",
  "opportunity-fire": "ia/chat/opportunity-fire",
  losses: "ia/chat/losses",
  morale: "ia/chat/morale",
  "leader-casualty": "ia/chat/leader-casualty",
  recovery: "ia/chat/recovery",
  transport: "ia/chat/transport",
  move: "ia/chat/move",
  activation: "ia/chat/activation",
  overrun: "ia/chat/overrun",
  sequence: "ia/chat/sequence",
  charge: "ia/chat/charge",
  "unit-action": "ia/chat/transport",
};
