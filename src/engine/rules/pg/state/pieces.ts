import type { SeriesLeader, SeriesUnit } from "../../series/state/pieces";
import type { PgUnitType } from "../data/schemas/counters";
import { unitClassOf, type PgFace, type PgFaceName, type PgUnitClass } from "../units/unit-class";

export { faceOf, type MoraleStatus } from "../../series/state/pieces";
export type { FireValue, PgFace, PgFaceName, PgUnitClass } from "../units/unit-class";

/** Full-strength and reduced-strength morale (PG 14.0: "the number before the slash … after the slash"). */
export interface PgMorale {
  readonly full: number;
  readonly reduced: number;
}

/** What a unit is doing over several turns, and since which turn (PG 5.73, 16.3, 16.75; interrupted as 16.21 says). */
export interface PgWork {
  /**
   * `wreck`: an AFV of armor 2 or more clearing a wreck in its hex, two consecutive turns (16.3); `mines`: an ENG clearing
   * an enemy minefield in its hex, three complete turns (16.75); `crossing`: in a river hex, an ENG assisting units
   * across or a unit crossing with its help, which may leave in a later turn (5.73).
   */
  readonly kind: "wreck" | "mines" | "crossing";
  readonly since: number;
  /** The last turn a unit clearing a wreck or minefields spent its activation at it (16.3, 16.75); absent: `since`. */
  readonly last?: number;
  /** The turn a unit crossing a major river passed its crossing roll (5.73): it may leave the river hex that turn. */
  readonly crossed?: number;
}

/**
 * A Panzer Grenadier unit: the series' unit (its `full` and `reduced` faces among it) with its class as printed
 * (units/unit-class.ts: a `PgUnit` is a `PgUnitClass`, so the classification reads it as it reads a counter), the
 * scenario's designations and what PG tracks of it in play.
 */
export interface PgUnit extends SeriesUnit<PgFace>, Omit<PgUnitClass, "full" | "reduced"> {
  /** The unit type's id in the battle's counter set (its name, printed values and their provenance). */
  readonly type: string;
  /** The counter set's nationality id (17.1 "same … nationality"; 6.8, 11.2 through the battle's `nationalities`). */
  readonly nationality: string;
  /** A Soviet Guards unit, as the scenario designates it (PG 6.8, 11.2). */
  readonly guards?: boolean;
  /** The unit's own morale where the scenario gives it apart from its side's (PG 14.0); absent: its side's. */
  readonly morale?: PgMorale;
  /** The leaders riding this transport (PG 5.6: up to three; 6.3: cavalry leaders never). */
  leadersAboard: string[];
  /** The fire type of its opportunity fire this turn: "either type … but not both" (PG 13.0); absent: none yet. */
  oppFireKind?: "direct" | "at";
  /** PG 15.2: a train or vessel's two extra MOVED/FIRED markers after its opportunity fire: it may still activate to move. */
  extraMarkers?: true;
  /** AT attacks made this turn; two only with armor efficiency (PG 11.2, 13.0); absent: none. */
  atShots?: 1 | 2;
  /** A task of several turns under way (PG 5.73, 16.3, 16.75). */
  work?: PgWork;
}

/** PG 3.3, 6.6, 6.9, 15.2: a leader piece's kind; tank and armored car leaders are no pieces (6.8, 6.85: `PgBattle.tankLeaders`). */
export const PG_LEADER_KINDS = ["regular", "cavalry", "kommissar", "train", "vessel"] as const;
export type PgLeaderKind = (typeof PG_LEADER_KINDS)[number];

/** A Panzer Grenadier leader: the series' leader with his kind and the transport he rides (PG 5.6, 6.3). */
export interface PgLeader extends SeriesLeader {
  /** Regular, or a cavalry leader as designated before play (6.9), a Kommissar (6.6), a train's or vessel's leader (15.2). */
  kind: PgLeaderKind;
  carriedBy: string | null;
}

/** The side a unit shows: limbered (PG 5.62), reduced once a unit of two steps has lost one (7.6), else full. */
export function pgShowing(u: PgUnit): PgFaceName {
  if (u.limbered && u.limberedFace) return "limbered";
  return u.steps < u.maxSteps && u.reduced ? "reduced" : "full";
}

/** Where a scenario sets a unit up, and its designations (PG 3.0, 6.8, 11.2, 14.0, 16.6). */
export interface PgUnitSetUp {
  readonly name?: string;
  readonly hex?: number | null;
  readonly steps?: number;
  readonly limbered?: boolean;
  readonly hidden?: boolean;
  readonly guards?: boolean;
  readonly morale?: PgMorale;
}

/** A unit of type `type` of the counter set (`counter`), on `side`, as a scenario (or a test) sets it up. */
export function pgUnitFromCounter(id: string, side: string, type: string, counter: PgUnitType, at: PgUnitSetUp = {}): PgUnit {
  const steps = counter.steps.value;
  return {
    id,
    side,
    name: at.name ?? counter.name,
    type,
    nationality: counter.nationality,
    ...unitClassOf(counter, false),
    ...(at.guards === undefined ? {} : { guards: at.guards }),
    ...(at.morale === undefined ? {} : { morale: at.morale }),
    steps: at.steps ?? steps,
    maxSteps: steps,
    hex: at.hex ?? null,
    status: "good",
    movedFired: false,
    oppFire: false,
    spotted: false,
    hidden: at.hidden ?? false,
    limbered: at.limbered ?? false,
    carrying: null,
    carriedBy: null,
    entrenched: false,
    leadersAboard: [],
  };
}
