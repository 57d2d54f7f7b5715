import type { DieTable } from "../../../data/schemas/die-table";
import type { ReducedBattle } from "../events/types";
import type { MovementCommand } from "../commands/shapes";
import type { EntryCost } from "../movement/cost";
import type { LeaderOf, UnitOf } from "./leadership";

/**
 * Where the games' movement differs (5.0–5.75, 16.51): the hooks the series' step (movement/step.ts) calls, in the
 * order it checks and plays a step. Each game's refusals cite its own rules.
 */
export interface MovementRules<B extends ReducedBattle, C> {
  /** 1.2 (Combat Units): IA1 every unit but a transport; PG every unit with a fire value (APCs too). */
  isCombatUnit(u: UnitOf<B>): boolean;
  /** The game's own refusal of a piece's move, before any other (IA1 9.1: a gun its artillery plan fixes). */
  checkMover(ctx: C, c: MovementCommand): void;
  /** 4.5 (IA1 4.3): whether unit `u` may join its side's units in `to`; refuses. */
  checkStacking(ctx: C, u: UnitOf<B>, to: number): void;
  /** 3.11, 5.4: a unit no leader of its own kind activated may not step closer (IA1 5.5: to any enemy combat unit; PG 5.4: to a threat); refuses. */
  checkUnled(ctx: C, u: UnitOf<B>, from: number, to: number): void;
  /** The game's own refusal of the step once the piece may take it (IA1 17.3: a strategic mover into an enemy's sight). */
  checkStep(ctx: C, c: MovementCommand): void;
  /** PG 15.2: piece `p`, designated to fire, may move first (armored trains and river vessels move, then fire); absent: none. */
  movesBeforeFiring?(p: UnitOf<B> | LeaderOf<B>): boolean;
  /** PG 15.2: piece `p`, under MOVED/FIRED, moves on (a train or vessel after its opportunity fire); absent: none. */
  movesUnderMarker?(b: B, p: UnitOf<B> | LeaderOf<B>): boolean;
  /** 5.0, 14.2 (IA1 5.1, 6.4, 14.2, 17.3): the movement allowance piece `p` moves with now. */
  allowance(ctx: C, p: UnitOf<B> | LeaderOf<B>): number;
  /** 5.0–5.2, 5.7: what entering `to` from `from` costs `p` (PG 5.1 by its movement class, 16.3 wrecks); refuses what its class may not enter. */
  cost(ctx: C, p: UnitOf<B> | LeaderOf<B>, from: number | null, to: number): EntryCost;
  /**
   * 5.3, 5.32, 12.1 (IA1 5.4, 5.41, 12.2): a step into a hex of enemy combat units (`entering`) or out of an assault hex
   * (`leaving`), checked before it is paid for; returns what follows the step once the movers stand in `to`.
   */
  assaultStep(ctx: C, movers: readonly string[], from: number, to: number, entering: boolean, leaving: boolean): () => void;
  /** 5.7 (IA1 5.8–5.82): the river rules for the step, once paid for; returns what follows it (banks, stops). */
  riverStep(ctx: C, movers: readonly string[], from: number, to: number): () => void;
  /** 5.31 (IA1 5.44): the enemy transports in `hex` that combat unit `u` entering it eliminates, with the rule. */
  overrunTransports(ctx: C, u: UnitOf<B>, hex: number): { readonly units: readonly UnitOf<B>[]; readonly rule: string };
  /** 6.71: the lone-leader overrun table (2d6: removed, or displaced). */
  overrunTable(ctx: C): DieTable;
  /** 6.71: whether enemy unit `e` bars an overrun leader's retreat into its hex (IA1: a combat unit; PG: any unit, "vacant"). */
  barsRetreat(e: UnitOf<B>): boolean;
  /** A leader leaves play (6.71), with what follows his loss in the game (IA1 6.72–6.73; PG 6.72). */
  eliminateLeader(ctx: C, id: string, rule: string): void;
  /**
   * What the step sets off once taken, in the game's order: entering's effects (control, markers, overrun), IA1 9.71
   * Drumfire, the free shot at those who left an assault hex (12.12), opportunity fire (13.1), PG 16.71 minefields.
   */
  afterStep(ctx: C, c: MovementCommand, movers: readonly string[], from: number, leaving: boolean): void;
}
