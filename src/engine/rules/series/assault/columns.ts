import { totalModifiers, type Modifier } from "../../../core/modifiers";
import type { TraceEntry } from "../../../core/trace";
import { modifierShift, resolveColumn, resultAt } from "../../../data/table-lookup";
import type { SeriesContext } from "../context";
import type { FireTable } from "../data/schemas/fire-table";
import type { FireTargetResult, ReducedBattle } from "../events/types";
import type { AssaultFire, AssaultRole, AssaultRules } from "../rules/assault";
import { tracedBy } from "../text";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The table's modifier `id` as a column shift, none when the table has no such modifier. */
export function tableModifier(table: FireTable, id: string): Modifier[] {
  const m = table.modifiers.find((x) => x.id === id);
  return m ? [{ ...modifierShift(m), category: m.category }] : [];
}

/** A TEC terrain's assault modifier, traced with its provenance's rule. */
export function terrainModifier<B extends ReducedBattle>(ctx: SeriesContext<B>, id: string, m: { readonly shift: number; readonly provenance: { readonly source: string; readonly rule?: string } }): Modifier {
  const terrain = ctx.tec.terrain[id]!.name;
  const rule = m.provenance.source === "rules" ? m.provenance.rule : undefined;
  return { ...tracedBy(ctx.rules.say, `terrain.${id}`, m.shift, { terrain, shift: signed(m.shift) }, rule, "trace.terrain"), category: "terrain" };
}

/** The hex's TEC `assault` entries for terrain `id`. */
export function assaultTerrain<B extends ReducedBattle>(ctx: SeriesContext<B>, hex: number) {
  return ctx.map.terrainAt(hex).flatMap((id) => (ctx.tec.terrain[id]?.combat ?? []).filter((m) => m.fire === "assault").map((m) => ({ id, m })));
}

/**
 * 12.41 (IA1 12.31): the hex's terrain modifier for this fire, from the TEC's `assault` entries: those for the attacker
 * only (town, woods) apply to the attacker's fire alone — whichever side is attacking now — the one that favours the
 * target most. The game's river terrain is its own (IA1 5.83, PG 5.75).
 */
function terrainModifiers<B extends ReducedBattle>(ctx: SeriesContext<B>, own: readonly string[], hex: number, role: AssaultRole): Modifier[] {
  const applies = (m: { readonly appliesTo?: string }) => m.appliesTo === undefined || m.appliesTo === role;
  const entries = assaultTerrain(ctx, hex).filter((e) => !own.includes(e.id) && applies(e.m));
  const best = entries.length ? [entries.reduce((a, x) => (x.m.shift < a.m.shift ? x : a))] : [];
  return best.map((e) => terrainModifier(ctx, e.id, e.m));
}

/** The shifts for the whole target group; the free shot drops every negative one (12.12). */
function groupModifiers<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: AssaultRules<B, C>, table: FireTable, hex: number, f: AssaultFire<B>): Modifier[] {
  const all = [...(rules.leaderShift(f) ? tableModifier(table, "leader") : []), ...f.tactics, ...terrainModifiers(ctx, rules.ownTerrain, hex, f.role), ...f.river];
  return f.role === "harassing" ? all.filter((m) => m.value >= 0) : all;
}

export interface AssaultColumns {
  readonly header: number;
  readonly index: number;
  readonly trace: readonly TraceEntry[];
  readonly pieces: readonly { readonly piece: string; readonly index: number; readonly header: number; readonly trace: readonly TraceEntry[] }[];
}

/**
 * 12.4, 7.51 (IA1 12.3): the column for the strength, shifted by the group's modifiers and, per target unit, its own
 * (7.52's one roll, several columns); null when the strength is below the table (no attack).
 */
export function assaultColumns<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: AssaultRules<B, C>, table: FireTable, hex: number, strength: number, f: AssaultFire<B>): AssaultColumns | null {
  const group = groupModifiers(ctx, rules, table, hex, f);
  const column = (mods: readonly Modifier[]) => resolveColumn(table, strength, totalModifiers(mods).trace);
  const base = column(group);
  if (base.index === null) return null;
  const pieces = [
    ...f.targets.map((u) => {
      const own = rules.unitModifiers(table, f, u);
      const c = own.length ? column([...group, ...own]) : base;
      return { piece: u.id, index: c.index!, header: c.header!, trace: c.trace };
    }),
    ...f.targetLeaders.map((l) => ({ piece: l.id, index: base.index!, header: base.header!, trace: base.trace })),
  ];
  return { header: base.header!, index: base.index, trace: base.trace, pieces };
}

/** What one die scored on each target's column (12.4: each side rolls one die). */
export function readResults(table: FireTable, columns: AssaultColumns, roll: number): FireTargetResult[] {
  return columns.pieces.map((p) => {
    const cell = resultAt(table, p.index, roll);
    return { piece: p.piece, column: p.header, result: cell.code, source: cell.provenance.source, ...(p.trace === columns.trace ? {} : { trace: p.trace }) };
  });
}
