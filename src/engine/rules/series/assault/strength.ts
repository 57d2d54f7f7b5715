import type { TraceEntry } from "../../../core/trace";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { leaderBonuses } from "../fire/strength";
import type { AssaultFire, AssaultRules } from "../rules/assault";

export interface AssaultStrength {
  readonly total: number;
  readonly trace: readonly TraceEntry[];
}

/**
 * 12.4 (IA1 12.3): a unit's assault strength before any leader's modifier — the game's value for it, halved when
 * disrupted (14.2) and quartered when demoralized (12.13), rounded up by unit (1.2 Fractions); a fixed value stays.
 */
function assaultValue<B extends ReducedBattle, C>(rules: AssaultRules<B, C>, u: AssaultFire<B>["units"][number], f: AssaultFire<B>): number {
  const { value, fixed } = rules.value(u, f);
  if (fixed) return value;
  return u.status === "demoralized" ? Math.ceil(value / 4) : u.status === "disrupted" ? Math.ceil(value / 2) : value;
}

/**
 * 12.4 (IA1 12.3): one side's assault strength in the hex — its firing units' values (disruption and demoralization
 * first), then the leaders' combat modifiers (6.42), one leader's to a unit, whole (ruling A12).
 */
export function assaultStrength<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: AssaultRules<B, C>, f: AssaultFire<B>): AssaultStrength {
  // 6.42: undemoralized leaders' modifiers go to undemoralized units the game lets them (default: the first listed).
  const bonuses = leaderBonuses(ctx, f.side, f.units, f.leaders, {
    prefix: "assault:",
    may: (l, u) => l.status !== "demoralized" && rules.mayBonus(l, u) && u.status !== "demoralized",
    gain: () => 0,
  });
  const trace: TraceEntry[] = [];
  for (const u of f.units) {
    const own = rules.value(u, f);
    trace.push(...own.trace);
    if (own.fixed) continue;
    const value = assaultValue(rules, u, f);
    const params = { unit: u.name, fire: own.value };
    if (u.status === "disrupted") trace.push(rules.line("disrupted", value - own.value, params));
    if (u.status === "demoralized") trace.push(rules.line("quartered", value - own.value, params));
    const l = bonuses.get(u.id);
    if (l) trace.push(rules.line("leader", l.combat, { leader: l.name, unit: u.name }));
  }
  return { total: trace.reduce((a, t) => a + t.value, 0), trace };
}
