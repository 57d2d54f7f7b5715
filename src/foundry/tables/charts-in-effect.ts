import type { TerrainEffectsChart } from "../../engine/data/schemas/tec";
import type { TableKind, TableKindId } from "./kinds";
import { tableFromJson, type TableCheck, type TableIssue } from "./table-import";
import type { Charts, TableRules } from "./table-rules";

/**
 * The world's charts, in the world setting `hex-tactics.tables` (GM-written; charts are public data): by
 * `<ruleset>/<edition>`, the charts a GM imported or edited. A chart the world does not hold is the shipped one.
 */
export type StoredTables = Readonly<Record<string, Readonly<Partial<Record<TableKindId, unknown>>>>>;

/** The charts in effect for the referee (what a new battle is played with), also as the ruleset's code reads them (`V`). */
export type WorldTables<V extends object = object> = V & {
  readonly ruleset: string;
  readonly edition: string;
  /** The ruleset's kinds of chart, in the editor's order. */
  readonly kinds: readonly TableKind<any>[];
  readonly charts: Charts;
  readonly tec: TerrainEffectsChart;
  /** Where each chart comes from: the world's own, or the one the edition ships with. */
  readonly origin: Readonly<Record<TableKindId, "world" | "shipped">>;
  /** Charts the world holds that cannot be played (the shipped ones stand in): why, per kind. */
  readonly problems: Readonly<Partial<Record<TableKindId, readonly TableIssue[]>>>;
};

const slot = (ruleset: string, edition: string) => `${ruleset}/${edition}`;

/** The checks a chart of `kind` passes before a world holds it: the ruleset's (edition, what its engine can play). */
export const checkFor =
  (rules: TableRules, edition: string, kind: TableKindId): TableCheck<unknown> =>
  (table) =>
    rules.check(kind, edition, table);

/** The charts in effect for a ruleset edition, from what the world stores. */
export function chartsInEffect<V extends object>(stored: unknown, ruleset: string, edition: string, rules: TableRules<V>): WorldTables<V> {
  const shipped = rules.shipped(edition);
  const held = (typeof stored === "object" && stored !== null && Object.hasOwn(stored, slot(ruleset, edition)) ? (stored as StoredTables)[slot(ruleset, edition)] : undefined) ?? {};
  const charts: Record<TableKindId, unknown> = {};
  const origin: Record<TableKindId, "world" | "shipped"> = {};
  const problems: Partial<Record<TableKindId, readonly TableIssue[]>> = {};
  for (const kind of rules.kinds) {
    const json = Object.hasOwn(held, kind.id) ? held[kind.id] : undefined;
    const loaded = json === undefined ? null : tableFromJson(kind, JSON.stringify(json), checkFor(rules, edition, kind.id));
    if (loaded?.ok === false) problems[kind.id] = loaded.issues;
    charts[kind.id] = loaded?.ok ? loaded.table : shipped[kind.id];
    origin[kind.id] = loaded?.ok ? "world" : "shipped";
  }
  const inEffect = charts as Charts;
  return { ...rules.view(inEffect), ruleset, edition, kinds: rules.kinds, charts: inEffect, tec: inEffect.tec, origin, problems };
}

/** What the world stores once `table` replaces its chart of `kind` (null: back to the shipped chart). */
export function withTable(stored: unknown, ruleset: string, edition: string, kind: TableKindId, table: unknown): StoredTables {
  const all = (typeof stored === "object" && stored !== null ? stored : {}) as StoredTables;
  const key = slot(ruleset, edition);
  const { [kind]: _old, ...rest } = (Object.hasOwn(all, key) ? all[key] : undefined) ?? {};
  return { ...all, [key]: table === null ? rest : { ...rest, [kind]: table } };
}
