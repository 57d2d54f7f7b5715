import type { FireModifier } from "../../../../engine/rules/series/data/schemas/fire-modifier";
import { FireTableSet } from "../../../../engine/rules/series/data/schemas/fire-table";
import type { TableCell } from "../../../tables/cells";
import type { TableKind } from "../../../tables/kinds/kind";

type Json = FireTableSet;
type Group = TableCell["group"];

const P = "HEX_TACTICS.Tables.Property";
const prop = (name: string) => ({ key: `${P}.${name}` });
const SIZES = ["shift", "die", "cap"] as const;

/** A modifier's sizes: its column shift or die-roll modifier, and its cap (fire tables, PG's AT table). */
export function modifierCells(mods: readonly FireModifier[], path: (string | number)[], rowKey: string, table: string, group: Group): TableCell[] {
  return mods.flatMap((m, i) =>
    SIZES.filter((size) => m[size] !== undefined).map((size) => ({
      address: [table, `${rowKey}:${m.id}`, size],
      path: [...path, i, size],
      valueKey: "value",
      codec: "scalar" as const,
      group,
      row: { text: m.label },
      column: prop(size),
    })),
  );
}

/**
 * Fire tables (schemas/fire-table.ts) as cells. CSV key columns `table,row,column` (docs/tables.md): `row` is `strength`
 * (the column headers) or a roll total (the results), with `column` the column's place from 1; `modifier:<id>` and
 * `friendly-fire-modifier:<id>` with `column` shift, die or cap; `limit` with clampToTable, maxUp or maxDown;
 * `friendly-fire` with `column` the friendly fire number.
 */
export const fireTablesKind: TableKind<Json> = {
  id: "fire-tables",
  schema: FireTableSet,
  keyColumns: ["table", "row", "column"],
  edition: (json) => json.edition,
  cells(json) {
    return json.tables.flatMap((t, ti): TableCell[] => {
      const base = ["tables", ti] as (string | number)[];
      const grid: Group = { id: `${t.id}`, title: { text: t.name }, part: "grid" };
      const headers = t.columns.map((c, ci): TableCell => ({
        address: [t.id, "strength", String(ci + 1)],
        path: [...base, "columns", ci],
        valueKey: "value",
        codec: "scalar",
        group: grid,
        row: prop("strength"),
        column: { text: String(c.value) },
      }));
      const rolls = Object.keys(t.rows).sort((a, b) => Number(a) - Number(b));
      const results = rolls.flatMap((roll) =>
        t.rows[roll]!.map((_, ci): TableCell => ({
          address: [t.id, roll, String(ci + 1)],
          path: [...base, "rows", roll, ci],
          valueKey: "value",
          codec: "code",
          group: grid,
          row: { text: roll },
          column: { text: String(t.columns[ci]?.value ?? ci + 1) },
        })),
      );
      const modifiers = modifierCells(t.modifiers, [...base, "modifiers"], "modifier", t.id, { id: `${t.id}.modifiers`, title: { text: t.name }, part: "modifiers" });
      const limitsGroup: Group = { id: `${t.id}.limits`, title: { text: t.name }, part: "limits" };
      const limits = (["clampToTable", "maxUp", "maxDown"] as const)
        .filter((k) => t.shiftLimits[k] !== undefined)
        .map((k): TableCell => ({ address: [t.id, "limit", k], path: [...base, "shiftLimits", k], valueKey: "value", codec: "scalar", group: limitsGroup, row: prop("shiftLimits"), column: prop(k) }));
      const ff = t.friendlyFire;
      const ffGroup: Group = { id: `${t.id}.friendly-fire`, title: { text: t.name }, part: "friendlyFire" };
      const friendly = ff
        ? [
            ...Object.keys(ff.columns)
              .sort((a, b) => Number(a) - Number(b))
              .map((n): TableCell => ({ address: [t.id, "friendly-fire", n], path: [...base, "friendlyFire", "columns", n], valueKey: "value", codec: "scalar", group: ffGroup, row: prop("friendlyFireColumn"), column: { text: n } })),
            ...modifierCells(ff.modifiers, [...base, "friendlyFire", "modifiers"], "friendly-fire-modifier", t.id, ffGroup),
          ]
        : [];
      return [...headers, ...results, ...modifiers, ...limits, ...friendly];
    });
  },
};
