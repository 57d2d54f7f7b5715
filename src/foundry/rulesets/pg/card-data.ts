/**
 * What the Panzer Grenadier chat cards hold: the series' kinds (series/card-data.ts) and PG's own — AT fire (PG 11.0)
 * and minefields (16.7). Public facts only: a face-down minefield's strength, or which AFVs carry a side's tank
 * leaders before one is used (6.8), is never on a card. Each kind's template: table-ruleset.ts `PG_CARDS`.
 */
import type { Phrase } from "../../i18n";
import type { CardNote, SeriesCardKinds, TraceRow } from "../series/card-data";

/** PG 11.1: one AT attack — 2d6 + the AT value − armor + the table's die modifiers — and the table's result. */
export interface AtFireCard {
  readonly side: string;
  /** Opportunity fire (13.1): at the vehicle moving into `hex`. */
  readonly opportunity: { readonly mover: string; readonly hex: string } | null;
  /** Who fired from which hex at which vehicle in which hex. */
  readonly shot: { readonly firer: string; readonly from: string; readonly target: string; readonly at: string };
  /** The dice and what they show. */
  readonly roll: { readonly dice: readonly number[]; readonly sum: number };
  /** The AT value, the armor and each die modifier, with its rule: added to the roll, they make the total. */
  readonly rows: readonly TraceRow[];
  readonly total: number;
  /** The table's result and its words; `playtest`: it, or a modifier, was read from a `playtest` cell (the card warns). */
  readonly result: { readonly code: string; readonly text: Phrase; readonly playtest: boolean };
  readonly rule: string;
}

/** PG 16.71–16.73: the dice a minefield rolls against a piece (and its cargo) entering its hex. */
export interface MinefieldAttackRow {
  /** The piece entering, then its cargo sharing the roll (5.64). */
  readonly pieces: readonly string[];
  readonly hex: string;
  /** The hex's minefield points and the engineers' reduction of them (16.73). */
  readonly points: { readonly strength: number; readonly reduction: number };
  /** Each die with its result, in order; none when the reduction leaves no die (the minefield is ignored). */
  readonly dice: readonly { readonly die: number; readonly result: Phrase }[];
  readonly steps: number;
  readonly rule: string;
}

export interface MinefieldCard {
  /** Minefields placed face-down (their hexes only) and turned up. */
  readonly lines: readonly CardNote[];
  readonly attacks: readonly MinefieldAttackRow[];
}

/** Each card kind and its data; every card also has `notes`. */
export interface PgCardKinds extends SeriesCardKinds {
  "at-fire": AtFireCard;
  minefield: MinefieldCard;
}

export type PgCardKind = keyof PgCardKinds;
export type PgCardData<K extends PgCardKind = PgCardKind> = PgCardKinds[K] & { readonly notes: readonly CardNote[] };
