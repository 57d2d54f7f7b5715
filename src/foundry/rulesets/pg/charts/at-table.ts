import { AtTable } from "../../../../engine/rules/pg/data/schemas/at-table";
import type { TableCell } from "../../../tables/cells";
import type { TableKind } from "../../../tables/kinds/kind";
import { modifierCells } from "../../series/charts/fire-tables";

const P = "HEX_TACTICS.Tables.Property";
const prop = (name: string) => ({ key: `${P}.${name}` });

/**
 * PG 11.1's Anti-Tank Fire Table (rules/pg/data/schemas/at-table.ts) as cells. CSV key columns `part,id,property`
 * (docs/tables.md): `band,<n>,min|result` for the n-th band of the modified roll (from 1; the first has no min);
 * `result,<code>,steps|morale` for what a result does; `truck,armor,value` for a truck's armor (11.11);
 * `modifier,<id>,die` for a die modifier (as the fire tables' modifier cells).
 */
export const atTableKind: TableKind<AtTable> = {
  id: "at-table",
  schema: AtTable,
  keyColumns: ["part", "id", "property"],
  edition: (json) => json.edition,
  cells(json) {
    const bands = { id: "bands", title: { text: json.name }, part: "bands" };
    const results = { id: "results", title: { text: json.name }, part: "results" };
    const truck = { id: "truck", title: { text: json.name }, part: "truck" };
    return [
      ...json.bands.flatMap((b, i): TableCell[] => [
        ...(b.min ? [{ address: ["band", String(i + 1), "min"], path: ["bands", i, "min"], valueKey: "value", codec: "scalar" as const, group: bands, row: { text: String(i + 1) }, column: prop("min") }] : []),
        { address: ["band", String(i + 1), "result"], path: ["bands", i, "result"], valueKey: "value", codec: "code", group: bands, row: { text: String(i + 1) }, column: prop("result") },
      ]),
      ...Object.keys(json.results).flatMap((code): TableCell[] =>
        (["steps", "morale"] as const).map((key) => ({ address: ["result", code, key], path: ["results", code], valueKey: key, codec: "scalar", group: results, row: { text: `${code}: ${json.results[code]!.label}` }, column: prop(key) })),
      ),
      { address: ["truck", "armor", "value"], path: ["truckArmor"], valueKey: "value", codec: "scalar", group: truck, row: prop("truckArmor"), column: prop("value") },
      ...modifierCells(json.modifiers, ["modifiers"], "modifier", "modifiers", { id: "modifiers", title: { text: json.name }, part: "modifiers" }).map((c) => ({ ...c, address: ["modifier", c.address[1]!.slice("modifier:".length), c.address[2]!] })),
    ];
  },
};
