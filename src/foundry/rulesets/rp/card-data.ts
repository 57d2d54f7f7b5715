/**
 * What the Red Poppies chat cards hold (`ChatMessage` subtype `card`, `system.data`): public facts only — never a
 * pre-registered vertex (RP 7.3) — with names and hex labels written in and words kept as phrases, so every client
 * shows them in its own language. Each kind's template: table-ruleset.ts `RP_CARDS`.
 */
import type { Phrase } from "../../i18n";

/** One line of a card (a command's step, a marker placed) with its rule. */
export interface RpNote {
  readonly text: Phrase;
  readonly rule: string | null;
}

/** One modifier of a check: its words, its circumstance category (RP 6.53; none for the shooter's value), value and rule. */
export interface RpModifierRow {
  readonly label: Phrase;
  readonly category: Phrase | null;
  readonly value: string;
  readonly rule: string | null;
}

/** RP 3.72, 3.73, 3.8: one cohesion check — two dice, the modifiers chosen (one a category) and those not, the outcome. */
export interface RpCheckRow {
  readonly unit: string;
  readonly cause: Phrase;
  readonly dice: readonly number[];
  readonly roll: number;
  readonly modifiers: readonly RpModifierRow[];
  /** RP 6.53: the category's other modifiers, which the target did not use. */
  readonly unchosen: readonly RpModifierRow[];
  readonly result: number;
  /** The face-up cohesion. */
  readonly cohesion: number;
  readonly outcome: Phrase;
  /** `destroyed`, `dispersed`, `rallied`, `no-effect`: the card's colour for it. */
  readonly outcomeKind: string;
  readonly rule: string;
}

/** RP 5.11, 5.12: each side's die, the side with the initiative and the couplets. */
export interface RpInitiativeCard {
  readonly dice: readonly { readonly side: string; readonly die: number; readonly won: boolean }[];
  readonly winner: string;
  readonly couplets: number;
  readonly trace: readonly RpModifierRow[];
  readonly zeroByNight: boolean;
  readonly rule: string;
}

/** RP 6.5, 6.7: a shot (a reaction's without a command) and the checks of those it struck. */
export interface RpFireCard {
  readonly side: string;
  readonly reaction: boolean;
  readonly firer: string;
  readonly at: string;
  readonly kind: Phrase;
  readonly target: string | null;
  readonly range: number;
  readonly concealment: number;
  readonly checks: RpCheckRow[];
  readonly rule: string;
}

/** RP 6.67: a melee — who attacks whom (the actor's first), then every participant's check at once (RP 6.675). */
export interface RpMeleeCard {
  readonly side: string;
  readonly hex: string;
  readonly attacks: readonly { readonly by: string; readonly target: string }[];
  readonly checks: RpCheckRow[];
  readonly rule: string;
}

/** RP 7.23: a signal success roll. */
export interface RpSignalRow {
  readonly purpose: Phrase;
  readonly dice: readonly number[];
  readonly total: number;
  readonly signal: number;
  readonly success: boolean;
  readonly accidental: boolean;
  readonly rule: string;
}

/** RP 7.242–7.246: where a fire for effect lands. */
export interface RpFfeRow {
  readonly ammo: Phrase;
  readonly aimed: string;
  readonly die: number;
  readonly trace: readonly RpModifierRow[];
  readonly final: number;
  readonly hits: boolean;
  /** The "1-2" spine's bearing and the error die, when it strays. */
  readonly stray: { readonly oneTwo: number; readonly die: number } | null;
  readonly vertex: string;
  readonly hexes: string;
  readonly rule: string;
}

/** RP 6.1, 6.2, 7.2: an OMA group's call, signal rolls, cancellation and fire for effect, and the checks it caused. */
export interface RpOmaCard {
  readonly side: string;
  readonly group: string;
  /** RP 7.21: `runner`, the call went by runner instead of the group's own mode. */
  call: { readonly vertex: string; readonly ammo: Phrase; readonly observer: string | null; readonly hourglass: number; readonly runner: boolean; readonly rule: string } | null;
  readonly signals: RpSignalRow[];
  /** The rule a successful cancel played (RP 6.2), once cancelled. */
  cancelled: string | null;
  ffe: RpFfeRow | null;
  readonly checks: RpCheckRow[];
}

/** RP 7.11–7.13, 7.41: a preliminary bombardment (or a barrage's paralyzing one): hexes, each dispersed unit's die. */
export interface RpBombardmentCard {
  readonly side: string;
  readonly kind: Phrase;
  readonly hexes: string;
  readonly dice: { readonly unit: string; readonly die: number; readonly effect: Phrase; readonly rule: string }[];
  readonly checks: RpCheckRow[];
  readonly rule: string;
}

/** RP 7.4: a creeping barrage's moves, strikes and end, and the checks it caused. */
export interface RpBarrageCard {
  readonly lines: RpNote[];
  readonly checks: RpCheckRow[];
}

/** RP 7.513: the gas markers drift one hexside direction. */
export interface RpGasCard {
  readonly side: string;
  readonly direction: number;
  readonly hexes: string;
  readonly rule: string;
}

/** A check no fire or melee caused (lost, bog, rally, entering gas or an FFE outside a fire of this command). */
export interface RpCohesionCard {
  /** The one check (a list, as the other cards' checks are). */
  readonly checks: readonly [RpCheckRow];
}

export interface RpCardKinds {
  "rp-initiative": RpInitiativeCard;
  "rp-fire": RpFireCard;
  "rp-melee": RpMeleeCard;
  "rp-oma": RpOmaCard;
  "rp-bombardment": RpBombardmentCard;
  "rp-barrage": RpBarrageCard;
  "rp-gas": RpGasCard;
  "rp-cohesion": RpCohesionCard;
  /** The sequence of play and the map's changes, line by line. */
  "rp-turn": { readonly lines: RpNote[] };
}

export type RpCardKind = keyof RpCardKinds;
