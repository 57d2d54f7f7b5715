import type { PgUnitType } from "../data/schemas/counters";
import { isAfv } from "../units/classify";

/** The nationalities PG 11.2 names ("commonwealth": the British and the other Commonwealth armies); "other": the rest. */
export type ArmorEfficiencyNationality = "german" | "soviet" | "american" | "commonwealth" | "french" | "polish" | "other";

/** What PG 11.2 asks of a unit besides its counter: facts of the scenario and of the unit's state. */
export interface ArmorEfficiencyFacts {
  /** The unit's nationality as 11.2 names them; the scenario maps its side's nationalities onto these. */
  readonly nationality: ArmorEfficiencyNationality;
  /** A Soviet Guards unit (a scenario designation); it counts only for a Soviet unit. */
  readonly guards: boolean;
  /** The year the scenario takes place in. */
  readonly year: number;
  /** The side of the counter now showing: "full" is full strength, "reduced" is not (7.6). */
  readonly showing: keyof PgUnitType["faces"];
}

/** Whether PG 11.2 names the unit's nationality, Guards designation and year: Germans in every year. */
function namedBy112(f: ArmorEfficiencyFacts): boolean {
  switch (f.nationality) {
    case "german":
      return true;
    case "soviet":
      return f.guards && f.year >= 1943;
    case "american":
    case "commonwealth":
    case "french":
    case "polish":
      return f.year >= 1944;
    case "other":
      return false;
  }
}

/**
 * PG 11.2: "Full-strength (not reduced)" AFVs that are German, Soviet Guards "in scenarios taking place in 1943 or
 * later", or American, Commonwealth, French and Polish "in 1944 or later", and that have "AT fire values of 0 or more"
 * (on their full-strength side: a reduced unit never is; a unit with no AT value is not).
 */
export function isArmorEfficient(u: PgUnitType, f: ArmorEfficiencyFacts): boolean {
  const at = u.faces.full.antiTankFire;
  return isAfv(u) && f.showing === "full" && at !== undefined && at.strength.value >= 0 && namedBy112(f);
}

/**
 * PG 13.0: how many AT opportunity fires the unit may make this turn: "AFVs with Armor Efficiency (11.2) may conduct up to
 * two", "Other units with AT fire values may conduct one"; a unit with no AT value on the side showing, none.
 */
export function atOpportunityFires(u: PgUnitType, f: ArmorEfficiencyFacts): 0 | 1 | 2 {
  if (isArmorEfficient(u, f)) return 2;
  return u.faces[f.showing]?.antiTankFire ? 1 : 0;
}
