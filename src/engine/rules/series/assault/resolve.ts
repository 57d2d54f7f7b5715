import type { SeriesAssaultEvent, SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { overrun } from "../movement/entering";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { AssaultFire, AssaultRules } from "../rules/assault";
import { otherSide } from "../state/battle";
import { leadersAt, unitsAt } from "../state/occupancy";
import { assaultFire } from "./fire";
import { fighter, fightersOf } from "./participants";
import { applyAssaultResults, type AssaultScore } from "./results";

/** The series' context emitting an assault's own events, which only the assault emits (series/context `SeriesAssaultEvent`). */
export const emitAssault = <B extends ReducedBattle>(ctx: SeriesContext<B>, e: SeriesAssaultEvent): void => (ctx.emit as unknown as (e: SeriesAssaultEvent) => void)(e);

/** An assault the active player declared, checked by the game: who attacks, and how each side's fire is made up. */
export interface AssaultPlan<B extends ReducedBattle> {
  readonly side: string;
  readonly at: number;
  readonly units: readonly UnitOf<B>[];
  readonly leaders: readonly LeaderOf<B>[];
  /** 12.2 (IA1 12.4): owed by assault movement this segment. */
  readonly required: boolean;
  /** The game's own fields of the declaration (IA1 12.6 `coldSteel`), between `required` and `firstFire`. */
  readonly declared: Readonly<Record<string, unknown>>;
  /** The defending units that fire first (12.43), or null: both sides at once. */
  readonly firstFire: readonly UnitOf<B>[] | null;
  /** IA1 12.73: the intervening hexes of the attackers who charged this segment. */
  readonly through: readonly number[];
  /** The declaration's citation. */
  readonly rule: string;
  /** The attackers' fire with these units and leaders; the defenders' with these firing units. */
  attack(units: readonly UnitOf<B>[], leaders: readonly LeaderOf<B>[]): AssaultFire<B>;
  defend(firing: readonly UnitOf<B>[]): AssaultFire<B>;
}

/** 16.6 (IA1 16.5): the assault reaches every enemy piece in the hex, so hidden ones there are placed on the board. */
export function revealDefenders<B extends ReducedBattle>(ctx: SeriesContext<B>, enemy: string, hex: number): void {
  const hidden = [...unitsAt(ctx.state, hex), ...leadersAt(ctx.state, hex)].filter((p) => p.side === enemy && p.hidden).map((p) => p.id);
  if (!hidden.length) return;
  ctx.emit({ type: "revealed", pieces: hidden, rule: ctx.rules.cite("16.6") });
  ctx.reveal();
}

/**
 * 12.43 (IA1 12.33): the defenders who fire first — all of them when every defending unit is dug in (16.2) or in an
 * entrenchment (16.4); when only some are, the defending player chooses between First Fire by those alone and
 * simultaneous fire by all. Null: simultaneous.
 */
export function firstFirers<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: AssaultRules<B, C>, side: string, hex: number, defenders: readonly UnitOf<B>[]): UnitOf<B>[] | null {
  const covered = defenders.filter((u) => u.entrenched || u.dugIn === true);
  if (!covered.length) return null;
  if (covered.length === defenders.length) return covered;
  const { col, row } = ctx.map.offsetAt(hex);
  const first = ctx.decide({
    id: `first-fire:${col},${row}`,
    kind: "first-fire",
    side,
    prompt: rules.firstFirePrompt(covered.map((u) => u.name).join(", ")),
    options: [true, false],
    default: true,
    rule: ctx.rules.cite("12.43"),
  });
  return first ? covered : null;
}

/**
 * 12.4, 12.43 (IA1 12.3, 12.33): the declared assault fought — both sides fire on the Assault Table with one die each
 * and the results apply together, unless the defenders fire first: then only attackers still there and not
 * demoralized attack. Then 6.71, 5.31: a side left without combat units there loses the hex.
 */
