/**
 * What the Infantry Attacks chat cards hold (`ChatMessage` subtype `card`, `system.data`): public facts only, with names
 * and hex labels written in and words kept as phrases, so every client shows them in its own language. Each kind has
 * its template under `templates/ia/chat/` (table-ruleset.ts `CARDS`). Every card, row and line citing a rule an IA2
 * battle plays by the 1st edition also carries `fallback`, the words of its "1st-edition rule" badge (card-rows
 * `firstEditionBadges`).
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

/** A roll against a rating (morale, recovery, an IA2 limber check). */
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
  /** Where the piece's column differs from the hex's (IA1 7.52). */
  readonly trace: readonly TraceRow[];
}

export interface FireCard {
  readonly side: string;
  /** Opportunity fire (IA1 13.1): at whom, in which hex. */
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
  /** A transport's cargo sharing its roll (IA1 5.64). */
  readonly cargo: string | null;
  readonly cause: Phrase;
  /** Whose morale modifier was added (IA1 6.61). */
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

/** IA1 14.41–14.44: a recovery roll, helped by a leader's morale modifier (6.62). */
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

export interface DecapitationCard {
  readonly side: string;
  readonly leader: string;
  readonly leaderType: Phrase;
  readonly turn: number;
  readonly turns: number;
  readonly rule: string;
}

export interface TransportLine {
  readonly text: Phrase;
  readonly rule: string;
  /** IA2 5.63: a field gun's morale check to limber. */
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

/** IA1 6.71: a lone leader's roll when enemy units enter his hex. */
export interface OverrunRow {
  readonly leader: string;
  readonly dice: readonly number[];
  readonly roll: number;
  readonly result: string;
  readonly resultText: Phrase;
  readonly rule: string;
}

/** One side's fire in an assault (IA1 12.3): its strength, column and one die; `role`: First Fire, attacker or defender. */
export type AssaultFireRow = Omit<FireCard, "opportunity" | "table" | "at"> & { readonly role: Phrase };

/** IA1 12.1–12.72: an assault declared in `at` and both sides' fire; `firstFire`: the defenders firing first (12.33). */
export interface AssaultCard {
  readonly side: string;
  readonly at: string;
  readonly attackers: readonly string[];
  readonly leaders: readonly string[];
  readonly required: boolean;
  readonly coldSteel: boolean;
  readonly firstFire: readonly string[];
  /** IA1 12.73: the intervening hexes of the attackers' charges this segment, listed; null when no attacker charged. */
  readonly through: string | null;
  readonly fires: readonly AssaultFireRow[];
  readonly rule: string;
}

/** IA1 12.7: mounted cavalry charging into `hex` through the intervening hex `through`. */
export interface ChargeCard {
  readonly side: string;
  readonly pieces: readonly string[];
  readonly hex: string;
  readonly through: string;
  readonly rule: string;
}

/** Each card kind and its data; every card also has `notes`. */
export interface IaCardKinds {
  initiative: InitiativeCard;
  fire: FireCard;
  "opportunity-fire": FireCard;
  losses: { readonly rows: readonly LossRow[] };
  morale: { readonly checks: readonly MoraleRow[] };
  "leader-casualty": { readonly rolls: readonly CasualtyRow[] };
  decapitation: DecapitationCard;
  recovery: { readonly attempts: readonly RecoveryRow[] };
  transport: { readonly lines: readonly TransportLine[] };
  move: { readonly side: string; readonly pieces: readonly MoveRow[] };
  activation: { readonly side: string; readonly pieces: readonly ActivationRow[]; readonly checks: readonly ActivationCheckRow[] };
  overrun: { readonly rolls: readonly OverrunRow[] };
  sequence: { readonly lines: readonly CardNote[] };
  assault: AssaultCard;
  "harassing-fire": FireCard;
  charge: ChargeCard;
  /** Mounting, dismounting, forced remount (IA1 15.x), digging in (16.2), consolidation (17.1). */
  "unit-action": { readonly lines: readonly TransportLine[] };
  /** Fire on the Bombardment Table: planned (IA1 9.2, 9.3, 9.8x), drumfire entry (9.71), friendly fire (9.83), Open Sights (10.3). */
  bombardment: FireCard;
  /** The Artillery Plan written (never what it says), aborts, drumfire markers, ammunition (IA1 9.x, 11.2), smoke fired (16.11). */
  artillery: { readonly lines: readonly TransportLine[] };
}

export type IaCardKind = keyof IaCardKinds;
export type IaCardData<K extends IaCardKind = IaCardKind> = IaCardKinds[K] & { readonly notes: readonly CardNote[] };
