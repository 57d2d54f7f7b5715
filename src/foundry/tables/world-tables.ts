import { SYSTEM_ID } from "../constants";
import { tableModule } from "../rulesets/registry";
import { rulesetInPlay, TABLES_SETTING } from "../settings/settings";
import { chartsInEffect, withTable, type WorldTables } from "./charts-in-effect";
import type { TableKindId } from "./kinds";
import type { TableRules } from "./table-rules";

/** The chart rules of the world's ruleset. */
export function worldTableRules(): { readonly ruleset: string; readonly edition: string; readonly rules: TableRules } {
  const { ruleset, edition } = rulesetInPlay();
  return { ruleset, edition, rules: tableModule(ruleset)!.charts };
}

/** The charts in effect in this world (the referee plays new battles with them). */
export function worldTables(): WorldTables {
  const { ruleset, edition, rules } = worldTableRules();
  return chartsInEffect(game.settings!.get(SYSTEM_ID, TABLES_SETTING), ruleset, edition, rules);
}

/** Makes `table` the world's chart of `kind` (null: the shipped one again). A GM's client: world settings are GM-written. */
export async function storeTable(kind: TableKindId, table: unknown): Promise<void> {
  const { ruleset, edition } = worldTableRules();
  const stored = withTable(game.settings!.get(SYSTEM_ID, TABLES_SETTING), ruleset, edition, kind, table);
  await game.settings!.set(SYSTEM_ID, TABLES_SETTING, stored as Record<string, unknown>);
}
