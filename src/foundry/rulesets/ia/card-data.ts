/**
 * What the Infantry Attacks chat cards hold (`ChatMessage` subtype `card`, `system.data`): the series' kinds
 * (series/card-data.ts) and IA's own. Each kind has its template under `templates/ia/chat/` (table-ruleset.ts `CARDS`).
 * Every card, row and line citing a rule an IA2 battle plays by the 1st edition also carries `fallback`, the words of
 * its "1st-edition rule" badge (card-rows `firstEditionBadges`).
 */
import type { Phrase } from "../../i18n";
import type { CardNote, FireCard, SeriesCardKinds, TransportLine } from "../series/card-data";

export type * from "../series/card-data";

export interface DecapitationCard {
  readonly side: string;
  readonly leader: string;
  readonly leaderType: Phrase;
  readonly turn: number;
  readonly turns: number;
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

/** Each card kind and its data; every card also has `notes`. Unit actions: also mounting, dismounting, forced remount (IA1 15.x). */
export interface IaCardKinds extends SeriesCardKinds {
  decapitation: DecapitationCard;
  assault: AssaultCard;
  "harassing-fire": FireCard;
  /** Fire on the Bombardment Table: planned (IA1 9.2, 9.3, 9.8x), drumfire entry (9.71), friendly fire (9.83), Open Sights (10.3). */
  bombardment: FireCard;
  /** The Artillery Plan written (never what it says), aborts, drumfire markers, ammunition (IA1 9.x, 11.2), smoke fired (16.11). */
  artillery: { readonly lines: readonly TransportLine[] };
}

export type IaCardKind = keyof IaCardKinds;
export type IaCardData<K extends IaCardKind = IaCardKind> = IaCardKinds[K] & { readonly notes: readonly CardNote[] };
