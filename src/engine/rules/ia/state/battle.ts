import type { SeriesActivation, SeriesBattle, SeriesSide } from "../../series/state/battle";
import type { IaLight, Visibility } from "../los/visibility";
import type { IaEdition, IaLeader, IaUnit, LeaderType } from "./pieces";
import type { IaOptionalRule } from "./option-ids";
import type { ArtilleryPlan, DrumfireMarker, SideArtillery } from "./artillery";

export { firedAt, otherSide, sideOf, type ActivatedPiece, type BoardEntry, type BoardExit, type InitiativeResult } from "../../series/state/battle";

/** An Infantry Attacks side: the series' side with its morale, decapitation and artillery (IA1 3.0 A, 14.0). */
export interface IaSide extends SeriesSide {
  /** Morale of the side's units: full strength, and reduced companies (IA1 14.0). */
  readonly morale: { readonly full: number; readonly reduced: number };
  /** IA1 6.72: set once per game when the side's highest-ranking leader falls. */
  decapitation?: Decapitation;
  /** IA1 9.2, 11.0, 16.14: the side's artillery in the scenario; absent: it writes no Artillery Plan. */
  readonly artillery?: SideArtillery;
}

/** IA1 6.72: who fell, in which turn, and for how many turns after it the penalties last (2, or 4 for 14.11/14.44). */
export interface Decapitation {
  readonly leader: string;
  readonly leaderType: LeaderType;
  readonly turn: number;
  readonly turns: 2 | 4;
}

/** IA1 3.0: the four phases of a turn. */
export type IaPhase = "initiative" | "bombardment" | "action" | "marker-removal" | "over";

/** The action segment under way (IA1 3.1), with IA2's special spotters. */
export interface Activation extends SeriesActivation {
  /** IA2 7.3: the special spotters that have placed a Spotted marker this segment. */
  specialSpotted?: string[];
}

/**
 * The whole state of an Infantry Attacks battle: plain data, drafted (core/draft), logged and replayed; its JSON form
 * is the codec `IaBattleJson` (state/battle-schema.ts). The pieces are Maps by id in battle order: V8 keeps a plain
 * object of more than about a thousand keys as a hash table, slow to copy (once a draft) and to iterate.
 */
export interface IaBattle extends SeriesBattle<IaUnit, IaLeader, IaSide, Activation> {
  readonly ruleset: "infantry-attacks";
  readonly edition: IaEdition;
  phase: IaPhase;
  /** How far units see this turn (IA1 8.4; IA2 7.11). */
  visibility: Visibility;
  /** The light of each turn, turn 1 first, as the scenario schedules it (IA1 8.4, IA2 7.11); absent: `visibility` holds all game. */
  readonly lights?: readonly IaLight[];
  /** IA2 7.56: the sides of the line chosen along hex spines this turn (absent before the first; never in IA1). */
  spines?: SpineChoice[];
  /** IA1 17.0: the optional rules in force (absent: none). */
  readonly options?: readonly IaOptionalRule[];
  /** IA1 17.6: the direct fire attacks on each hex this turn (absent before the first; only with Flanking Fire). */
  flanks?: FlankRecord[];
  /** IA1 9.11: each side's Artillery Plan, by side: a secret of its side (view/side-view.ts). */
  plans?: Record<string, ArtilleryPlan>;
  /** IA1 9.7: Drumfire markers on the map this turn (public). */
  drumfire?: DrumfireMarker[];
}

/** IA1 17.6: a hex attacked by direct fire this turn: the hexes the attacks were traced through, and the companies there at the first that have not moved in since. */
export interface FlankRecord {
  readonly hex: number;
  readonly through: readonly number[];
  readonly companies: readonly string[];
}

/** IA2 7.56: the side chosen for the line between two hexes, `from` the lower index, as seen from it. */
export interface SpineChoice {
  readonly from: number;
  readonly to: number;
  readonly side: "left" | "right";
}

