import { totalModifiers, type Modifier } from "../../../core/modifiers";
import type { TraceEntry } from "../../../core/trace";
import { modifierShift, resolveColumn, resultAt } from "../../../data/table-lookup";
import type { FireTable } from "../../series/data/schemas/fire-table";
import { leads } from "../activation/leads";
import type { IaContext } from "../commands/context";
import type { FireTargetResult } from "../events";
import type { IaLeader, IaUnit } from "../state";
import { traced } from "../text";

/** Whose fire it is: the attacker's (12.1), the defender's, or harassing fire at units leaving the hex (12.23). */
export type Role = "attacker" | "defender" | "harassing";

/** One side's fire on the Assault Table: who fires, who helps, who is hit, and what shifts it. */
export interface AssaultFire {
  readonly side: string;
  readonly role: Role;
  readonly units: readonly IaUnit[];
  readonly leaders: readonly IaLeader[];
  readonly targets: readonly IaUnit[];
  readonly targetLeaders: readonly IaLeader[];
  readonly coldSteel: boolean;
  /** IA1 12.7, 12.72: every attacking unit is charging cavalry. */
  readonly charge?: boolean;
  /** IA1 5.83: every opposing unit in the major river hex is across the river. */
  readonly acrossRiver: boolean;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function tableModifier(table: FireTable, id: string): Modifier[] {
  const m = table.modifiers.find((x) => x.id === id);
  return m ? [{ ...modifierShift(m), category: m.category }] : [];
}

/**
 * IA1 12.31, 5.83: the hex's terrain modifier for this fire, from the TEC's `assault` entries: those for the attacker
 * only (town, woods) apply to the attacker's fire, the one that favours the target most; the Major River's −2 only to
 * the attacker's fire when all opposing units are across the river (docs/rulings.md "Assault").
 */
function terrainModifiers(ctx: IaContext, hex: number, f: AssaultFire): Modifier[] {
  const entries = ctx.map.terrainAt(hex).flatMap((id) =>
    (ctx.tec.terrain[id]?.combat ?? []).filter((m) => m.fire === "assault").map((m) => ({ id, m })),
  );
  const trace = ({ id, m }: (typeof entries)[number]): Modifier => ({
    ...traced(`terrain.${id}`, m.shift, { terrain: ctx.tec.terrain[id]!.name, shift: signed(m.shift) }, m.provenance.source === "rules" ? m.provenance.rule : undefined, "trace.terrain"),
    category: "terrain",
  });
  const applies = (m: (typeof entries)[number]["m"]) => m.appliesTo === undefined || m.appliesTo === f.role;
  const others = entries.filter((e) => e.id !== "major-river" && applies(e.m));
  const river = entries.filter((e) => e.id === "major-river" && f.acrossRiver && f.role === "attacker");
  const best = others.length ? [others.reduce((a, x) => (x.m.shift < a.m.shift ? x : a))] : [];
  return [...best, ...river].map(trace);
}

/** IA1 6.53: one undemoralized leader gives +1 when a firing unit of his type is undemoralized (12.25). */
function leaderShift(table: FireTable, f: AssaultFire): Modifier[] {
  const helps = f.leaders.some((l) => l.status !== "demoralized" && f.units.some((u) => leads(l, u) && u.status !== "demoralized"));
  return helps ? tableModifier(table, "leader") : [];
}

/** The shifts for the whole target group; harassing fire drops every negative one (12.23). */
function groupModifiers(ctx: IaContext, table: FireTable, hex: number, f: AssaultFire): Modifier[] {
  const all = [
    ...leaderShift(table, f),
    ...(f.coldSteel ? tableModifier(table, "cold-steel") : []),
    ...(f.charge && f.role === "attacker" ? tableModifier(table, "cavalry-charge") : []),
    ...terrainModifiers(ctx, hex, f),
  ];
  return f.role === "harassing" ? all.filter((m) => m.value >= 0) : all;
}

/** IA1 12.31, 16.32: only defenders actually under an Entrenchment marker benefit, from the attacker's fire. */
const unitModifiers = (table: FireTable, f: AssaultFire, u: IaUnit): Modifier[] => (f.role === "attacker" && u.entrenched ? tableModifier(table, "entrenchment") : []);

export interface AssaultColumns {
  readonly header: number;
  readonly index: number;
  readonly trace: readonly TraceEntry[];
  readonly pieces: readonly { readonly piece: string; readonly index: number; readonly header: number; readonly trace: readonly TraceEntry[] }[];
}

/**
 * IA1 12.3, 7.51: the column for the strength, shifted by the group's modifiers and, per target unit, its own (7.52's
 * one roll, several columns); null when the strength is below the table (no attack).
 */
export function assaultColumns(ctx: IaContext, table: FireTable, hex: number, strength: number, f: AssaultFire): AssaultColumns | null {
  const group = groupModifiers(ctx, table, hex, f);
  const column = (mods: readonly Modifier[]) => resolveColumn(table, strength, totalModifiers(mods).trace);
  const base = column(group);
  if (base.index === null) return null;
  const pieces = [
    ...f.targets.map((u) => {
      const own = unitModifiers(table, f, u);
      const c = own.length ? column([...group, ...own]) : base;
      return { piece: u.id, index: c.index!, header: c.header!, trace: c.trace };
    }),
    ...f.targetLeaders.map((l) => ({ piece: l.id, index: base.index!, header: base.header!, trace: base.trace })),
  ];
  return { header: base.header!, index: base.index, trace: base.trace, pieces };
}

/** What one die scored on each target's column (12.3: each side rolls one die). */
export function readResults(table: FireTable, columns: AssaultColumns, roll: number): FireTargetResult[] {
  return columns.pieces.map((p) => {
    const cell = resultAt(table, p.index, roll);
    return { piece: p.piece, column: p.header, result: cell.code, source: cell.provenance.source, ...(p.trace === columns.trace ? {} : { trace: p.trace }) };
  });
}
