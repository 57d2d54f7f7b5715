import { refuseUnless } from "../../../core/refusal";
import { totalModifiers, type Modifier } from "../../../core/modifiers";
import type { TraceEntry } from "../../../core/trace";
import { modifierShift, resolveColumn } from "../../../data/table-lookup";
import type { FireTable } from "../../series/data/schemas/fire-table";
import type { IaContext } from "../commands/context";
import { underDugIn, underEntrenchment } from "../fieldworks/occupation";
import type { IaBattle, IaLeader, IaUnit } from "../state";
import { say, traced } from "../text";
import { isLoose, leadersIn, unitsIn } from "./hexes";
import type { MovingTarget } from "./target";

export interface Column {
  readonly index: number;
  readonly header: number;
  readonly trace: readonly TraceEntry[];
}

/** Modifiers of the optional rules in force (IA1 17.3, 17.6). */
export interface OptionalColumns {
  /** IA1 17.6: the companies flanking fire gets +2 against. */
  readonly flanked?: ReadonlySet<string>;
  /** IA1 17.3: a hidden unit fires at a unit using strategic movement. */
  readonly hiddenFirerStrategic?: boolean;
  /** IA1 9.3: the firer has an Open Sights mission. */
  readonly openSights?: boolean;
}

/** The column each piece in the target hex is attacked on (IA1 7.52: one roll, a column per target unit). */
export interface AttackColumns {
  /** The hex's column: for pieces with no modifier of their own. */
  readonly hex: Column;
  readonly pieces: readonly { readonly piece: string; readonly column: Column }[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The table's modifier `id` as a column shift, if the table has it (the data gives sizes; the engine, when). */
function tableModifier(table: FireTable, id: string, count = 1): Modifier[] {
  const m = table.modifiers.find((x) => x.id === id);
  return m ? [{ ...modifierShift(m, count), category: m.category }] : [];
}

/**
 * IA1 7.5, 2.2.2: the terrain modifier of the hex from the TEC — one, not one per terrain type in it: the one that
 * favours the target most (docs/rulings.md), the first listed among equals.
 */
function terrainModifier(ctx: IaContext, table: FireTable, target: number): Modifier[] {
  const all = ctx.map.terrainAt(target).flatMap((id) =>
    ctx.tec.terrain[id]!.combat.filter((m) => m.fire === table.kind && m.appliesTo !== "defender").map((m) => ({ id, m })),
  );
  if (!all.length) return [];
  const { id, m } = all.reduce((best, x) => (x.m.shift < best.m.shift ? x : best));
  const rule = m.provenance.source === "rules" ? m.provenance.rule : undefined;
  return [{ ...traced(`terrain.${id}`, m.shift, { terrain: ctx.tec.terrain[id]!.name, shift: signed(m.shift) }, rule, "trace.terrain"), category: "terrain" }];
}

/**
 * Modifiers for the whole hex: stacking (4.2), range (13.15), night (Definitions), terrain from the TEC. Opportunity
 * fire adds its +1 and counts only a moving company for stacking (13.12, 13.15).
 */
function hexModifiers(ctx: IaContext, table: FireTable, target: number, range: number, moving: MovingTarget | null): Modifier[] {
  const companies = (moving?.units ?? unitsIn(ctx.state, target)).filter((u) => u.company && isLoose(u)).length;
  return [
    ...(moving ? tableModifier(table, "opportunity-fire") : []),
    ...(companies > 0 ? tableModifier(table, "companies", companies) : []),
    ...(range >= 3 ? tableModifier(table, "long-range") : []),
    ...(ctx.state.visibility.night ? tableModifier(table, "night") : []),
    ...terrainModifier(ctx, table, target),
  ];
}

/** Modifiers that apply to one target piece only (IA1 7.52 mounted cavalry and artillery; 16.23, 16.32 under a Dug In or Entrenchment marker). */
function pieceModifiers(b: IaBattle, table: FireTable, p: IaUnit | IaLeader): Modifier[] {
  const u = "kind" in p ? p : null;
  return [
    ...(u?.kind === "CAV" && u.mounted ? tableModifier(table, "mounted-cavalry") : []),
    ...(u?.kind === "ART" ? tableModifier(table, "artillery-target") : []),
    ...(underEntrenchment(b, p) ? tableModifier(table, "entrenchment") : []),
    ...(underDugIn(b, p) ? tableModifier(table, "dug-in") : []),
  ];
}

function column(table: FireTable, strength: number, modifiers: readonly Modifier[]): Column {
  const r = resolveColumn(table, strength, totalModifiers(modifiers).trace);
  refuseUnless(r.index !== null, "IA1 10.2", say("fire.no-column", { strength, table: table.name }));
  return { index: r.index, header: r.header!, trace: r.trace };
}

/**
 * IA1 10.2, 7.5–7.52: the column for the strength, shifted by every modifier for the hex and, per target piece,
 * by its own; clamped to the table's edges (7.51). `range` is the farthest firer's distance. Opportunity fire
 * attacks only the `moving` pieces (7.43).
 */
export function attackColumns(ctx: IaContext, table: FireTable, target: number, strength: number, range: number, moving: MovingTarget | null = null, optional: OptionalColumns = {}): AttackColumns {
  // IA1 17.3: hidden units' opportunity fire at a strategic mover.
  const forHex = [...hexModifiers(ctx, table, target, range, moving), ...(optional.hiddenFirerStrategic ? tableModifier(table, "hidden-firer-strategic-move") : []), ...(optional.openSights ? tableModifier(table, "open-sights") : [])];
  const hex = column(table, strength, forHex);
  const pieceColumn = (p: IaUnit | IaLeader) => {
    // IA1 17.6: flanking fire against companies.
    const own = [...pieceModifiers(ctx.state, table, p), ...(optional.flanked?.has(p.id) ? tableModifier(table, "flanking-fire") : [])];
    return { piece: p.id, column: own.length ? column(table, strength, [...forHex, ...own]) : hex };
  };
  const units = (moving?.units ?? unitsIn(ctx.state, target))
    .filter(isLoose)
    .map(pieceColumn);
  const leaders = (moving?.leaders ?? leadersIn(ctx.state, target)).map(pieceColumn);
  return { hex, pieces: [...units, ...leaders] };
}
