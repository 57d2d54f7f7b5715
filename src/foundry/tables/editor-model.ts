import type { Provenance } from "../../engine/data/provenance";
import { cellId, formatValue, provenanceTitle, readCell, type Label } from "./cells";
import type { TableKind } from "./kinds";

/** Foundry's `game.i18n.format` (the translation of a key, its `{param}`s filled). */
export type Translate = (key: string, params?: Readonly<Record<string, string>>) => string;

export interface EditorCell {
  /** The cell's `cellId`: what `editCell` takes. */
  readonly id: string;
  readonly text: string;
  readonly source: Provenance["source"];
  /** Its provenance in words (with the rule for `rules`) and its note: the cell's tooltip. */
  readonly title: string;
}

/** A grid of the editor: a table's results, its modifiers, the terrain types … */
export interface EditorGroup {
  readonly id: string;
  readonly title: string;
  /** Which part of the chart it is (`grid`, `modifiers` … : a CSS class), and that in words. */
  readonly partId: string;
  readonly part: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly (EditorCell | null)[] }[];
}

/** A label in the reader's language; a parameter that is itself a lang key is translated first. */
export function labelText(label: Label, t: Translate): string {
  if ("text" in label) return label.text;
  const params = Object.fromEntries(Object.entries(label.params ?? {}).map(([k, v]) => [k, v.startsWith("HEX_TACTICS.") ? t(v) : v]));
  return t(label.key, params);
}

/**
 * The editor's view of a table: its cells in grids, each with its value, provenance and note. A column is known by the
 * last part of its cells' addresses (a fire table's column place, a property), a row by its label within the piece,
 * table or terrain it belongs to: a header a GM edits to equal another's, or two pieces of one name, merge nothing.
 */
export function editorGroups<T>(kind: TableKind<T>, table: T, t: Translate): EditorGroup[] {
  const edition = kind.edition(table);
  type Grid = { title: string; partId: string; part: string; columns: Map<string, string>; rows: Map<string, { label: string; cells: Map<string, EditorCell> }> };
  const groups = new Map<string, Grid>();
  for (const cell of kind.cells(table)) {
    const { value, provenance } = readCell(table, cell)!;
    let group = groups.get(cell.group.id);
    if (!group) groups.set(cell.group.id, (group = { title: labelText(cell.group.title, t), partId: cell.group.part, part: t(`HEX_TACTICS.Tables.Part.${cell.group.part}`), columns: new Map(), rows: new Map() }));
    const column = cell.address.at(-1)!;
    if (!group.columns.has(column)) group.columns.set(column, labelText(cell.column, t));
    const label = labelText(cell.row, t);
    const rowKey = JSON.stringify([...cell.address.slice(0, 2), label]);
    let row = group.rows.get(rowKey);
    if (!row) group.rows.set(rowKey, (row = { label, cells: new Map() }));
    const title = [labelText(provenanceTitle(provenance, edition), t), provenance.note].filter(Boolean).join(" — ");
    row.cells.set(column, { id: cellId(cell), text: cell.codec === "code" ? String(value) : formatValue(value), source: provenance.source, title });
  }
  return [...groups].map(([id, g]) => ({
    id,
    title: g.title,
    partId: g.partId,
    part: g.part,
    columns: [...g.columns.values()],
    rows: [...g.rows.values()].map(({ label, cells }) => ({ label, cells: [...g.columns.keys()].map((c) => cells.get(c) ?? null) })),
  }));
}

/** How many cells of a table come from each source: the editor's summary, and what a GM still has to enter. */
export function sourceCounts<T>(kind: TableKind<T>, table: T): Record<Provenance["source"], number> {
  const counts = { rules: 0, playtest: 0, user: 0 };
  for (const cell of kind.cells(table)) counts[readCell(table, cell)!.provenance.source]++;
  return counts;
}
