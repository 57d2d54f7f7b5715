/**
 * What the series' chat cards hold (`ChatMessage` subtype `card`, `system.data`): public facts only, with names and hex
 * labels written in and words kept as phrases, so every client shows them in its own language. A game maps each kind
 * to its template (its table-ruleset `CARDS`); a row, line or card may also carry `fallback` (a game's badge words).
 */
import type { Phrase } from "../../i18n";

/** A line under a card: a marker placed, a piece revealed, a hex taken. */
export interface CardNote {
  readonly text: Phrase;
  readonly rule: string | null;
}

/** One contribution to a number (strength, column, morale), with its rule. */
export interface TraceRow {
  readonly label: Phrase;
  /** As shown: `5`, `+2`, `-1`. */
  readonly value: string;
  readonly rule: string | null;
}

/** A roll against a rating (morale, recovery, a limber check). */
export interface CheckData {
  readonly dice: readonly number[];
  readonly roll: number;
  /** The roll with its modifiers. */
  readonly result: number;
  readonly target: number;
  readonly margin: number;
  readonly passed: boolean;
  readonly doubles: boolean;
  readonly trace: readonly TraceRow[];
}

export interface InitiativeCard {
  readonly rounds: readonly { readonly tie: boolean; readonly rolls: readonly { readonly side: string; readonly dice: readonly number[]; readonly rating: number; readonly total: number }[] }[];
  readonly winner: string | null;
  readonly segments: number | null;
  readonly rule: string;
}

export interface FireTargetRow {
  readonly piece: string;
  readonly column: number;
  readonly result: string;
  readonly source: "rules" | "playtest" | "user";
  readonly playtest: boolean;
  /** Where the piece's column differs from the hex's (7.52). */
  readonly trace: readonly TraceRow[];
}

export interface FireCard {
  readonly side: string;
  /** Opportunity fire (13.1): at whom, in which hex. */
  readonly opportunity: { readonly mover: string; readonly hex: string } | null;
  readonly table: Phrase;
  readonly at: string;
  readonly firers: readonly string[];
  readonly leaders: readonly string[];
  readonly strength: number;
  readonly strengthTrace: readonly TraceRow[];
  readonly column: number;
  readonly columnTrace: readonly TraceRow[];
  readonly dice: readonly number[];
  readonly roll: number;
  readonly results: readonly FireTargetRow[];
  /** A result read from a `playtest` cell: the card warns. */
  readonly playtest: boolean;
  readonly rule: string;
}

export interface LossRow {
  readonly text: Phrase;
  readonly rule: string | null;
}

export interface MoraleRow {
  readonly piece: string;
  readonly leaderCheck: boolean;
  /** A transport's cargo sharing its roll (5.64). */
  readonly cargo: string | null;
  readonly cause: Phrase;
  /** Whose morale modifier was added (6.61). */
  readonly helper: string | null;
  readonly check: CheckData;
  readonly outcome: string;
  readonly outcomeText: Phrase;
  /** The piece's morale state after the roll. */
  readonly state: Phrase;
  /** What else followed: steps lost, elimination. */
  readonly effects: readonly Phrase[];
  readonly rule: string;
}

/** 14.41–14.44: a recovery roll, helped by a leader's morale modifier (6.62). */
export type RecoveryRow = Omit<MoraleRow, "cause" | "cargo" | "leaderCheck">;

export interface CasualtyRow {
  readonly leader: string;
  readonly dice: readonly number[];
  readonly roll: number;
  readonly stepsLost: number;
  readonly result: number;
  readonly eliminated: boolean;
  readonly rule: string;
}

export interface TransportLine {
  readonly text: Phrase;
  readonly rule: string;
  /** A check the line rolled (IA2 5.63: a field gun's morale check to limber). */
  readonly check: CheckData | null;
}

export interface MoveRow {
  readonly piece: string;
  readonly from: string;
  readonly hexes: readonly string[];
  readonly mp: number;
  readonly terrain: readonly Phrase[];
}

export interface ActivationRow {
  readonly piece: string;
  readonly action: Phrase;
  readonly ledBy: string | null;
}

export interface ActivationCheckRow {
  readonly leader: string;
  readonly dice: readonly number[];
  readonly roll: number;
  readonly target: number;
  readonly passed: boolean;
  readonly rule: string;
}

/** 6.71: a lone leader's roll when enemy units enter his hex. */
export interface OverrunRow {
  readonly leader: string;
  readonly dice: readonly number[];
  readonly roll: number;
  readonly result: string;
  readonly resultText: Phrase;
  readonly rule: string;
}

/** 12.7 (PG 15.31): mounted cavalry charging into `hex` through the intervening hex `through`. */
export interface ChargeCard {
  readonly side: string;
  readonly pieces: readonly string[];
  readonly hex: string;
  readonly through: string;
  readonly rule: string;
}

/** The kinds both games' cards share, and their data; every card also has `notes`. */
export interface SeriesCardKinds {
  initiative: InitiativeCard;
  fire: FireCard;
  "opportunity-fire": FireCard;
  losses: { readonly rows: readonly LossRow[] };
  morale: { readonly checks: readonly MoraleRow[] };
  "leader-casualty": { readonly rolls: readonly CasualtyRow[] };
  recovery: { readonly attempts: readonly RecoveryRow[] };
  transport: { readonly lines: readonly TransportLine[] };
  move: { readonly side: string; readonly pieces: readonly MoveRow[] };
  activation: { readonly side: string; readonly pieces: readonly ActivationRow[]; readonly checks: readonly ActivationCheckRow[] };
  overrun: { readonly rolls: readonly OverrunRow[] };
  sequence: { readonly lines: readonly CardNote[] };
  charge: ChargeCard;
  /** A unit's own action: digging in (16.2), consolidation (17.1), and a game's own (IA1 15.x mounting). */
  "unit-action": { readonly lines: readonly TransportLine[] };
}
