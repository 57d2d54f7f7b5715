import type { CounterSet } from "../../engine/data/schemas/counters";
import type { FireTableSet } from "../../engine/data/schemas/fire-table";
import type { TerrainEffectsChart } from "../../engine/data/schemas/tec";
import { SYSTEM_ID } from "../constants";
import { TABLE_RULES } from "../rulesets/tables";
import { rulesetInPlay, TABLES_SETTING } from "../settings/settings";
import { TABLE_KIND_IDS, TABLE_KINDS, type TableKindId } from "./kinds";
import { tableFromJson, type TableCheck, type TableIssue } from "./table-import";
import type { Charts, TableRules } from "./table-rules";

/**
 * The world's charts, in the world setting `hex-tactics.tables` (GM-written; charts are public data): by
 * `<ruleset>/<edition>`, the charts a GM imported or edited. A chart the world does not hold is the shipped one.
 */
export type StoredTables = Readonly<Record<string, Readonly<Partial<Record<TableKindId, unknown>>>>>;

/** The charts in effect for the referee: what a new battle is played with. */
export interface WorldTables {
  readonly ruleset: string;
  readonly edition: string;
  readonly fireTables: FireTableSet;
  readonly tec: TerrainEffectsChart;
  readonly counters: CounterSet;
  /** Where each chart comes from: the world's own, or the one the edition ships with. */
  readonly origin: Readonly<Record<TableKindId, "world" | "shipped">>;
  /** Charts the world holds that cannot be played (the shipped ones stand in): why, per kind. */
  readonly problems: Readonly<Partial<Record<TableKindId, readonly TableIssue[]>>>;
}

const slot = (ruleset: string, edition: string) => `${ruleset}/${edition}`;

/** The checks a chart of `kind` passes before a world holds it: the ruleset's (edition, what its engine can play). */
export const checkFor =
  (rules: TableRules, edition: string, kind: TableKindId): TableCheck<unknown> =>
  (table) =>
    rules.check(kind, edition, table);

/** The charts in effect for a ruleset edition, from what the world stores. */
export function chartsInEffect(stored: unknown, ruleset: string, edition: string, rules: TableRules): WorldTables {
  const shipped = rules.shipped(edition);
  const held = (typeof stored === "object" && stored !== null && Object.hasOwn(stored, slot(ruleset, edition)) ? (stored as StoredTables)[slot(ruleset, edition)] : undefined) ?? {};
  const charts: Record<string, unknown> = {};
  const origin = {} as Record<TableKindId, "world" | "shipped">;
  const problems: Partial<Record<TableKindId, readonly TableIssue[]>> = {};
  for (const kind of TABLE_KIND_IDS) {
    const json = Object.hasOwn(held, kind) ? held[kind] : undefined;
    const loaded = json === undefined ? null : tableFromJson(TABLE_KINDS[kind], JSON.stringify(json), checkFor(rules, edition, kind));
    if (loaded?.ok === false) problems[kind] = loaded.issues;
    charts[kind] = loaded?.ok ? loaded.table : shipped[kind];
    origin[kind] = loaded?.ok ? "world" : "shipped";
  }
  const { "fire-tables": fireTables, tec, counters } = charts as unknown as Charts;
  return { ruleset, edition, fireTables, tec, counters, origin, problems };
}

/** What the world stores once `table` replaces its chart of `kind` (null: back to the shipped chart). */
export function withTable(stored: unknown, ruleset: string, edition: string, kind: TableKindId, table: unknown): StoredTables {
  const all = (typeof stored === "object" && stored !== null ? stored : {}) as StoredTables;
  const key = slot(ruleset, edition);
  const { [kind]: _old, ...rest } = (Object.hasOwn(all, key) ? all[key] : undefined) ?? {};
  return { ...all, [key]: table === null ? rest : { ...rest, [kind]: table } };
}

/** The ruleset rules of the world's ruleset. */
export function worldTableRules(): { readonly ruleset: string; readonly edition: string; readonly rules: TableRules } {
  const { ruleset, edition } = rulesetInPlay();
  return { ruleset, edition, rules: TABLE_RULES[ruleset]! };
}

/** The fire tables, Terrain Effects Chart and counters in effect in this world (the referee plays new battles with them). */
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
