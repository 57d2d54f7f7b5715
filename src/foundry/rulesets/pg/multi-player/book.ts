/**
 * Panzer Grenadier's multi-player record of a battle, by side (PG 17.61–17.63): in sector games the Commanding
 * Officer's division of the side's off-board artillery factors and aircraft between the sectors for a turn; in formation
 * games the division of its pieces among its players, the leader having seniority, and the player the CO names to
 * activate the side's segments. A side's secret: the referee keeps it with the battle in its store, and it goes only to
 * that side's users.
 */
import { readAssignments, type FactorAssignment } from "../../series/sector-command/factors";
import { readSideRecords } from "../../series/sector-command/side-records";
import type { Formation } from "./formation";

/** PG 17.63 (sector games): the fire assigned to sectors, and the turn it is for. */
export interface SupportPlan {
  readonly turn: number;
  readonly assignments: readonly FactorAssignment[];
}

export interface PgSideBook {
  /** PG 17.63: the CO's division of the fire for a turn (sector games); null before any. */
  readonly support: SupportPlan | null;
  /** PG 17.62: the division of the side's pieces among its players; null: no formation game. */
  readonly formation: Formation | null;
  /** PG 17.63: the player the CO names to activate the side's segments (formation games); null: none named. */
  readonly activating: string | null;
}

export const emptyPgBook: PgSideBook = { support: null, formation: null, activating: null };

export type PgBook = ReadonlyMap<string, PgSideBook>;

export const pgBookJson = (book: PgBook): Record<string, unknown> => Object.fromEntries(book);

const text = (v: unknown): v is string => typeof v === "string" && v !== "";
const textOrNull = (v: unknown): v is string | null => v === null || text(v);

/** A formation as JSON gives it: `{ players: { piece: user }, senior, successor }`; null when it is not one. */
export function readFormation(json: unknown): Formation | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const { players, senior = null, successor = null } = json as Record<string, unknown>;
  if (typeof players !== "object" || players === null || Array.isArray(players) || !Object.values(players).every(text)) return null;
  if (!textOrNull(senior) || !textOrNull(successor)) return null;
  return { players: { ...(players as Record<string, string>) }, senior, successor };
}

function readSideBook(json: unknown): PgSideBook | null {
  const { support = null, formation = null, activating = null } = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>;
  let plan: SupportPlan | null = null;
  if (support !== null) {
    const { turn, assignments } = (typeof support === "object" ? support : {}) as Record<string, unknown>;
    const read = readAssignments(assignments);
    if (read === null || typeof turn !== "number" || !Number.isInteger(turn)) return null;
    plan = { turn, assignments: read };
  }
  const f = formation === null ? null : readFormation(formation);
  if ((formation !== null && f === null) || !textOrNull(activating)) return null;
  return { support: plan, formation: f, activating };
}

/** The book from what the store keeps (nothing: an empty book); a side's entry that cannot be read is left out, logged. */
export const readPgBook = (json: unknown): Map<string, PgSideBook> => readSideRecords(json, readSideBook, "multi-player record");
