/**
 * What a ruleset makes of a scenario entry's flags for the table (start-scenario.ts): the battle's map size and layout,
 * the counter actor each piece is (found in the counters' pack by its type and `counterId`, with its printed values as
 * the world's charts give them; whether the piece is set up hidden), and the stored battle the referee is given once the
 * actors and scene exist.
 */
import type { GridPlacement } from "../../engine/hex/foundry-grid";
import type { HexLayout } from "../../engine/hex/layout";
import type { CounterImport } from "../referee/counter-actors";
import type { WorldTables } from "../tables/charts-in-effect";

export interface ScenarioPlan {
  readonly id: string;
  readonly name: string;
  readonly map: { readonly layout: HexLayout; readonly columns: number; readonly rows: number };
  /** The compendium of the counter actors (e.g. `hex-tactics.ia-counters`). */
  readonly counters: string;
  /** The compendium of the `marker` actors whose tokens the referee puts on hexes (smoke, entrenchments …). */
  readonly markers: string;
  /**
   * Piece id → its counter: the actor type, its id in the counter set, the `system` the world's charts give it, and
   * whether the piece is set up hidden (its counter is imported when it is revealed, unless the world has it).
   */
  readonly pieces: Readonly<Record<string, { readonly type: string; readonly counterId: string; readonly system: object; readonly hidden: boolean }>>;
  /**
   * The battle's stored JSON (its ruleset's form: referee/start.ts `startBattle`) for these actors (piece id → actor),
   * the counters of hidden pieces to import on their first reveal (piece id → counter), scene and grid.
   */
  stored(actors: Record<string, string>, hiddenCounters: Record<string, CounterImport>, scene: string, grid: GridPlacement): unknown;
}

/** A plan, or the editions that differ: a scenario plays with the world's charts, which are one edition's. */
export type PlanOutcome = { readonly plan: ScenarioPlan } | { readonly mismatch: { readonly scenario: string; readonly world: string } };

/** A ruleset's reading of its scenario entries; throws a DataError naming what is wrong in the flags. */
export interface ScenarioRuleset {
  readonly id: string;
  /** The plan of a scenario entry played with the world's charts (tables/world-tables.ts). */
  plan(flags: unknown, source: string, tables: WorldTables): Promise<PlanOutcome>;
  /** Whether a scenario entry's flags set up a hidden piece (false when they are no scenario of this ruleset). */
  setsUpHidden(flags: unknown): boolean;
}
