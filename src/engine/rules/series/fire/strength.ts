import type { TraceEntry } from "../../../core/trace";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { tracedBy } from "../text";

export interface FireStrength {
  readonly total: number;
  readonly trace: readonly TraceEntry[];
}

/** How leaders' combat modifiers go to units (6.42): which unit a leader may give his to, and what it adds there. */
export interface BonusRule<B extends ReducedBattle> {
  /** Names the owner's choices: `leader-bonus:<prefix><leader>`. */
  readonly prefix: string;
  readonly may: (l: LeaderOf<B>, u: UnitOf<B>) => boolean;
  readonly gain: (u: UnitOf<B>, l: LeaderOf<B>) => number;
}

/**
 * 6.42: each leader adds his combat modifier to one unit `may` let him; each unit takes one leader's. Leaders with
 * larger modifiers place theirs first, whatever order they are named in. Where several units could take it, the owner
 * chooses (decision `leader-bonus:<prefix><leader>`); the default is the unit it adds most to.
 */
export function leaderBonuses<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, units: readonly UnitOf<B>[], leaders: readonly LeaderOf<B>[], how: BonusRule<B>): Map<string, LeaderOf<B>> {
  const given = new Map<string, LeaderOf<B>>();
  for (const l of [...leaders].sort((x, y) => y.combat - x.combat)) {
    if (l.combat < 1) continue;
    const open = units.filter((u) => how.may(l, u) && !given.has(u.id));
    if (open.length === 0) continue;
    const best = open.reduce((a, u) => (how.gain(u, l) > how.gain(a, l) ? u : a));
    const pick =
      open.length === 1
        ? best.id
        : ctx.decide({
            id: `leader-bonus:${how.prefix}${l.id}`,
            kind: "leader-bonus",
            side,
            prompt: ctx.rules.say("leader.combat-bonus", { leader: l.name, combat: l.combat }),
            options: open.map((u) => u.id),
            default: best.id,
            rule: ctx.rules.cite("6.42"),
          });
    given.set(pick, l);
  }
  return given;
}

/** PG 7.23: what a unit firing part of its value leaves unfired, traced; null for a unit firing it all. */
export type FirePart<B extends ReducedBattle> = (u: UnitOf<B>) => TraceEntry | null;

/**
 * 10.2: the firers' direct fire values added together, each unit's value first adjusted on its own: a disrupted unit's
 * halved, rounded up by unit (14.2, 1.2 Fractions), less what it leaves unfired (`part`, PG 7.23), and a leader's
 * modifier added whole — it is the leader's, not a strength (ruling A12).
 */
export function fireStrength<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, firers: readonly UnitOf<B>[], leaders: readonly LeaderOf<B>[], part?: FirePart<B>): FireStrength {
  const { cite, say, fire } = ctx.rules;
  const printed = (u: UnitOf<B>) => fire.directFire(u)!.strength;
  const unitFire = (u: UnitOf<B>, bonus: number) => (u.status === "disrupted" ? Math.ceil(printed(u) / 2) : printed(u)) + bonus;
  // 6.42: activated leaders' modifiers go to units in their hex the game lets them.
  const bonuses = leaderBonuses(ctx, side, firers, leaders, {
    prefix: "",
    may: (l, u) => u.hex === l.hex && fire.mayBonus(l, u),
    gain: (u, l) => unitFire(u, l.combat) - unitFire(u, 0),
  });
  const trace: TraceEntry[] = [];
  for (const u of firers) {
    const value = printed(u);
    trace.push(tracedBy(say, "fire.unit", value, { unit: u.name, fire: value }, cite("10.2")));
    const l = bonuses.get(u.id);
    if (l) trace.push(tracedBy(say, "fire.leader", l.combat, { leader: l.name, unit: u.name }, cite("6.42")));
    if (u.status === "disrupted") trace.push(tracedBy(say, "fire.disrupted", unitFire(u, 0) - value, { unit: u.name, fire: value }, cite("14.2")));
    const unfired = part?.(u);
    if (unfired) trace.push(unfired);
  }
  return { total: trace.reduce((a, t) => a + t.value, 0), trace };
}
