import type { SeriesRules } from "../../series/context";
import type { PgContext } from "../commands/context";
import { pgCite } from "../rulebook";
import type { PgBattle } from "../state";
import { say } from "../text";
import { pgLeadership } from "./leadership";
import { pgSequence } from "./sequence";
import { pgMovement } from "./movement";
import { pgSightRules } from "./sight";
import { pgBoardEdge } from "./board-edge";
import { pgFire } from "./fire";
import { pgMorale } from "./morale";
import { pgRecovery } from "./recovery";
import { pgOpportunity } from "./opportunity";

/** Panzer Grenadier's rule for each of the series' hooks (one file per group). */
export const PG_RULES: SeriesRules<PgBattle, PgContext> = {
  cite: pgCite,
  say,
  sequence: pgSequence,
  leadership: pgLeadership,
  movement: pgMovement,
  sight: pgSightRules,
  boardEdge: pgBoardEdge,
  fire: pgFire,
  morale: pgMorale,
  recovery: pgRecovery,
  opportunity: pgOpportunity,
  // PG 17.4: 16 or more ends the turn.
  optional: { fogOfWarEnds: 16 },
};
