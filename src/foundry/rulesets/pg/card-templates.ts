/** Each Panzer Grenadier card kind's template under `templates/`: the series' (series/card-templates.ts) and PG's own. */
import { SERIES_CARD_TEMPLATES } from "../series/card-templates";
import type { PgCardKind } from "./card-data";

export const PG_CARDS: Readonly<Record<PgCardKind, string>> = {
  ...SERIES_CARD_TEMPLATES,
  "at-fire": "pg/chat/at-fire",
  minefield: "pg/chat/minefield",
};
