/** PG 14.0–14.3, IA1 14.0–14.3: a unit's or leader's morale state. */
export type MoraleStatus = "good" | "disrupted" | "demoralized";

/**
 * A combat unit or transport on the map (or off it, hex null), as both games have it; each game's unit adds what its
 * counters print (`F`, a face: read through the game's rules, never by the series) and its own classes.
 */
export interface SeriesUnit<F> {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** Steps left (PG 1.2 Steps, 7.4; IA1 7.6). */
  steps: number;
  readonly maxSteps: number;
  /** The faces of the piece on the map: full and, for a unit of two steps, reduced. */
  full: F;
  reduced?: F;
  hex: number | null;
  status: MoraleStatus;
  /** Under a MOVED/FIRED marker (PG 7.46, IA1 7.46). */
  movedFired: boolean;
  /** Under an OPPORTUNITY FIRE marker after its first opportunity shot (PG 13.0's second marker, IA1 13.1). */
  oppFire: boolean;
  /** Under a SPOTTED marker (PG 8.22, IA1 8.52). */
  spotted: boolean;
  /** Hidden: its location is written down, not shown (PG 16.6, IA1 16.5). */
  hidden: boolean;
  /** Weapons on the limbered side (PG 5.62, IA1 5.61). */
  limbered: boolean;
  /** The movement allowance printed on the limbered side; `T`: moves only towed (PG 5.62, IA1 5.61). Absent: the game's default. */
  readonly limberedMovement?: number | "T";
  /** A transport's cargo, or the transport carrying this unit (PG 5.6, IA1 5.6). */
  carrying: string | null;
  carriedBy: string | null;
  /** Under an Entrenchment marker (PG 16.4, IA1 16.3). */
  entrenched: boolean;
  /** A Dug In marker underneath it, one segment of digging done (no benefits yet; PG 16.2, IA1 16.2). */
  digging?: boolean;
  /** Under a Dug In marker, digging finished (PG 16.21, IA1 16.23). */
  dugIn?: boolean;
  /** In a river hex, the bank it is on, as a neighbouring bank hex (the hex it entered from); else null (IA1 5.8). */
  riverBank?: number | null;
}

/** A leader, as both games have him; each game's leader adds his kind. */
export interface SeriesLeader {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** Seniority, most junior 1 (PG 1.2 Rank, IA1 3.2). */
  readonly rank: number;
  readonly rankTitle?: string;
  /** Printed morale (14.0), combat modifier (PG 6.4, IA1 6.5) and morale modifier (PG 6.5, IA1 6.6). */
  readonly morale: number;
  readonly combat: number;
  readonly moraleBonus: number;
  hex: number | null;
  status: MoraleStatus;
  movedFired: boolean;
  hidden: boolean;
  /** As for units (IA1 5.8). */
  riverBank?: number | null;
  /** The units whose first opportunity shot this leader combined this turn: he may combine their second too (IA1 3.3). */
  oppFireWith?: string[];
}

/** The face a unit shows: reduced once a unit of two steps has lost one (PG 7.4, IA1 7.6). */
export function faceOf<F>(u: SeriesUnit<F>): F {
  return u.steps < u.maxSteps && u.reduced ? u.reduced : u.full;
}
