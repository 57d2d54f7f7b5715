import { CounterSet } from "../../../engine/rules/ia/data/schemas/counters";
import type { FireTableSet } from "../../../engine/rules/series/data/schemas/fire-table";
import { DataError, parseData } from "../../../engine/data/validate";
import { ia1FireTables } from "../../../engine/rules/ia/data";
import ia1CountersJson from "../../../engine/rules/ia/data/ia1-counters.json";
import { foreignChart, type EditionedChart } from "../../../engine/rules/ia/data/editions";
import { checkFireTables } from "../../../engine/rules/ia/data/fire-vocabulary";
import type { IaEdition } from "../../../engine/rules/ia/state";
import { iaModule } from "../../../engine/rules/ia/module";
import type { WorldTables } from "../../tables/charts-in-effect";
import { tecKind } from "../../tables/kinds";
import type { Charts, TableRules } from "../../tables/table-rules";
import { countersKind } from "./charts/counters";
import { fireTablesKind } from "../series/charts/fire-tables";

const RULESET = iaModule.id;
/** The counter set the ia-counters pack is made from (scripts/ia-packs.ts). */
const ia1Counters = parseData(CounterSet, ia1CountersJson, "ia1-counters.json");

/** Infantry Attacks' charts as its code reads them. */
export type IaCharts = { readonly fireTables: FireTableSet; readonly counters: CounterSet };

/** The world's charts of an Infantry Attacks world (tables/world-tables.ts). */
export type IaWorldTables = WorldTables<IaCharts>;

/**
 * Infantry Attacks' charts: IA2 plays with the IA1 fire tables and counters (its combat chapters are not in the text)
 * and its own TEC.
 */
export const iaTableRules: TableRules<IaCharts> = {
  ruleset: RULESET,
  kinds: [fireTablesKind, tecKind, countersKind],
  shipped(edition): Charts {
    return { ...iaModule.charts.shipped(edition), "fire-tables": ia1FireTables, counters: ia1Counters };
  },
  check(kind, edition, table) {
    // The engine's check (the oracle's and saved games' too), by the key it reads the chart under.
    const wrong = foreignChart(edition as IaEdition, kind === "fire-tables" ? "fireTables" : (kind as EditionedChart), table as { ruleset: string; edition: string });
    if (wrong) return [{ code: wrong.field === "ruleset" ? "wrongRuleset" : "wrongEdition", params: { path: `$.${wrong.field}`, found: wrong.found, expected: wrong.expected.join(", ") } }];
    if (kind !== "fire-tables") return [];
    try {
      checkFireTables(table as FireTableSet, kind);
      return [];
    } catch (e) {
      if (e instanceof DataError) return e.issues.map((i) => ({ code: "json", params: { path: i.path, message: i.message } }));
      throw e;
    }
  },
  view: (charts) => ({ fireTables: charts["fire-tables"] as FireTableSet, counters: charts.counters as CounterSet }),
};
