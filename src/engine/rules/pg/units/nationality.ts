/**
 * The nationalities PG's rules name where a rule depends on who fights: tank leaders by rule (PG 6.8) and armor
 * efficiency (11.2). "commonwealth": the British and the other Commonwealth armies (11.2); "other": the rest.
 */
export const PG_NAMED_NATIONALITIES = ["german", "soviet", "american", "commonwealth", "french", "polish", "other"] as const;
export type PgNamedNationality = (typeof PG_NAMED_NATIONALITIES)[number];

/**
 * How the rules name a counter set's nationality: as the battle's scenario maps it (`named`, e.g. "ss" → german,
 * "canadian" → commonwealth), else by its own id where that is a name the rules use ("german", "soviet" …), else other.
 */
export function namedNationality(nationality: string, named?: Readonly<Record<string, PgNamedNationality>>): PgNamedNationality {
  const mapped = named && Object.hasOwn(named, nationality) ? named[nationality] : undefined;
  if (mapped !== undefined) return mapped;
  return (PG_NAMED_NATIONALITIES as readonly string[]).includes(nationality) ? (nationality as PgNamedNationality) : "other";
}

/** Who a unit is, where a rule names nationalities from a year on: its nationality as the rules name it, Guards, the scenario's year. */
export interface NationalityFacts {
  readonly nationality: PgNamedNationality;
  /** A Soviet Guards unit (a scenario designation); it counts only for a Soviet unit. */
  readonly guards: boolean;
  /** The year the scenario takes place in. */
  readonly year: number;
}

/**
 * Whether a rule that names nationalities "in scenarios taking place in <year> or later" names this unit: `from` gives
 * each named nationality's first year (0: every year); Soviet units count only as Guards (PG 6.8, 11.2).
 */
export function namedFrom(from: Readonly<Partial<Record<PgNamedNationality, number>>>, f: NationalityFacts): boolean {
  const first = from[f.nationality];
  return first !== undefined && f.year >= first && (f.nationality !== "soviet" || f.guards);
}

/** A unit's nationality facts in a battle: its nationality as the battle names it, its Guards designation, the battle's year. */
export function nationalityFacts(
  b: { readonly year: number; readonly nationalities?: Readonly<Record<string, PgNamedNationality>> },
  u: { readonly nationality: string; readonly guards?: boolean },
): NationalityFacts {
  return { nationality: namedNationality(u.nationality, b.nationalities), guards: u.guards === true, year: b.year };
}
