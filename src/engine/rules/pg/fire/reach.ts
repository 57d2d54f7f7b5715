import { isAfv, isApc } from "../units/classify";
import type { PgBattle, PgLeader, PgUnit } from "../state";

/** The tables whose results PG 7.6 applies: Direct and Bombardment (7.61) or Assault (7.63). */
export type PgLossTable = "fire" | "assault";

/** A result as the table defines it (series fire-table `ResultDefinition`): step losses per category. */
export interface PgResultSteps {
  readonly steps: number;
}

/** The APC `p` rides, if it rides one (5.6; a leader aboard too). */
function apcCarrying(b: PgBattle, p: PgUnit | PgLeader): PgUnit | undefined {
  const carrier = p.carriedBy === null ? undefined : b.units.get(p.carriedBy);
  return carrier && isApc(carrier) ? carrier : undefined;
}

/**
 * PG 7.25, 7.41: whether a result on the Direct or Bombardment Fire table affects `p`. An AFV ("even a value of 0") and
 * anything an APC transports are "immune to all but an X or #X result"; every other piece is reached by every result.
 * "Armor gives no protection on the Assault Table": there everything is reached.
 */
export function reaches(b: PgBattle, p: PgUnit | PgLeader, result: PgResultSteps, table: PgLossTable): boolean {
  if (table === "assault" || result.steps > 0) return true;
  const armored = "maxSteps" in p && isAfv(p);
  return !armored && apcCarrying(b, p) === undefined;
}
