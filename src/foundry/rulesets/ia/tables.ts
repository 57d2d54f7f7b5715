import { CounterSet } from "../../../engine/data/schemas/counters";
import type { FireTableSet } from "../../../engine/data/schemas/fire-table";
import { DataError, parseData } from "../../../engine/data/validate";
import { ia1FireTables, ia1Tec, ia2Tec } from "../../../engine/rules/ia/data";
import ia1CountersJson from "../../../engine/rules/ia/data/ia1-counters.json";
import { checkFireTables } from "../../../engine/rules/ia/data/fire-vocabulary";
import type { Charts, TableRules } from "../../tables/table-rules";

const RULESET = "infantry-attacks";
/** The counter set the ia-counters pack is made from (scripts/ia-packs.ts). */
const ia1Counters = parseData(CounterSet, ia1CountersJson, "ia1-counters.json");

/**
 * Infantry Attacks' charts: IA2 plays with the IA1 fire tables and counters (its combat chapters are not in the text)
 * and its own TEC.
 */
export const iaTableRules: TableRules = {
  ruleset: RULESET,
  shipped(edition): Charts {
    return { "fire-tables": ia1FireTables, tec: edition === "IA2" ? ia2Tec : ia1Tec, counters: ia1Counters };
  },
  check(kind, edition, table) {
    const { ruleset, edition: of } = table as { ruleset: string; edition: string };
    const editions = [...new Set([edition, this.shipped(edition)[kind].edition])];
    if (ruleset !== RULESET) return [{ code: "wrongRuleset", params: { path: "$.ruleset", found: ruleset, expected: RULESET } }];
    if (!editions.includes(of)) return [{ code: "wrongEdition", params: { path: "$.edition", found: of, expected: editions.join(", ") } }];
    if (kind !== "fire-tables") return [];
    try {
      checkFireTables(table as FireTableSet, kind);
      return [];
    } catch (e) {
      if (e instanceof DataError) return e.issues.map((i) => ({ code: "json", params: { path: i.path, message: i.message } }));
      throw e;
    }
  },
};
