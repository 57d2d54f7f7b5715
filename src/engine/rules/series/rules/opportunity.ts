import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "./leadership";

/**
 * Where the games' opportunity fire differs (13.0–13.24, 7.46): the hooks of the series' window (opportunity/*.ts).
 * The mover's stacking on the fire table (13.12) is the fire hooks' (`FireRules.hexModifiers` with a moving target).
 */
export interface OpportunityRules<B extends ReducedBattle, C> {
  /** 13.0: whether unit `u`'s kind, and its fire so far this turn, allow it an opportunity direct fire now (IA1: not artillery, mortars or mounted cavalry; PG: not after AT opportunity fire). */
  firesDirect(u: UnitOf<B>): boolean;
  /** 13.0, 13.1: the opportunity direct fires unit `u` has a turn; the first of two gets the second marker (7.46). */
  directShots(u: UnitOf<B>): number;
  /** 7.32: no unit's direct fire reaches farther than this (a bound for the search around the mover). */
  reach(b: B): number;
  /** 8.22 (IA2 7.22): whether a moving unit's SPOTTED marker still spots it in the hex it entered. */
  markerMoves(b: B): boolean;
  /** IA1 3.3: what the leaders who combined the first shot of `units` keep for the second (PG: nothing). */
  combinedFirstShot(ctx: C, leaders: readonly LeaderOf<B>[], units: readonly string[]): void;
  /** Fire other than direct fire the window offers against `mover` in `hex` (PG 13.0: one unit's AT fire). */
  otherFire(ctx: C, mover: string, hex: number): readonly OtherFire[];
  /** Resolves one of `otherFire`'s options; returns the moving pieces it stopped (13.14). */
  fireOther(ctx: C, option: OtherFire, mover: string, hex: number): readonly string[];
}

/** An opportunity fire option that is not a direct fire group: a single unit's fire of another type (PG 13.0: `{ at: firer }`). */
export type OtherFire = { readonly at: string };
