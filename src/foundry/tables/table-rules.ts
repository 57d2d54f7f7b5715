import type { CounterSet } from "../../engine/data/schemas/counters";
import type { FireTableSet } from "../../engine/data/schemas/fire-table";
import type { TerrainEffectsChart } from "../../engine/data/schemas/tec";
import type { TableKindId } from "./kinds";
import type { TableIssue } from "./table-import";

/** The charts of one edition in play. */
export interface Charts {
  readonly "fire-tables": FireTableSet;
  readonly tec: TerrainEffectsChart;
  readonly counters: CounterSet;
}

/** What a ruleset says of its charts (src/foundry/rulesets/<ruleset>/tables.ts). */
export interface TableRules {
  readonly ruleset: string;
  /** The charts an edition ships with. */
  shipped(edition: string): Charts;
  /** Why the edition cannot be played with a chart (another game's or edition's, one its engine cannot play); none: it can. */
  check(kind: TableKindId, edition: string, table: unknown): TableIssue[];
}
