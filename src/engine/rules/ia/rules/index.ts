import type { SeriesRules } from "../../series/context";
import type { IaContext } from "../commands/context";
import { iaCite } from "../rulebook";
import type { IaBattle, IaEdition } from "../state";
import { say } from "../text";
import { iaSequence } from "./sequence";
import { iaLeadership } from "./leadership";
import { iaMovement } from "./movement";
import { iaSight } from "./sight";
import { iaBoardEdge } from "./board-edge";
import { iaFire } from "./fire";
import { iaMorale } from "./morale";
import { iaRecovery } from "./recovery";
import { iaOpportunity } from "./opportunity";

/** Infantry Attacks' rule for each of the series' hooks (one file per group), under one edition's citations. */
function iaRules(edition: IaEdition): SeriesRules<IaBattle, IaContext> {
  return {
    cite: iaCite(edition),
    say,
    sequence: iaSequence,
    // IA1 17.4: 15 or more ends the turn.
    optional: { fogOfWarEnds: 15 },
    leadership: iaLeadership,
    movement: iaMovement,
    sight: iaSight,
    boardEdge: iaBoardEdge,
    fire: iaFire,
    morale: iaMorale,
    recovery: iaRecovery,
    opportunity: iaOpportunity,
  };
}

const RULES = { IA1: iaRules("IA1"), IA2: iaRules("IA2") };

/** The series rules an Infantry Attacks battle of `edition` plays by. */
export const iaSeriesRules = (edition: IaEdition): SeriesRules<IaBattle, IaContext> => RULES[edition];
