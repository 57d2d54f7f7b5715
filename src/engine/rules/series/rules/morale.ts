import type { Params } from "../../../core/text";
import type { TraceEntry } from "../../../core/trace";
import type { MoraleTable } from "../data/schemas/morale";
import type { ReducedBattle } from "../events/types";
import type { MoraleStatus } from "../state/pieces";
import type { LeaderOf, UnitOf } from "./leadership";

/** The series' morale trace entries, by name: `morale.trace` gives each the game's id and words. */
export type MoraleTraceName = "leader" | "full" | "reduced" | "leader-bonus" | "catastrophic-loss";

/**
 * Where the games' morale checks and leader losses differ (6.5–6.73, 14.0–14.12): the hooks of the series' morale
 * (morale/*.ts). Each game's results cite its own rules.
 */
export interface MoraleRules<B extends ReducedBattle, C> {
  /** 14.0–14.45: the morale table in play. */
  readonly table: MoraleTable;
  /** The game's citation of a rule its morale table's data names (`provenance.rule`, in the game's own numbering). */
  dataRule(rule: string): string;
  /** A morale trace entry in the game's words: a series entry by name, or a level (`m1`) or table modifier's id with the code of its words. */
  trace(id: MoraleTraceName | string, value: number, params: Params, rule: string, code?: "trace.morale-level" | "trace.morale-modifier"): TraceEntry;
  /** 14.0: a unit's morale (its side's, full or reduced) or a leader's printed morale, as a trace entry. */
  baseMorale(b: B, p: UnitOf<B> | LeaderOf<B>): TraceEntry;
  /** 6.51, 6.54: whether leader `l` may add his morale modifier to `p`'s morale (IA1 6.61: his own type; PG: any unit). */
  mayAssist(l: LeaderOf<B>, p: UnitOf<B> | LeaderOf<B>): boolean;
  /** What follows piece `p`'s new morale status at once (5.65 cargo, 5.66 forced unloading; IA1 15.52 forced re-mount). */
  statusChanged(ctx: C, p: UnitOf<B> | LeaderOf<B>, status: MoraleStatus): void;
  /** 6.72: leader `l`, his side's highest-ranking, has fallen (`doubled`: IA1 14.11, 14.44); emits what the game records. */
  decapitated(ctx: C, l: LeaderOf<B>, doubled: boolean): void;
  /** 6.73: the pieces that check morale at once when leader `l` falls (PG: units stacked with a MAJ+; IA1: his type, adjacent too). */
  catastrophic(ctx: C, l: LeaderOf<B>): readonly string[];
  /** 6.7: whether a step lost by unit `u` counts against the leaders in its hex (IA1: combat units; PG: every unit). */
  casualtyCounts(u: UnitOf<B>): boolean;
  /** 6.71: whether unit `u` keeps its side's leaders in its hex from being lone leaders (IA1: a combat unit; PG: any unit). */
  accompanies(u: UnitOf<B>): boolean;
}
