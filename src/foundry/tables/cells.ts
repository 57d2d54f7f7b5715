import type { Provenance } from "../../engine/data/provenance";

/** A label the editor shows: a `lang/en.json` key, or text that is data (a table's name, a terrain's, a roll). */
export type Label = { readonly key: string; readonly params?: Readonly<Record<string, string>> } | { readonly text: string };

/** A value a chart cell may hold. */
export type CellValue = string | number | boolean | null;

/**
 * One value of a chart with its provenance (src/engine/data/provenance.ts). `path` leads from the table's JSON root to
 * the object holding both: a `{value, provenance}` cell, or an object whose `valueKey` field the provenance covers (a
 * TEC combat modifier's `shift`). `address` names it in CSV (the kind's key columns) and in the editor.
 */
export interface TableCell {
  readonly address: readonly string[];
  readonly path: readonly (string | number)[];
  readonly valueKey: string;
  /** `code`: the text as written (fire table results: "1", "M2"); `scalar`: a number, true, false, none or a word. */
  readonly codec: "code" | "scalar";
  /** Where the editor shows it: a group (a table, its modifiers …), a row and a column of that group. */
  readonly group: { readonly id: string; readonly title: Label; readonly part: string };
  readonly row: Label;
  readonly column: Label;
}

/** A cell's id in the editor (an HTML attribute): its address joined by `|`, which no id, roll or property holds. */
export const cellId = (cell: Pick<TableCell, "address">): string => cell.address.join("|");

/** The chart value and provenance at a cell of `json` (undefined when the table has no such cell). */
export function readCell(json: unknown, cell: TableCell): { readonly value: CellValue; readonly provenance: Provenance } | undefined {
  const holder = at(json, cell.path) as Record<string, unknown> | undefined;
  if (!holder || typeof holder !== "object") return undefined;
  return { value: holder[cell.valueKey] as CellValue, provenance: holder.provenance as Provenance };
}

/** `json` with the cell at `cell` set; the rest shared, nothing written in place. */
export function writeCell<T>(json: T, cell: TableCell, value: CellValue, provenance: Provenance): T {
  return update(json, cell.path, (holder) => ({ ...(holder as object), [cell.valueKey]: value, provenance }));
}

function at(json: unknown, path: readonly (string | number)[]): unknown {
  let here = json;
  for (const key of path) {
    if (typeof here !== "object" || here === null || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

function update<T>(json: T, path: readonly (string | number)[], change: (value: unknown) => unknown): T {
  if (!path.length) return change(json) as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const here = json as unknown as Record<string | number, unknown>;
  const next = update(here[key], rest, change);
  if (Array.isArray(here)) return here.map((v, i) => (i === key ? next : v)) as unknown as T;
  return { ...here, [key]: next } as T;
}

/** A scalar as CSV and the editor write it: numbers in decimal, true/false, `none` for null, words as they are. */
export function formatValue(value: CellValue): string {
  return value === null ? "none" : String(value);
}

/** The value a cell's text stands for (`formatValue` read back); a code is kept as written. */
export function parseValue(text: string, codec: TableCell["codec"]): CellValue {
  if (codec === "code") return text;
  const t = text.trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (t === "true" || t === "false") return t === "true";
  if (t === "none") return null;
  return t;
}

/** The cells' provenance in words for the editor: `rules` with its rule (cited with the edition), `playtest`, `user`. */
export function provenanceTitle(p: Provenance, edition: string): Label {
  if (p.source === "rules") return { key: "HEX_TACTICS.Tables.Provenance.rulesCited", params: { rule: p.rule.startsWith(`${edition} `) ? p.rule : `${edition} ${p.rule}` } };
  return { key: `HEX_TACTICS.Tables.Provenance.${p.source}` };
}
