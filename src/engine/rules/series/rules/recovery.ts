import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "./leadership";

type Piece<B extends ReducedBattle> = UnitOf<B> | LeaderOf<B>;

/** A hex a fleeing piece may enter, as the river rules make the step (5.7): what follows it. */
export interface FleeRiver {
  /** IA1 5.82: a major river hex is paid for in full, even as the first hex. */
  readonly inFull: boolean;
  /** 5.7: it stops once across. */
  readonly stops: boolean;
  /** 5.7: its new river bank, if any. */
  readonly bank: number | null;
}

/**
 * Where the games' recovery and flight differ (6.52–6.55, 14.3–14.45): the hooks of the series' recovery
 * (morale/recovery.ts, commands/recovery.ts) and flight (morale/flee.ts). Each game's results cite its own rules.
 */
export interface RecoveryRules<B extends ReducedBattle, C> {
  /** 6.52: the leaders of the activation chain above a piece (nearest first) who may help it (PG, IA1: the one who activated it; IA2 6.62 any). */
  recoveryHelpers(b: B, chain: readonly string[]): readonly string[];
  /** 14.31, 14.45: whether `p` is in an entrenchment (+1, and it need not flee). */
  entrenched(b: B, p: Piece<B>): boolean;
  /** 14.3: whether enemy unit `e`, known to the fleeing side, could threaten at all (IA1 14.31: a direct fire value, able to fire; PG: direct or AT fire). */
  mayThreaten(e: UnitOf<B>): boolean;
  /** 14.3, 14.31: whether enemy unit `e` has range on `p` `distance` hexes away and could hurt it (the series adds spotting). */
  threatens(ctx: C, e: UnitOf<B>, p: Piece<B>, distance: number): boolean;
  /** 14.32: what else a safe hex needs (IA1: no Drumfire marker). */
  safeHexExtra(ctx: C, hex: number): boolean;
  /** A hex a fleeing piece never enters besides enemy hexes (IA 9.71: Drumfire). */
  barred(ctx: C, hex: number): boolean;
  /** 14.34: a unit abandoned when it must flee (IA1 artillery and mortars; PG weapons with MA 0). */
  abandonedWhenFleeing(u: UnitOf<B>): boolean;
  /** 5.0: the movement allowance a piece flees with. */
  allowance(p: Piece<B>): number;
  /** 5.0–5.2: the MPs entering `to` from `from` costs `p` ("all" resolved), null where prohibited. */
  cost(ctx: C, p: Piece<B>, from: number, to: number): number | null;
  /** 5.7: what the rivers make of the step, null where it may not be taken. */
  river(ctx: C, p: Piece<B>, from: number, to: number): FleeRiver | null;
  /** 4.5: whether unit `u` would overstack `hex`. */
  overstacks(ctx: C, u: UnitOf<B>, hex: number): boolean;
  /**
   * What entering `hex` sets off for the fleeing `movers` (entering's effects; IA: leaving an assault hex, 12.23, and
   * opportunity fire, 13.1); returns the movers stopped.
   */
  entered(ctx: C, p: Piece<B>, movers: readonly string[], start: number, hex: number, contested: boolean): readonly string[];
}
