import { isAfv, isApc } from "../units/classify";
import { namedFrom, type NationalityFacts } from "../units/nationality";
import type { PgUnitClass } from "../units/unit-class";

/** PG 6.8: German AFVs in every year; Soviet Guards from 1943; American and Polish from 1944. */
const NAMED_BY_68 = { german: 0, soviet: 1943, american: 1944, polish: 1944 } as const;

/** PG 6.8: "APCs never have tank leaders and may not have tank leaders assigned to them"; every other AFV may. */
export function mayHaveTankLeader(u: PgUnitClass): boolean {
  return isAfv(u) && !isApc(u);
}

/**
 * PG 6.8: "All German AFVs, all Soviet Guards AFVs in scenarios taking place in 1943 or later, and all American and
 * Polish AFVs in scenarios taking place in 1944 or later have tank leaders" (APCs excepted); other forces' come from
 * the scenario's count, assigned in secret.
 */
export function hasTankLeaderByRule(u: PgUnitClass, f: NationalityFacts): boolean {
  return mayHaveTankLeader(u) && namedFrom(NAMED_BY_68, f);
}
