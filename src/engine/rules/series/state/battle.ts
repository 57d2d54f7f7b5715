import type { DiceRoll } from "../../../core/dice";
import type { Impulses } from "../sequence/impulses";
import type { SeriesLeader, SeriesUnit } from "./pieces";
import type { Victory, VictoryLosses } from "../victory/conditions";

/** A side as the scenario gives it (3.0 A, 14.0); each game adds its own side parts (morale, artillery …). */
export interface SeriesSide {
  readonly id: string;
  readonly name: string;
  /** Current initiative; never below zero (3.0 A). */
  initiative: number;
  /** Initiative falls by one per this many step losses (scenario), or never. */
  readonly stepsPerInitiative: number | null;
  /** Cumulative step losses at which initiative falls by one each, when the scenario's are not evenly spaced (wins over `stepsPerInitiative`). */
  readonly initiativeLosses?: readonly number[];
  /** Steps lost so far (for initiative and victory). */
  stepsLost: number;
}

export interface InitiativeResult {
  readonly winner: string;
  readonly segments: number;
  readonly rolls: readonly { readonly side: string; readonly roll: DiceRoll; readonly total: number }[];
}

/** What an activated unit or leader is doing this segment (3.13). */
export interface ActivatedPiece {
  readonly action: "move" | "fire";
  /** The leader who activated it (3.11), or null; he may have left play since (`fallen`). */
  readonly ledBy: string | null;
  /** Designated to move by strategic movement, twice its movement allowance (PG 17.3, IA1 17.3). */
  readonly strategic?: true;
  mpSpent: number;
  hexesEntered: number;
  /** The hex it began its activation in (assault entry, the charge); absent in activations set up without it. */
  readonly start?: number;
}

/** The action segment under way (3.1). */
export interface SeriesActivation {
  readonly side: string;
  readonly pieces: Record<string, ActivatedPiece>;
  /** The piece taking its action now; the others wait or are done (3.13: one at a time). */
  current: string | null;
  done: string[];
  /** Who has taken opportunity fire at a moving piece in a hex it entered (13.21). */
  oppFired?: { readonly mover: string; readonly hex: number; firers: string[] }[];
  /** Hexes entered by assault movement with no friendly combat unit there: their assault is owed this segment (PG 12.2, IA1 12.4). */
  assaultsOwed?: number[];
  /** The units and leaders that have attacked in an assault this segment (PG 12.3, IA1 12.5). */
  assaulted?: string[];
  /** The cavalry units that charged this segment (PG 15.31, IA1 12.7). */
  charged?: string[];
  /** The intervening hex each unit that charged this segment went through (IA1 12.73; absent in older saves). */
  chargedThrough?: { readonly unit: string; readonly through: number }[];
  /** Who has left each assault hex this segment, for the free shot (PG 12.12, IA1 12.23). */
  exited?: { readonly hex: number; pieces: string[] }[];
  /**
   * The activated leaders who left play this segment, each with the leader who activated him (or null) (3.2, 3.13); and
   * the units that did whose leader aboard (PG 3.3, by the unit's id) activated pieces of the segment.
   */
  fallen?: Readonly<Record<string, string | null>>;
}

/** 13.21: the units that have fired at `mover` in `hex` this segment. */
export const firedAt = (a: SeriesActivation | null, mover: string, hex: number): readonly string[] =>
  a?.oppFired?.find((f) => f.mover === mover && f.hex === hex)?.firers ?? [];

/** Exit hexes of `side` (PG 16.52, IA1 16.42); `abortOnly`: a game's own restriction of which pieces may use them. */
export interface BoardExit {
  readonly side: string;
  readonly hexes: readonly number[];
  readonly abortOnly?: true;
}

/** When and where an off-board piece enters, as the scenario schedules it (PG 16.51, IA1 16.41). */
export interface BoardEntry {
  readonly piece: string;
  readonly turn: number;
  readonly hexes: readonly number[];
  /** A scenario's special rule (16.6/16.5): the piece, hidden, stays hidden as it enters; absent: entering places it. */
  readonly hidden?: true;
}

/**
 * What a battle of either game holds: plain data, drafted (core/draft), logged and replayed. The pieces are Maps by id
 * in battle order: V8 keeps a plain object of more than about a thousand keys as a hash table, slow to copy (once a
 * draft) and to iterate. Each game's battle adds its own parts (its ruleset and edition, light, plans, minefields …).
 */
export interface SeriesBattle<U extends SeriesUnit<unknown>, L extends SeriesLeader, S extends SeriesSide = SeriesSide, A extends SeriesActivation = SeriesActivation> {
  turn: number;
  readonly lastTurn: number;
  readonly sides: readonly [S, S];
  initiative: InitiativeResult | null;
  impulses: Impulses | null;
  activation: A | null;
  units: ReadonlyMap<string, U>;
  leaders: ReadonlyMap<string, L>;
  /** Ids of units and leaders eliminated, in order. */
  eliminated: string[];
  /** Smoke markers by hex (16.1). */
  smoke: number[];
  /** Entrenchment markers by hex (PG 16.4, IA1 16.3): placed before play, never removed; absent: none. */
  readonly entrenchments?: readonly number[];
  /** Hex control: the side whose combat units last held the hex (1.2 Control). */
  control: Record<number, string>;
  /** The action segments each side has taken this turn, by side (kept only while Fog of War is in force, 17.4). */
  segments?: Record<string, number>;
  /** The action segment saved this turn, and whether its side is now taking it (17.2). */
  savedSegment?: { readonly side: string; readonly using: boolean };
  /** Pieces off the board (hex null) that enter during play (PG 16.51, IA1 16.41); a piece's entry leaves with it. */
  entering?: readonly BoardEntry[];
  /** Ids of the units and leaders that exited the board, in order: out of play, not destroyed; absent: none. */
  exited?: string[];
  /** The hexes each side may exit the board by, as the scenario designates them; absent: none. */
  readonly exits?: readonly BoardExit[];
  /** The scenario's victory conditions; absent: the scenario gives them as text only (3.0). */
  readonly victory?: Victory;
  /** What each side lost that counts for victory (victory/record.ts), by side; absent: nothing yet. */
  losses?: Record<string, VictoryLosses>;
}

/** A battle's side by id. */
export const sideOf = <S extends SeriesSide>(b: { readonly sides: readonly [S, S] }, id: string): S => {
  const s = b.sides.find((x) => x.id === id);
  if (!s) throw new Error(`no side "${id}"`);
  return s;
};

export const otherSide = (b: { readonly sides: readonly [SeriesSide, SeriesSide] }, id: string): string => (b.sides[0].id === id ? b.sides[1].id : b.sides[0].id);
