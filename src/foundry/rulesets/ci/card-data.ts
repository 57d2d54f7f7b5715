/**
 * What the Combat Infantry chat cards hold (`ChatMessage` subtype `card`, `system.data`): only what every side may see
 * (cards.ts builds them from the core `publicEvents`) — a hidden block is named by its side alone, hits on it by its hex
 * and their count. Names and hex labels written in, words kept as phrases, so every client shows them in its own
 * language. Each kind's template: card-templates.ts `CI_CARDS`.
 */
import type { Phrase } from "../../i18n";

/**
 * CI 6.x Firepower: one d10 as the card shows it — its printed face (`"0"` for the 10 it counts as) and what it did:
 * a hit (at or under the target number), a miss, or a friendly hit (CI 6.x Friendly Fire: a bombardment's 0; CI 7.x
 * Mines: an attacker's 9 or 0 against a minefield).
 */
export interface CiDieRow {
  readonly face: string;
  readonly result: "hit" | "miss" | "friendly";
  /** The result in words. */
  readonly word: Phrase;
}

/** One term of a modified F: the label's F, an adjacent spotter's bonus, a target's armor, a bridge's halving. */
export interface CiFTerm {
  readonly label: Phrase;
  readonly value: string;
  readonly rule: string | null;
}

/** The F the dice were rolled against: the terms it was made of (none when the card cannot tell them) and the net F. */
export interface CiFRow {
  readonly terms: readonly CiFTerm[];
  readonly net: number;
}

/** CI 10.x Hit Limits: the hits the dice scored and the most the roll may keep. */
export interface CiLimitRow {
  readonly rolled: number;
  readonly kept: number;
  readonly rule: string;
}

/** Where the hits went and what followed (a step lost, hits on a hidden stack, an elimination, a wreck), each with its rule. */
export interface CiNote {
  readonly text: Phrase;
  readonly rule: string | null;
}

/** CI 6.x Firepower, CI 6.x Targeting: a unit's fire at a hex or a face-up unit, each die against the net F, and the hits. */
export interface CiFireCard {
  readonly side: string;
  readonly firer: Phrase;
  readonly at: string;
  readonly target: Phrase | null;
  readonly longRange: boolean;
  readonly f: CiFRow;
  readonly dice: readonly CiDieRow[];
  readonly hits: number;
  readonly limit: CiLimitRow | null;
  readonly results: CiNote[];
  readonly rule: string;
}

/**
 * CI 6.x Bombardment, CI 2.x Artillery Support / Air Support: who fired (a unit, or an off-map block a CHQ called), its
 * spotter, the F with the adjacent spotter's bonus, each die, the 0s as friendly hits (×2 from the air) and where the
 * hits went.
 */
export interface CiBombardmentCard {
  readonly side: string;
  readonly firer: Phrase;
  /** The strike called (artillery or air) and the CHQ that called it; null for a unit's bombardment. */
  readonly strike: { readonly kind: Phrase; readonly hq: Phrase; readonly rule: string } | null;
  readonly at: string;
  readonly target: Phrase | null;
  /** CI 7.x Demolish Bridges: the bridge hexside aimed at. */
  readonly bridge: string | null;
  readonly spotter: Phrase | null;
  readonly f: CiFRow;
  readonly dice: readonly CiDieRow[];
  readonly hits: number;
  readonly limit: CiLimitRow | null;
  /** CI 6.x Friendly Fire: the hits its 0s give the firing side's units adjacent to the hex. */
  readonly friendly: number;
  readonly air: boolean;
  readonly results: CiNote[];
  readonly rule: string;
}

/** CI 7.x Special Actions that fire (smoke, demolish, clear wire): each die against the F, one hit succeeds. */
export interface CiSpecialCard {
  readonly side: string;
  readonly unit: Phrase;
  readonly action: Phrase;
  readonly at: string | null;
  readonly spotter: Phrase | null;
  readonly f: number;
  readonly dice: readonly CiDieRow[];
  readonly hits: number;
  readonly results: CiNote[];
  readonly rule: string;
}

/** CI 9.x Assault Morale: a unit's die against its morale (that of `hq` when an HQ there commands it). */
export interface CiAssaultMoraleRow {
  readonly die: string;
  readonly morale: number;
  readonly hq: Phrase | null;
  readonly disrupted: boolean;
  readonly rule: string;
}

/** CI 9.x Assault Rounds: a unit's fire, each die against its F, and where its hits went. */
export interface CiAssaultFireRow {
  readonly f: number;
  readonly dice: readonly CiDieRow[];
  readonly hits: number;
  readonly friendly: number;
  readonly target: Phrase | null;
  readonly rule: string;
}

/** One unit's part of a side's step: its morale check, its fire or its retreat, and what they did. */
export interface CiAssaultRow {
  readonly unit: Phrase;
  morale: CiAssaultMoraleRow | null;
  fire: CiAssaultFireRow | null;
  /** CI 9.x Assault Retreats: the hex it retreated to (null: off the map). */
  retreat: { readonly to: string | null; readonly rule: string } | null;
}

/** One side's step of a round: its units' rows, then the hits they caused. */
export interface CiAssaultStep {
  readonly side: string;
  readonly rows: CiAssaultRow[];
  readonly results: CiNote[];
}

/** CI 9.x Assault Rounds: one round of the assault in `hex` (the first lists who fights; the last how it ended). */
export interface CiAssaultRoundCard {
  readonly hex: string;
  readonly round: number;
  readonly attackers: readonly Phrase[];
  readonly defenders: readonly Phrase[];
  readonly steps: CiAssaultStep[];
  /** CI 9.x Assault Rounds (ruling R15): who holds the hex at the end, with the regroups (CI 9.x Regrouping). */
  ended: { readonly winner: string | null; readonly notes: CiNote[]; readonly rule: string } | null;
  readonly rule: string;
}

/** CI 5.x Rally, CI 4.x No Command: a face-up unit's die against the morale (a hidden unit's roll is its owner's alone). */
export interface CiMoraleCard {
  readonly side: string;
  readonly unit: Phrase;
  readonly purpose: Phrase;
  readonly die: string;
  readonly morale: number;
  readonly passed: boolean;
  /** CI 5.x Rally: its strength after the roll (null for a no-command check). */
  readonly strength: number | null;
  readonly rule: string;
}

/** CI 1.x Game Turns (ruling R1): each roll of the two d10s for the next first player, ties rolled again, and the winner. */
export interface CiFirstPlayerCard {
  readonly rolls: { readonly dice: readonly { readonly side: string; readonly die: string; readonly won: boolean }[]; readonly tie: boolean }[];
  winner: string | null;
  gameTurn: number | null;
  readonly rule: string;
}

export interface CiCardKinds {
  "ci-fire": CiFireCard;
  "ci-bombardment": CiBombardmentCard;
  "ci-special": CiSpecialCard;
  "ci-assault-round": CiAssaultRoundCard;
  "ci-morale": CiMoraleCard;
  "ci-first-player": CiFirstPlayerCard;
}

export type CiCardKind = keyof CiCardKinds;
