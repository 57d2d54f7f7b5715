import type { IaEdition } from "../los/ia-terrain";

export type { IaEdition };

/** IA1 14.0–14.3: a unit's or leader's morale state. */
export type MoraleStatus = "good" | "disrupted" | "demoralized";

/** IA1 Definitions and 2.4: the kinds of unit. */
export type UnitKind = "INF" | "CAV" | "MG" | "ART" | "MORTAR" | "TRANSPORT";

/** The printed values of one face of a counter. */
export interface Face {
  readonly direct: number;
  readonly bombardment: number;
  readonly range: number;
  /** Movement allowance; limbered or mounted faces as printed (IA1 5.1). */
  readonly movement: number;
}

/** The full and reduced faces of one piece (IA1 7.6, 15.1). */
export interface PieceFaces {
  readonly full: Face;
  readonly reduced?: Face;
}

/** A combat unit or transport on the map (or off it, hex null). */
export interface IaUnit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly kind: UnitKind;
  /** A subtype only subtype leaders lead (IA1 6.1: COSS, PLAS under Cossack leaders). */
  readonly subtype?: string;
  /** IA2 6.11: horse artillery counts as cavalry for leader purposes. */
  readonly horseArtillery?: boolean;
  /** IA2 7.3: special spotting powers (the game's special rules name the units). */
  readonly specialSpotting?: boolean;
  /** Companies count against the two-company stacking limit and give the stacking column modifier (IA1 4.1, 4.2). */
  readonly company: boolean;
  /** Steps left: a full company 2, a reduced company or any other unit 1 (IA1 7.6). */
  steps: number;
  readonly maxSteps: number;
  /** The faces of the piece on the map (a cavalry unit's mounted or dismounted piece, IA1 15.1). */
  full: Face;
  reduced?: Face;
  /** Cavalry: the unit's other piece, kept to the side (IA1 15.1); absent when it has none. */
  aside?: PieceFaces;
  hex: number | null;
  status: MoraleStatus;
  /** Under a MOVED/FIRED marker (IA1 7.46). */
  movedFired: boolean;
  /** An MG under an OPPORTUNITY FIRE marker after its first shot (IA1 13.1). */
  oppFire: boolean;
  /** Under a SPOTTED marker (IA1 8.52). */
  spotted: boolean;
  /** Hidden: its location is written down, not shown (IA1 16.5). */
  hidden: boolean;
  /** MGs, mortars and artillery: on the limbered side (IA1 5.61). */
  limbered: boolean;
  /** IA1 5.1, 5.61: the movement allowance printed on the limbered side; `T`: moves only towed. Absent: MG and mortar 2, artillery T. */
  readonly limberedMovement?: number | "T";
  /** Cavalry: the mounted piece is on the map (IA1 15.1). */
  mounted: boolean;
  /** A transport's cargo, or the transport carrying this unit (IA1 5.6). */
  carrying: string | null;
  carriedBy: string | null;
  /** Under an Entrenchment marker (IA1 16.3). */
  entrenched: boolean;
  /** IA1 16.2: a Dug In marker underneath it, one segment of digging done (no benefits yet). */
  digging?: boolean;
  /** IA1 16.2: under a Dug In marker, digging finished: its benefits (16.23, 12.33). */
  dugIn?: boolean;
  /** IA1 5.8–5.82: in a river hex, the bank it is on, as a neighbouring bank hex (the hex it entered from); else null. */
  riverBank?: number | null;
}

export type LeaderType = "infantry" | "cavalry";

export interface IaLeader {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly leaderType: LeaderType;
  /** Leads only units of this subtype (IA1 6.1 Cossack leaders; IA2 6.12). */
  readonly subtype?: string;
  /** Seniority: IA2 stars; IA1 the scenario's rank titles in order, most junior 1 (IA1 3.2). */
  readonly rank: number;
  readonly rankTitle?: string;
  /** Printed morale (IA1 14.0), combat modifier (6.51–6.53) and morale modifier (6.61). */
  readonly morale: number;
  readonly combat: number;
  readonly moraleBonus: number;
  hex: number | null;
  status: MoraleStatus;
  movedFired: boolean;
  hidden: boolean;
  /** IA1 5.8–5.82: as for units. */
  riverBank?: number | null;
  /** IA1 3.3: MGs whose first opportunity shot this leader combined this turn: he may combine their second too. */
  oppFireWith?: string[];
}

/** The face a unit shows: reduced once a two-step unit has lost a step (IA1 7.6). */
export function faceOf(u: IaUnit): Face {
  return u.steps < u.maxSteps && u.reduced ? u.reduced : u.full;
}
