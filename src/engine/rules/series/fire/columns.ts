import { refuseUnless } from "../../../core/refusal";
import { totalModifiers, type Modifier } from "../../../core/modifiers";
import type { TraceEntry } from "../../../core/trace";
import { modifierShift, resolveColumn } from "../../../data/table-lookup";
import type { SeriesContext } from "../context";
import type { FireTable } from "../data/schemas/fire-table";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { leadersAt, unitsAt } from "../state/occupancy";
import { tracedBy } from "../text";
import { isLoose } from "./hexes";
import type { MovingTarget } from "../rules/fire";

export interface Column {
  readonly index: number;
  readonly header: number;
  readonly trace: readonly TraceEntry[];
}

/** Modifiers an attack adds to the hex's and to some pieces' (17.3 a hidden firer; IA1 9.3 open sights, 17.6 flanking fire). */
export interface ExtraColumns {
  readonly hex?: readonly Modifier[];
  readonly pieces?: ReadonlySet<string>;
  readonly piece?: readonly Modifier[];
}

/** The column each piece in the target hex is attacked on (7.52: one roll, a column per target piece). */
export interface AttackColumns {
  /** The hex's column: for pieces with no modifier of their own. */
  readonly hex: Column;
  readonly pieces: readonly { readonly piece: string; readonly column: Column }[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The table's modifier `id` as a column shift, if the table has it (the data gives sizes; the engine, when). */
export function tableModifier(table: FireTable, id: string, count = 1): Modifier[] {
  const m = table.modifiers.find((x) => x.id === id);
  return m ? [{ ...modifierShift(m, count), category: m.category }] : [];
}

/**
 * 7.5 (IA1 2.2.2): the terrain modifier of the hex from the TEC — one, not one per terrain type in it: the one that
 * favours the target most (docs/rulings.md), the first listed among equals.
 */
export function terrainModifier<B extends ReducedBattle>(ctx: SeriesContext<B>, table: FireTable, target: number): Modifier[] {
  const all = ctx.map.terrainAt(target).flatMap((id) => ctx.tec.terrain[id]!.combat.filter((m) => m.fire === table.kind && m.appliesTo !== "defender").map((m) => ({ id, m })));
  if (!all.length) return [];
  const { id, m } = all.reduce((best, x) => (x.m.shift < best.m.shift ? x : best));
  const rule = m.provenance.source === "rules" ? m.provenance.rule : undefined;
  return [{ ...tracedBy(ctx.rules.say, `terrain.${id}`, m.shift, { terrain: ctx.tec.terrain[id]!.name, shift: signed(m.shift) }, rule, "trace.terrain"), category: "terrain" }];
}

function column<B extends ReducedBattle>(ctx: SeriesContext<B>, table: FireTable, strength: number, modifiers: readonly Modifier[]): Column {
  const r = resolveColumn(table, strength, totalModifiers(modifiers).trace);
  refuseUnless(r.index !== null, ctx.rules.cite("10.2"), ctx.rules.say("fire.no-column", { strength, table: table.name }));
  return { index: r.index, header: r.header!, trace: r.trace };
}

/**
 * 10.2, 7.5–7.52: the column for the strength, shifted by every modifier for the hex and, per target piece, by its own;
 * limited as the table says (PG 10.3, 7.51). `range` is the farthest firer's distance. Opportunity fire attacks only
 * the `moving` pieces (7.44).
 */
export function attackColumns<B extends ReducedBattle>(ctx: SeriesContext<B>, table: FireTable, target: number, strength: number, range: number, moving: MovingTarget<B> | null = null, extra: ExtraColumns = {}): AttackColumns {
  const { fire } = ctx.rules;
  const forHex = [...fire.hexModifiers(ctx, table, target, range, moving), ...(extra.hex ?? [])];
  const hex = column(ctx, table, strength, forHex);
  const pieceColumn = (p: UnitOf<B> | LeaderOf<B>) => {
    const own = [...fire.pieceModifiers(ctx, table, p), ...(extra.pieces?.has(p.id) ? (extra.piece ?? []) : [])];
    return { piece: p.id, column: own.length ? column(ctx, table, strength, [...forHex, ...own]) : hex };
  };
  const units = (moving?.units ?? (unitsAt(ctx.state, target) as UnitOf<B>[])).filter(isLoose).map(pieceColumn);
  const leaders = (moving?.leaders ?? (leadersAt(ctx.state, target) as LeaderOf<B>[])).map(pieceColumn);
  return { hex, pieces: [...units, ...leaders] };
}
