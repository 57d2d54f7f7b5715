import { PgDieTables } from "../../../../engine/rules/pg/data/schemas/die-tables";
import type { TableCell } from "../../../tables/cells";
import type { TableKind } from "../../../tables/kinds/kind";

const P = "HEX_TACTICS.Tables.Property";
const prop = (name: string) => ({ key: `${P}.${name}` });

/**
 * Panzer Grenadier's single-roll tables (rules/pg/data/schemas/die-tables.ts: leader casualties, minefields, smoke, air
 * attacks, fog of war …, and a Random Events Table a GM adds, 17.5) as cells. CSV key columns `table,row,property`
 * (docs/tables.md): `<table id>,<from>-<to>,result` for a band's result; `modifier,<id>,die`; `check,<id>,pass`.
 */
export const dieTablesKind: TableKind<PgDieTables> = {
  id: "die-tables",
  schema: PgDieTables,
  keyColumns: ["table", "row", "property"],
  edition: (json) => json.edition,
  cells(json) {
    const modifiers = { id: "modifiers", title: { text: json.name }, part: "modifiers" };
    const checks = { id: "checks", title: { text: json.name }, part: "checks" };
    return [
      ...json.tables.flatMap((t, ti) =>
        t.rows.map((r, ri): TableCell => {
          const rolls = `${r.rolls[0]}-${r.rolls[1]}`;
          return { address: [t.id, rolls, "result"], path: ["tables", ti, "rows", ri, "result"], valueKey: "value", codec: "scalar", group: { id: t.id, title: { text: t.name }, part: "grid" }, row: { text: `${rolls}: ${r.label}` }, column: prop("result") };
        }),
      ),
      ...json.modifiers.map((m, i): TableCell => ({ address: ["modifier", m.id, "die"], path: ["modifiers", i, "die"], valueKey: "value", codec: "scalar", group: modifiers, row: { text: m.label }, column: prop("die") })),
      ...json.checks.map((c, i): TableCell => ({ address: ["check", c.id, "pass"], path: ["checks", i, "pass"], valueKey: "value", codec: "scalar", group: checks, row: { text: c.name }, column: prop("pass") })),
    ];
  },
};
