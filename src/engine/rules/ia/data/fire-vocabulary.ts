import type { FireTableSet } from "../../series/data/schemas/fire-table";
import { DataError, jsonPath, type DataIssue } from "../../../data/validate";
import { ia1FireTables } from "./index";

/**
 * The fire tables' vocabulary: the kinds of table and, per kind, the modifier ids the Infantry Attacks engine knows —
 * those of the shipped tables (IA1 7.5, 13.15, 16.32 …; some wait for rules still to come, such as 16.2 dug-in). A
 * table of the players' own (a GM's printed chart, a test's fixture) may set any size for them but no other id: an id
 * the engine does not know would silently do nothing.
 */
const VOCABULARY = new Map(ia1FireTables.tables.map((t) => [t.kind, new Set(t.modifiers.map((m) => m.id))]));

/** Refuses fire tables the engine cannot play: no direct fire table (IA1 10.2), or a kind or modifier id it does not know. */
export function checkFireTables(tables: FireTableSet, source: string, root: readonly (string | number)[] = []): void {
  const issues: DataIssue[] = [];
  const at = (...path: (string | number)[]) => jsonPath([...root, ...path]);
  if (!tables.tables.some((t) => t.kind === "direct")) issues.push({ path: at("tables"), message: "no table of kind \"direct\": direct fire (IA1 10.2) needs one" });
  tables.tables.forEach((t, i) => {
    const known = VOCABULARY.get(t.kind);
    if (!known) return issues.push({ path: at("tables", i, "kind"), message: `the engine plays no fire table of kind "${t.kind}" (it knows ${[...VOCABULARY.keys()].join(", ")})` });
    t.modifiers.forEach((m, j) => {
      if (!known.has(m.id)) issues.push({ path: at("tables", i, "modifiers", j, "id"), message: `the engine applies no modifier "${m.id}" on a ${t.kind} table (it knows ${[...known].join(", ")})` });
    });
  });
  if (issues.length) throw new DataError(source, issues);
}
