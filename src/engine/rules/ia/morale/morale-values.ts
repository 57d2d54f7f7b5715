import { isDoubles } from "../../../core/dice";
import type { RatingCheck } from "../../../core/rating-check";
import type { TraceEntry } from "../../../core/trace";
import type { Provenance } from "../../../data/provenance";
import type { IaContext } from "../commands/context";
import { ia1Morale } from "../data";
import { failureBand, passes } from "../../series/data/morale-lookup";
import type { MoraleResult } from "../events";
import { sideOf, type IaBattle, type IaLeader, type IaUnit, type MoraleStatus } from "../state";
import { traced } from "../text";

/** The morale table in play. IA2's morale chapter is not in the text, so both editions use IA1 14.0–14.45. */
const table = ia1Morale;

type TableStatus = "good-order" | "disrupted" | "demoralized";
export const tableStatus = (s: MoraleStatus): TableStatus => (s === "good" ? "good-order" : s);
export const pieceStatus = (s: TableStatus): MoraleStatus => (s === "good-order" ? "good" : s);

export const isLeader = (p: IaUnit | IaLeader): p is IaLeader => "leaderType" in p;

const ruleOf = (p: Provenance, fallback: string): string => (p.source === "rules" ? `IA1 ${p.rule}` : fallback);
const sum = (entries: readonly TraceEntry[]): number => entries.reduce((a, t) => a + t.value, 0);

/** IA1 14.0: a unit has its side's morale (the reduced value for a reduced company); a leader his printed morale. */
export function baseMorale(b: IaBattle, p: IaUnit | IaLeader): TraceEntry {
  if (isLeader(p)) return traced("ia.morale.leader", p.morale, { leader: p.name }, "IA1 14.0");
  const side = sideOf(b, p.side);
  const reduced = p.company && p.steps < p.maxSteps;
  return reduced
    ? traced("ia.morale.reduced", side.morale.reduced, { side: side.name }, "IA1 14.0")
    : traced("ia.morale.full", side.morale.full, { side: side.name }, "IA1 14.0");
}

/** IA1 6.61, 6.62: one leader's morale modifier added to the morale. */
export const leaderBonus = (l: IaLeader, rule: string): TraceEntry => traced("ia.morale.leader-bonus", l.moraleBonus, { leader: l.name }, rule);

/** A morale-table modifier (14.3 demoralized, 14.45 entrenchment or town) as a trace entry. */
export function tableModifier(id: "demoralized" | "entrenchment-or-town"): TraceEntry {
  const m = table.modifiers.find((x) => x.id === id);
  if (!m) throw new Error(`ia1-morale.json has no "${id}" modifier`);
  return traced(`ia.morale.${m.id}`, m.morale.value, { modifier: m.label }, ruleOf(m.morale.provenance, `IA1 ${m.rule ?? "14.0"}`), "trace.morale-modifier");
}

/** Rolls the table's dice (with `ctx.roll`) against the summed morale; `check` passes on ≤ (14.1), `recovery` on < (14.41). */
export function rollAgainst(ctx: IaContext, kind: "check" | "recovery", purpose: string, rating: readonly TraceEntry[], rollModifiers: readonly TraceEntry[] = []): RatingCheck {
  const roll = ctx.roll(table.dice.count, table.dice.sides, purpose);
  const target = sum(rating);
  const result = roll.total + sum(rollModifiers);
  const passed = passes(table[kind].pass.value, result, target);
  return { roll, result, target, margin: result - target, passed, doubles: isDoubles(roll), trace: [...rating, ...rollModifiers] };
}

/** IA1 14.1, 14.11: what a check failed by `margin` does to a piece of this status. */
export function failureResult(status: MoraleStatus, margin: number, leader: boolean): { result: MoraleResult; rule: string } {
  const s = tableStatus(status);
  const band = failureBand(table, s, margin);
  return { result: leader ? band.leader : band.unit, rule: ruleOf(band.provenance, "IA1 14.1") };
}

/** IA1 14.41–14.44: a recovery roll's result — an unmodified roll with its own outcome first, then pass or fail. */
export function recoveryResult(p: IaUnit | IaLeader, check: RatingCheck): { result: MoraleResult; rule: string } {
  const s = tableStatus(p.status);
  for (const n of table.recovery.natural) {
    const outcome = isLeader(p) ? n.leader : n.unit;
    if (outcome && n.roll === check.roll.total && n.status === s) return { result: outcome, rule: ruleOf(n.provenance, "IA1 14.41") };
  }
  if (!check.passed || s === "good-order") return { result: "no-effect", rule: "IA1 14.41" };
  const success = table.recovery.success[s];
  return { result: success.value, rule: ruleOf(success.provenance, "IA1 14.41") };
}