export function resolveAssault<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: AssaultRules<B, C>, plan: AssaultPlan<B>): void {
  const { side, at } = plan;
  emitAssault(ctx, {
    type: "assault-declared",
    side,
    at,
    units: plan.units.map((u) => u.id),
    leaders: plan.leaders.map((l) => l.id),
    required: plan.required,
    ...plan.declared,
    firstFire: plan.firstFire?.map((u) => u.id) ?? [],
    ...(plan.through.length ? { through: [...plan.through] } : {}),
    rule: plan.rule,
  } as SeriesAssaultEvent);
  const table = rules.table(ctx);
  const scores = (...s: (AssaultScore | null)[]) => s.filter((x): x is AssaultScore => x !== null);
  if (plan.firstFire) {
    const rule = ctx.rules.cite("12.43");
    applyAssaultResults(ctx, rules, scores(assaultFire(ctx, rules, table, at, plan.defend(plan.firstFire), "assault:first-fire", rule)));
    const still = <P extends UnitOf<B> | LeaderOf<B>>(ps: readonly P[], get: (id: string) => P | undefined) =>
      ps.map((p) => get(p.id)).filter((p): p is P => p !== undefined && p.hex === at && p.status !== "demoralized");
    const us = still(plan.units, (id) => ctx.state.units.get(id) as UnitOf<B> | undefined);
    const ls = still(plan.leaders, (id) => ctx.state.leaders.get(id) as LeaderOf<B> | undefined);
    if (us.length) applyAssaultResults(ctx, rules, scores(assaultFire(ctx, rules, table, at, plan.attack(us, ls), "assault:attacker", rule)));
  } else {
    const rule = ctx.rules.cite("12.4");
    const attacker = assaultFire(ctx, rules, table, at, plan.attack(plan.units, plan.leaders), "assault:attacker", rule);
    const defender = assaultFire(ctx, rules, table, at, plan.defend(fightersOf(ctx, otherSide(ctx.state, side), at)), "assault:defender", rule);
    applyAssaultResults(ctx, rules, scores(attacker, defender));
  }
  afterAssault(ctx, side, at);
}

/**
 * 6.71, 5.31 (IA1 6.71, 5.44), 1.2 (Control): once one side's combat units are all gone from the hex, its leaders left
 * there are overrun and its transports lost, and the other side controls the hex.
 */
function afterAssault<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, hex: number): void {
  const b = ctx.state;
  for (const s of [otherSide(b, side), side]) {
    const held = fightersOf(ctx, s, hex);
    if (!held.length || fightersOf(ctx, otherSide(b, s), hex).length) continue;
    if (b.control[hex] !== s) ctx.emit({ type: "hex-controlled", hex, side: s });
    overrun(ctx, held[0]!, hex);
  }
}

/**
 * 12.12 (IA1 12.23): when the last of `side`'s combat units leaves an assault hex in a segment, every unit and leader of
 * it that left the hex this segment may be attacked as a group on the Assault Table by the enemy units there the game
 * lets fire (the enemy player's choice): no activation and no MOVED/FIRED marker, no negative modifiers, and they do not
 * fire back. Lone leaders leaving draw no free shot.
 */
export function freeShot<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: AssaultRules<B, C>, side: string, hex: number): void {
  const b = ctx.state;
  const enemy = otherSide(b, side);
  if (fightersOf(ctx, side, hex).length) return;
  const firers = fightersOf(ctx, enemy, hex).filter(rules.firesFreeShot);
  const left = (b.activation?.exited ?? []).find((e) => e.hex === hex)?.pieces ?? [];
  const units = left.map((id) => b.units.get(id) as UnitOf<B> | undefined).filter((u): u is UnitOf<B> => u !== undefined && u.hex !== null && u.carriedBy === null);
  const leaders = left.map((id) => b.leaders.get(id) as LeaderOf<B> | undefined).filter((l): l is LeaderOf<B> => l !== undefined && l.hex !== null);
  if (!firers.length || !units.some((u) => fighter(ctx, u))) return;
  const { col, row } = ctx.map.offsetAt(hex);
  const rule = ctx.rules.cite("12.12 (free shot)");
  const fire = ctx.decide({
    id: `harassing-fire:${col},${row}`,
    kind: "harassing-fire",
    side: enemy,
    prompt: rules.freeShotPrompt([...units, ...leaders].map((p) => p.name).join(", ")),
    options: [true, false],
    default: true,
    rule,
  });
  if (!fire) return;
  const table = rules.table(ctx);
  const helpers = leadersAt(b, hex).filter((l) => l.side === enemy) as LeaderOf<B>[];
  const f: AssaultFire<B> = { side: enemy, role: "harassing", units: firers, leaders: helpers, targets: units, targetLeaders: leaders, tactics: [], river: [] };
  const score = assaultFire(ctx, rules, table, hex, f, "assault:harassing", rule);
  if (score) applyAssaultResults(ctx, rules, [score]);
}
