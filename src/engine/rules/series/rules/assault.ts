import type { Modifier } from "../../../core/modifiers";
import type { Params, Text } from "../../../core/text";
import type { TraceEntry } from "../../../core/trace";
import type { FireTable } from "../data/schemas/fire-table";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "./leadership";

/** Whose fire it is: the attacker's (12.11), the defender's, or the free shot at units leaving the hex (12.12). */
export type AssaultRole = "attacker" | "defender" | "harassing";

/** One side's fire on the Assault Table: who fires, who helps, who is hit, and the game's own shifts for it. */
export interface AssaultFire<B extends ReducedBattle> {
  readonly side: string;
  readonly role: AssaultRole;
  readonly units: readonly UnitOf<B>[];
  readonly leaders: readonly LeaderOf<B>[];
  readonly targets: readonly UnitOf<B>[];
  readonly targetLeaders: readonly LeaderOf<B>[];
  /** The game's shifts traced before the terrain's (IA1 12.6 Cold Steel; IA1 12.7, PG 15.31 the cavalry charge). */
  readonly tactics: readonly Modifier[];
  /** The game's river shifts, traced after the terrain's (IA1 5.83 banks; PG 5.75 the first round). */
  readonly river: readonly Modifier[];
  /** PG 12.54: the attack initiates the assault (its units moved in to start it). */
  readonly initiating?: boolean;
  /** PG 7.63 (ruling N4): target units that take none of the step losses (active units that did not attack). */
  readonly exempt?: ReadonlySet<string>;
}

/** One result's step losses against one side's units (7.63): the units it was scored against, as they stood. */
export interface AssaultLossScope<U> {
  readonly result: string;
  readonly steps: number;
  readonly units: readonly U[];
  readonly exempt?: ReadonlySet<string>;
}

/** A unit's assault value before its morale status halves or quarters it (12.4), with its trace lines. */
export interface AssaultValue {
  readonly value: number;
  readonly trace: readonly TraceEntry[];
  /** IA1 12.32: artillery and mortars count this value whatever their status, and take no leader's modifier. */
  readonly fixed: boolean;
}

/** The lines of a side's assault strength the series traces in the game's words and citations. */
export type AssaultLine = "disrupted" | "quartered" | "leader";

/**
 * Where the games' assaults differ (12.0–12.54; IA1 12.0–12.84): the hooks the series' assault (assault/*.ts) calls. A
 * game passes its instance with each call; its refusals, words and citations are its own.
 */
export interface AssaultRules<B extends ReducedBattle, C> {
  /** 12.4: the Assault Table in play; refuses when the tables in play have none. */
  table(ctx: C): FireTable;
  /** 12.4, 12.42 (IA1 12.3, 12.32): unit `u`'s value firing in `f`, before disruption or demoralization. */
  value(u: UnitOf<B>, f: AssaultFire<B>): AssaultValue;
  /** 6.42 (IA1 6.52): whether leader `l` may add his combat modifier to unit `u` in the assault. */
  mayBonus(l: LeaderOf<B>, u: UnitOf<B>): boolean;
  /** A traced line of the strength: a disrupted unit halved, a demoralized one quartered (14.2, 12.13), a leader's modifier (6.42). */
  line(kind: AssaultLine, value: number, params: Params): TraceEntry;
  /** 6.43 (IA1 6.53): whether the side's leaders give `f` the table's `leader` shift. */
  leaderShift(f: AssaultFire<B>): boolean;
  /** Terrain the game's own river rule handles, which the series' terrain modifier leaves out (IA1 5.83, PG 5.75). */
  readonly ownTerrain: readonly string[];
  /** 12.41, 16.22 (IA1 12.31, 16.32): the modifiers of target unit `u` alone against `f` (7.52: its own column). */
  unitModifiers(table: FireTable, f: AssaultFire<B>, u: UnitOf<B>): Modifier[];
  /**
   * 7.63 (IA1 7.62): the units the next step loss of `category` may go to, the owner choosing, after the losses `taken`
   * in it (one id per step): the first to a unit of the best morale status; empty when the category has none left.
   */
  lossOptions(b: B, scope: AssaultLossScope<UnitOf<B>>, category: "combat" | "transport", taken: readonly string[]): readonly string[];
  /** 6.7: whether a step lost by unit `u` counts toward its leaders' casualty rolls (IA1: combat units; PG ruling A33: any unit). */
  countsForCasualties(u: UnitOf<B>): boolean;
  /** IA1 6.71: whether a side's combat losses left over once its units hit are gone fall on its leaders in the hex (PG 6.71: no). */
  readonly leftoverToLeaders: boolean;
  /** The defending player's prompt: First Fire by the fortified `units` alone (12.43)? */
  firstFirePrompt(units: string): Text;
  /** The enemy player's prompt: the free shot at the `pieces` leaving (12.12)? */
  freeShotPrompt(pieces: string): Text;
  /** 12.12 (IA1 12.23): whether enemy unit `u` in the hex fires the free shot. */
  firesFreeShot(u: UnitOf<B>): boolean;
}
