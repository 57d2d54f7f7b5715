import { MoraleTable } from "../../../../engine/rules/series/data/schemas/morale";
import type { TableCell } from "../../../tables/cells";
import type { TableKind } from "../../../tables/kinds/kind";

const P = "HEX_TACTICS.Tables.Property";
const prop = (name: string) => ({ key: `${P}.${name}` });

/**
 * A morale table (14.1–14.45; rules/series/data/schemas/morale.ts) as cells. CSV key columns `part,id,property`
 * (docs/tables.md): `check,pass,value` and `recovery,pass,value` (at-most or below); `failure,<status>:<min>,unit|leader`
 * for what a failure by that margin does; `recovery,<status>,value` for the status a recovery brings;
 * `natural,<roll>:<status>,unit|leader` for an unmodified roll's own outcome; `modifier,<id>,morale`.
 */
export const moraleTableKind: TableKind<MoraleTable> = {
  id: "morale-table",
  schema: MoraleTable,
  keyColumns: ["part", "id", "property"],
  edition: (json) => json.edition,
  cells(json) {
    const check = { id: "check", title: { text: json.name }, part: "check" };
    const recovery = { id: "recovery", title: { text: json.name }, part: "recovery" };
    const modifiers = { id: "modifiers", title: { text: json.name }, part: "modifiers" };
    const outcomes = (part: string, id: string, path: (string | number)[], keys: readonly ("unit" | "leader")[], group: TableCell["group"]): TableCell[] =>
      keys.map((key) => ({ address: [part, id, key], path, valueKey: key, codec: "scalar", group, row: { text: id }, column: prop(key === "unit" ? "unitOutcome" : "leaderOutcome") }));
    return [
      { address: ["check", "pass", "value"], path: ["check", "pass"], valueKey: "value", codec: "scalar", group: check, row: prop("pass"), column: prop("value") },
      ...json.check.failures.flatMap((f, i) => outcomes("failure", `${f.status}:${f.margin.min}`, ["check", "failures", i], ["unit", "leader"], check)),
      { address: ["recovery", "pass", "value"], path: ["recovery", "pass"], valueKey: "value", codec: "scalar", group: recovery, row: prop("pass"), column: prop("value") },
      ...(["disrupted", "demoralized"] as const).map((s): TableCell => ({ address: ["recovery", s, "value"], path: ["recovery", "success", s], valueKey: "value", codec: "scalar", group: recovery, row: { text: s }, column: prop("value") })),
      ...json.recovery.natural.flatMap((n, i) => outcomes("natural", `${n.roll}:${n.status}`, ["recovery", "natural", i], (["unit", "leader"] as const).filter((k) => n[k] !== undefined), recovery)),
      ...json.modifiers.map((m, i): TableCell => ({ address: ["modifier", m.id, "morale"], path: ["modifiers", i, "morale"], valueKey: "value", codec: "scalar", group: modifiers, row: { text: m.label }, column: prop("morale") })),
    ];
  },
};
