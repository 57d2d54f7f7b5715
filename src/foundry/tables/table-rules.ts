import type { TerrainEffectsChart } from "../../engine/data/schemas/tec";
import type { TableKind, TableKindId } from "./kinds";
import type { TableIssue } from "./table-import";

/** The charts of one edition in play, by kind: every game has a TEC. */
export interface Charts {
  readonly tec: TerrainEffectsChart;
  readonly [kind: TableKindId]: unknown;
}

/**
 * What a ruleset says of its charts (its table module's `charts`). `V` is how its code reads them (`view`): Infantry
 * Attacks names its fire tables and counters.
 */
export interface TableRules<V extends object = object> {
  readonly ruleset: string;
  /** The kinds of chart it plays with, in the editor's order (the TEC among them: kinds/tec.ts). */
  readonly kinds: readonly TableKind<any>[];
  /** The charts an edition ships with. */
  shipped(edition: string): Charts;
  /** Why the edition cannot be played with a chart (another game's or edition's, one its engine cannot play); none: it can. */
  check(kind: TableKindId, edition: string, table: unknown): TableIssue[];
  /** The charts under the names its code reads them by. */
  view(charts: Charts): V;
}
