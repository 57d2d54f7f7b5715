import type { Modifier } from "../../../core/modifiers";
import type { FireTable } from "../data/schemas/fire-table";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "./leadership";

/**
 * What opportunity fire reaches (7.44, 7.64, 8.0): the moving unit (a transport's cargo shares its fate, 5.65) and the
 * leaders moving with it, or a leader moving alone; nothing else in the hex.
 */
export interface MovingTarget<B extends ReducedBattle> {
  readonly units: readonly UnitOf<B>[];
  readonly leaders: readonly LeaderOf<B>[];
}

/** A printed fire value and its range (7.3). */
export interface FireValue {
  readonly strength: number;
  readonly range: number;
}

/** One result's step losses against one side's units (7.61): the units it was scored against, as they stood. */
export interface LossScope<U> {
  readonly result: string;
  readonly steps: number;
  readonly units: readonly U[];
}

/** What a fire's approach to the target adds (IA1 17.6 flanking fire): a modifier for some pieces, and its record. */
export interface Approach {
  readonly pieces: ReadonlySet<string>;
  readonly modifier: string;
  record(): void;
}

/**
 * Where the games' direct fire differs (7.2–7.61, 10.0–10.4): the hooks the series' direct fire (fire/*.ts) calls. Each
 * game's refusals cite its own rules.
 */
export interface FireRules<B extends ReducedBattle, C> {
  /** 10.2: the Direct Fire Table in play, with its limits (PG 10.3: +3 and −2 after netting; IA1 7.51: the table's edges). */
  directTable(ctx: C): FireTable;
  /** 7.31, 7.32: the direct fire value and range of the side unit `u` shows; null without one (IA1 7.33: 0 is none). */
  directFire(u: UnitOf<B>): FireValue | null;
  /** 7.5: the column modifiers for every piece in the hex, in the order they are traced (the TEC's terrain among them). */
  hexModifiers(ctx: C, table: FireTable, target: number, range: number, moving: MovingTarget<B> | null): Modifier[];
  /** 7.52: the column modifiers of one target piece alone. */
  pieceModifiers(ctx: C, table: FireTable, p: UnitOf<B> | LeaderOf<B>): Modifier[];
  /** IA1 17.6 flanking fire: what the fire's approach adds; null when nothing (PG: crossfire is AT fire's, 11.12). */
  approach(ctx: C, firers: readonly UnitOf<B>[], target: number): Approach | null;
  /** 10.1: whether a hex holds units of `side` that block its direct fire (IA1: any unit; PG: non-AFV units). */
  blocks(b: B, side: string): (hex: number) => boolean;
  /** 10.1 (IA1 10.11): whether firer `u` fires through friendly units given a friendly-free hex beyond them (IA1 MGs; PG HMG, AFV, AA). */
  firesThrough(u: UnitOf<B>): boolean;
  /** IA1 10.1: friendly units lower than every firer never block (PG: no such exception). */
  readonly lowerElevationExempt: boolean;
  /** 6.41, 7.33: whether unit `u` may combine its direct fire with units in other hexes (IA1 7.32: personnel units only). */
  combinesAcross(u: UnitOf<B>): boolean;
  /** 6.42: whether activated leader `l` may add his combat modifier to the direct fire of unit `u` in his hex. */
  mayBonus(l: LeaderOf<B>, u: UnitOf<B>): boolean;
  /** 7.25, 7.41: the morale check level result `result` calls for in piece `p` (M 0, M1 1, M2 2), or null for none. */
  moraleLevel(b: B, p: UnitOf<B> | LeaderOf<B>, table: FireTable, result: string): number | null;
  /**
   * 7.61: the units the next step loss of `category` may go to, the owner choosing, after the losses `taken` in it
   * (one id per step); empty when the category's losses are done.
   */
  lossOptions(b: B, scope: LossScope<UnitOf<B>>, category: "combat" | "transport", taken: readonly string[]): readonly string[];
}
