import { isAfv, isApc, isArmoredCar } from "../units/classify";
import { nationalityFacts, namedFrom, type NationalityFacts, type PgNamedNationality } from "../units/nationality";
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

/** What decides whether an AFV carries a leader: the battle's year and nationalities (6.8) and the sides' secret assignments. */
export interface TankLeaderFacts {
  readonly year: number;
  readonly nationalities?: Readonly<Record<string, PgNamedNationality>>;
  readonly tankLeaders: Readonly<Record<string, readonly string[]>>;
}

/** A unit as the tank-leader rules read it: its class, side, nationality and Guards designation (a battle's unit, or its JSON). */
export type TankLeaderUnit = PgUnitClass & { readonly id: string; readonly side: string; readonly nationality: string; readonly guards?: boolean };

/** The kinds of leader no piece shows, aboard an AFV: a tank leader (PG 3.3, 6.8) or an armored car leader (6.85). */
export type PgAboardKind = "tank" | "armored-car";

/**
 * PG 3.3, 6.8, 6.85: the leader aboard unit `u`, or null: a tank leader where it has one by rule or its side assigned
 * it one (an AFV that loses its last step loses him with it, issue 18 ruling N3); else, on an armored car, its armored
 * car leader ("every armored car unit … always has" one). A tank leader activates every AFV, armored cars included, so
 * an armored car with one has no other.
 */
export function leaderAboardKind(b: TankLeaderFacts, u: TankLeaderUnit): PgAboardKind | null {
  if (!mayHaveTankLeader(u)) return null;
  if (hasTankLeaderByRule(u, nationalityFacts(b, u)) || b.tankLeaders[u.side]?.includes(u.id) === true) return "tank";
  return isArmoredCar(u) ? "armored-car" : null;
}
