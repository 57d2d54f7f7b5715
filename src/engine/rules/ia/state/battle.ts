import type { Impulses } from "../sequence/impulses";
import type { DiceRoll } from "../../../core/dice";
import type { IaLight, Visibility } from "../los/visibility";
import type { IaEdition, IaLeader, IaUnit, LeaderType } from "./pieces";
import type { IaOptionalRule } from "./option-ids";
import type { ArtilleryPlan, DrumfireMarker, SideArtillery } from "./artillery";
import type { IaVictory, VictoryLosses } from "../victory/conditions";

/** A side as the scenario gives it (IA1 3.0 A, 14.0). */
export interface IaSide {
  readonly id: string;
  readonly name: string;
  /** Current initiative; never below zero (IA1 3.0 A). */
  initiative: number;
  /** Initiative falls by one per this many step losses (scenario), or never. */
  readonly stepsPerInitiative: number | null;
  /** Cumulative step losses at which initiative falls by one each, when the scenario's are not evenly spaced (wins over `stepsPerInitiative`). */
  readonly initiativeLosses?: readonly number[];
  /** Steps lost so far (for initiative and victory). */
  stepsLost: number;
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

export interface InitiativeResult {
  readonly winner: string;
  readonly segments: number;
  readonly rolls: readonly { readonly side: string; readonly roll: DiceRoll; readonly total: number }[];
}

/** What an activated unit or leader is doing this segment (IA1 3.13). */
export interface ActivatedPiece {
  readonly action: "move" | "fire";
  /** The leader of its own type who activated it (IA1 3.11, 5.5), or null; he may have left play since (`fallen`). */
  readonly ledBy: string | null;
  /** IA1 17.3: designated to move by strategic movement (twice its movement allowance). */
  readonly strategic?: true;
  mpSpent: number;
  hexesEntered: number;
  /** The hex it began its activation in (IA1 12.21, 12.73); absent in activations set up without it. */
  readonly start?: number;
}

/** The action segment under way (IA1 3.1). */
export interface Activation {
  readonly side: string;
  readonly pieces: Record<string, ActivatedPiece>;
  /** The piece taking its action now; the others wait or are done (IA1 3.13: one at a time). */
  current: string | null;
  done: string[];
  /** IA1 13.21: who has taken opportunity fire at a moving piece in a hex it entered. */
  oppFired?: { readonly mover: string; readonly hex: number; firers: string[] }[];
  /** IA1 12.4: hexes entered by assault movement with no friendly combat unit there: their assault is owed this segment. */
  assaultsOwed?: number[];
  /** IA1 12.1, 12.5: the units and leaders that have attacked in an assault this segment. */
  assaulted?: string[];
  /** IA1 12.7: the mounted cavalry units that charged this segment. */
  charged?: string[];
  /** IA1 12.73: the intervening hex each unit that charged this segment went through (absent in older saves). */
  chargedThrough?: { readonly unit: string; readonly through: number }[];
  /** IA1 12.23: who has left each assault hex this segment, for harassing fire. */
  exited?: { readonly hex: number; pieces: string[] }[];
  /** IA2 7.3: the special spotters that have placed a Spotted marker this segment. */
  specialSpotted?: string[];
  /** IA1 3.2, 3.13: the activated leaders who left play this segment, each with the leader who activated him (or null). */
  fallen?: Readonly<Record<string, string | null>>;
}

/** The key of IA1 13.21's bookkeeping: a moving piece (or the unit leaders move with) and a hex it entered this segment. */
/** IA1 13.21: the units that have fired at `mover` in `hex` this segment. */
export const firedAt = (a: Activation | null, mover: string, hex: number): readonly string[] =>
  a?.oppFired?.find((f) => f.mover === mover && f.hex === hex)?.firers ?? [];

/**
 * The whole state of an Infantry Attacks battle: plain data, drafted (core/draft), logged and replayed; its JSON form
 * is the codec `IaBattleJson` (state/battle-schema.ts). The pieces are Maps by id in battle order: V8 keeps a plain
 * object of more than about a thousand keys as a hash table, slow to copy (once a draft) and to iterate.
 */
export interface IaBattle {
  readonly ruleset: "infantry-attacks";
  readonly edition: IaEdition;
  turn: number;
  readonly lastTurn: number;
  phase: IaPhase;
  readonly sides: readonly [IaSide, IaSide];
  initiative: InitiativeResult | null;
  impulses: Impulses | null;
  activation: Activation | null;
  units: ReadonlyMap<string, IaUnit>;
  leaders: ReadonlyMap<string, IaLeader>;
  /** Ids of units and leaders eliminated, in order. */
  eliminated: string[];
  /** How far units see this turn (IA1 8.4; IA2 7.11). */
  visibility: Visibility;
  /** The light of each turn, turn 1 first, as the scenario schedules it (IA1 8.4, IA2 7.11); absent: `visibility` holds all game. */
  readonly lights?: readonly IaLight[];
  /** Smoke markers by hex (IA1 16.1). */
  smoke: number[];
  /** Entrenchment markers by hex (IA1 16.3): placed before play, never removed; absent: none. */
  readonly entrenchments?: readonly number[];
  /** Hex control: the side whose combat units last held the hex alone (IA1 Definitions). */
  control: Record<number, string>;
  /** IA2 7.56: the sides of the line chosen along hex spines this turn (absent before the first; never in IA1). */
  spines?: SpineChoice[];
  /** IA1 17.0: the optional rules in force (absent: none). */
  readonly options?: readonly IaOptionalRule[];
  /** IA1 17.4: the action segments each side has taken this turn, by side (kept only while Fog of War is in force). */
  segments?: Record<string, number>;
  /** IA1 17.2: the action segment saved this turn, and whether its side is now taking it (the second of two in a row). */
  savedSegment?: { readonly side: string; readonly using: boolean };
  /** IA1 17.6: the direct fire attacks on each hex this turn (absent before the first; only with Flanking Fire). */
  flanks?: FlankRecord[];
  /** IA1 9.11: each side's Artillery Plan, by side: a secret of its side (view/side-view.ts). */
  plans?: Record<string, ArtilleryPlan>;
  /** IA1 9.7: Drumfire markers on the map this turn (public). */
  drumfire?: DrumfireMarker[];
  /**
   * IA1 16.41: pieces off the board (hex null) that enter during play: from which turn, by which hexes; absent: none.
   * A piece's entry leaves the battle with it (state/write.ts `removeW`).
   */
  entering?: readonly BoardEntry[];
  /** IA1 16.42: ids of the units and leaders that exited the board, in order: out of play, not destroyed; absent: none. */
  exited?: string[];
  /** IA1 16.42: the hexes each side may exit the board by, as the scenario designates them; absent: none. */
  readonly exits?: readonly BoardExit[];
  /** IA1 3.0: the scenario's victory conditions; absent: the scenario gives them as text only. */
  readonly victory?: IaVictory;
  /** What each side lost that counts for victory (victory/record.ts), by side; absent: nothing yet. */
  losses?: Record<string, VictoryLosses>;
}

/** IA1 16.42, 9.14: exit hexes of `side`; `abortOnly`: only for its artillery and mortars with Abort missions. */
export interface BoardExit {
  readonly side: string;
  readonly hexes: readonly number[];
  readonly abortOnly?: true;
}

/** IA1 16.41: when and where an off-board piece enters, as the scenario schedules it. */
export interface BoardEntry {
  readonly piece: string;
  readonly turn: number;
  readonly hexes: readonly number[];
  /** A scenario's special rule (IA1 16.5): the piece, hidden, stays hidden as it enters; absent: entering places it. */
  readonly hidden?: true;
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

export const sideOf = (b: IaBattle, id: string) => {
  const s = b.sides.find((x) => x.id === id);
  if (!s) throw new Error(`no side "${id}"`);
  return s;
};

export const otherSide = (b: IaBattle, id: string): string => (b.sides[0].id === id ? b.sides[1].id : b.sides[0].id);
