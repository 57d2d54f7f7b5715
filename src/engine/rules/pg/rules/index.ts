import type { SeriesRules } from "../../series/context";
import type { PgContext } from "../commands/context";
import { pgCite } from "../rulebook";
import type { PgBattle } from "../state";
import { say } from "../text";
import { pgLeadership } from "./leadership";
import { pgSequence } from "./sequence";

/** Panzer Grenadier's rule for each of the series' hooks (one file per group). */
export const PG_RULES: SeriesRules<PgBattle, PgContext> = {
  cite: pgCite,
  say,
  sequence: pgSequence,
  leadership: pgLeadership,
  // PG 17.4: 16 or more ends the turn.
  optional: { fogOfWarEnds: 16 },
};
