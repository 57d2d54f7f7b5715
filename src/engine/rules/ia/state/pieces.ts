import type { IaEdition } from "../los/ia-terrain";
import type { SeriesLeader, SeriesUnit } from "../../series/state/pieces";

export { faceOf, type MoraleStatus } from "../../series/state/pieces";

export type { IaEdition };

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

/** An Infantry Attacks unit: the series' unit with IA's kinds, companies and cavalry pieces. */
export interface IaUnit extends SeriesUnit<Face> {
  readonly kind: UnitKind;
  /** A subtype only subtype leaders lead (IA1 6.1: COSS, PLAS under Cossack leaders). */
  readonly subtype?: string;
  /** IA2 6.11: horse artillery counts as cavalry for leader purposes. */
  readonly horseArtillery?: boolean;
  /** IA2 7.3: special spotting powers (the game's special rules name the units). */
  readonly specialSpotting?: boolean;
  /** Companies count against the two-company stacking limit and give the stacking column modifier (IA1 4.1, 4.2). */
  readonly company: boolean;
  /** Cavalry: the unit's other piece, kept to the side (IA1 15.1); absent when it has none. */
  aside?: PieceFaces;
  /** Cavalry: the mounted piece is on the map (IA1 15.1). */
  mounted: boolean;
}

export type LeaderType = "infantry" | "cavalry";

/** An Infantry Attacks leader: the series' leader with his type (IA1 6.1). */
export interface IaLeader extends SeriesLeader {
  readonly leaderType: LeaderType;
  /** Leads only units of this subtype (IA1 6.1 Cossack leaders; IA2 6.12). */
  readonly subtype?: string;
}
