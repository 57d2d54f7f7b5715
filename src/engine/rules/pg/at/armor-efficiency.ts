import { isAfv } from "../units/classify";
import { namedFrom, nationalityFacts, type NationalityFacts, type PgNamedNationality } from "../units/nationality";
import { faceNamed, type PgFaceName, type PgUnitClass } from "../units/unit-class";
import type { PgBattle } from "../state/battle";
import { pgShowing, type PgUnit } from "../state/pieces";

/** The nationalities PG 11.2 names ("commonwealth": the British and the other Commonwealth armies); "other": the rest. */
export type ArmorEfficiencyNationality = PgNamedNationality;

/** What PG 11.2 asks of a unit besides its class: facts of the scenario and of the unit's state. */
export interface ArmorEfficiencyFacts extends NationalityFacts {
  /** The side of the counter now showing: "full" is full strength, "reduced" is not (7.6). */
  readonly showing: PgFaceName;
}

/** PG 11.2: Germans in every year; Soviet Guards from 1943; American, Commonwealth, French and Polish from 1944. */
const NAMED_BY_112 = { german: 0, soviet: 1943, american: 1944, commonwealth: 1944, french: 1944, polish: 1944 } as const;

/**
 * PG 11.2: "Full-strength (not reduced)" AFVs that are German, Soviet Guards "in scenarios taking place in 1943 or
 * later", or American, Commonwealth, French and Polish "in 1944 or later", and that have "AT fire values of 0 or more"
 * (on their full-strength side: a reduced unit never is; a unit with no AT value is not).
 */
export function isArmorEfficient(u: PgUnitClass, f: ArmorEfficiencyFacts): boolean {
  const at = u.full.at;
  return isAfv(u) && f.showing === "full" && at !== null && at.strength >= 0 && namedFrom(NAMED_BY_112, f);
}

/**
 * PG 13.0: how many AT opportunity fires the unit may make this turn: "AFVs with Armor Efficiency (11.2) may conduct up to
 * two", "Other units with AT fire values may conduct one"; a unit with no AT value on the side showing, none.
 */
export function atOpportunityFires(u: PgUnitClass, f: ArmorEfficiencyFacts): 0 | 1 | 2 {
  if (isArmorEfficient(u, f)) return 2;
  return faceNamed(u, f.showing)?.at ? 1 : 0;
}

/** What a battle unit's PG 11.2 facts are: its nationality as the battle names it, Guards, the scenario's year, the side showing. */
export function armorEfficiencyFacts(b: Pick<PgBattle, "year" | "nationalities">, u: PgUnit): ArmorEfficiencyFacts {
  return { ...nationalityFacts(b, u), showing: pgShowing(u) };
}
