import { isDoubles } from "../../../core/dice";
import type { RatingCheck } from "../../../core/rating-check";
import type { TraceEntry } from "../../../core/trace";
import type { Provenance } from "../../../data/provenance";
import type { SeriesContext } from "../context";
import { failureBand, passes } from "../data/morale-lookup";
import type { MoraleResult, ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { MoraleStatus, SeriesLeader } from "../state/pieces";

type TableStatus = "good-order" | "disrupted" | "demoralized";
export const tableStatus = (s: MoraleStatus): TableStatus => (s === "good" ? "good-order" : s);
export const pieceStatus = (s: TableStatus): MoraleStatus => (s === "good-order" ? "good" : s);

/** A leader, not a unit: units have steps (1.2). */
export const isLeader = <L extends SeriesLeader>(p: L | { readonly maxSteps: number }): p is L => !("maxSteps" in p);

type Rules<B extends ReducedBattle> = Pick<SeriesContext<B>, "rules">;
const sum = (entries: readonly TraceEntry[]): number => entries.reduce((a, t) => a + t.value, 0);

/** The game's citation of a morale-table cell: the rule its data names, else `fallback` (a series rule number). */
function ruleOf<B extends ReducedBattle>(ctx: Rules<B>, p: Provenance, fallback: string): string {
  return p.source === "rules" ? ctx.rules.morale.dataRule(p.rule) : ctx.rules.cite(fallback);
}

/** 6.51, 6.52: one leader's morale modifier added to the morale. */
export const leaderBonus = <B extends ReducedBattle>(ctx: Rules<B>, l: SeriesLeader, rule: string): TraceEntry => ctx.rules.morale.trace("leader-bonus", l.moraleBonus, { leader: l.name }, rule);

/** A morale-table modifier (14.3 demoralized, 14.45 entrenchment or town) as a trace entry. */
export function tableModifier<B extends ReducedBattle>(ctx: Rules<B>, id: "demoralized" | "entrenchment-or-town"): TraceEntry {
  const { table } = ctx.rules.morale;
  const m = table.modifiers.find((x) => x.id === id);
  if (!m) throw new Error(`${table.name} has no "${id}" modifier`);
  const rule = m.morale.provenance.source === "rules" ? ctx.rules.morale.dataRule(m.morale.provenance.rule) : ctx.rules.morale.dataRule(m.rule ?? "14.0");
  return ctx.rules.morale.trace(m.id, m.morale.value, { modifier: m.label }, rule, "trace.morale-modifier");
}

/** Rolls the table's dice (with `ctx.roll`) against the summed morale; `check` passes on ≤ (14.1), `recovery` on < (14.41). */
export function rollAgainst<B extends ReducedBattle>(ctx: SeriesContext<B>, kind: "check" | "recovery", purpose: string, rating: readonly TraceEntry[], rollModifiers: readonly TraceEntry[] = []): RatingCheck {
  const { table } = ctx.rules.morale;
  const roll = ctx.roll(table.dice.count, table.dice.sides, purpose);
  const target = sum(rating);
  const result = roll.total + sum(rollModifiers);
  const passed = passes(table[kind].pass.value, result, target);
  return { roll, result, target, margin: result - target, passed, doubles: isDoubles(roll), trace: [...rating, ...rollModifiers] };
}

/** 14.1, 14.11: what a check failed by `margin` does to a piece of this status. */
export function failureResult<B extends ReducedBattle>(ctx: Rules<B>, status: MoraleStatus, margin: number, leader: boolean): { result: MoraleResult; rule: string } {
  const band = failureBand(ctx.rules.morale.table, tableStatus(status), margin);
  return { result: leader ? band.leader : band.unit, rule: ruleOf(ctx, band.provenance, "14.1") };
}

/** 14.41–14.44: a recovery roll's result — an unmodified roll with its own outcome first, then pass or fail. */
export function recoveryResult<B extends ReducedBattle>(ctx: Rules<B>, p: UnitOf<B> | LeaderOf<B>, check: RatingCheck): { result: MoraleResult; rule: string } {
  const { table } = ctx.rules.morale;
  const s = tableStatus(p.status);
  for (const n of table.recovery.natural) {
    const outcome = isLeader(p) ? n.leader : n.unit;
    if (outcome && n.roll === check.roll.total && n.status === s) return { result: outcome, rule: ruleOf(ctx, n.provenance, "14.41") };
  }
  if (!check.passed || s === "good-order") return { result: "no-effect", rule: ctx.rules.cite("14.41") };
  const success = table.recovery.success[s];
  return { result: success.value, rule: ruleOf(ctx, success.provenance, "14.41") };
}
