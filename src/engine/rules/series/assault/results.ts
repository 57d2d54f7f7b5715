import type { SeriesContext } from "../context";
import type { FireTable } from "../data/schemas/fire-table";
import type { FireTargetResult, ReducedBattle } from "../events/types";
import { leaderCasualties, loneLeaderLosses } from "../morale/leader-casualties";
import { checkMorale } from "../morale/morale-check";
import type { UnitOf } from "../rules/leadership";
import type { AssaultRules } from "../rules/assault";
import { allocateAssaultLosses } from "./losses";
import { fighter } from "./participants";

/** What one side's die scored against the other's pieces (12.4). */
export interface AssaultScore {
  readonly table: FireTable;
  /** The side whose pieces were hit. */
  readonly owner: string;
  /** The assault hex. */
  readonly hex: number;
  readonly results: readonly FireTargetResult[];
  /** Names the losses and morale checks (decision ids, events): unique in the command. */
  readonly cause: string;
  /** Whether the pieces hit are in the assault hex (not units that left it, 12.12): IA1 6.71's leftover losses. */
  readonly inHex: boolean;
  /** PG 7.63 (ruling N4): units hit that take no step loss. */
  readonly exempt?: ReadonlySet<string>;
}

/**
 * 7.63, 6.7, 12.4 (IA1 7.62, 6.7, 6.71, 12.3): results implemented together ("simultaneously"; First Fire calls this
 * once per side) — each side's step losses (IA1 6.71: a side's combat losses left over once all its units hit are gone
 * eliminate its leaders there), then every surviving piece hit checks morale at its result's level (M2 for 1, 2, 3;
 * leaders first, 14.12), then each side's leaders hit roll for casualties with the steps its combat units lost in
 * their hex (6.7). The defending side's part goes first at each stage (docs/rulings.md "Assault").
 */
export function applyAssaultResults<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: AssaultRules<B, C>, scores: readonly AssaultScore[]): void {
  const b = ctx.state;
  const lost = new Map<string, number>();
  const key = (side: string, hex: number) => `${side}@${hex}`;
  const combat = (u: UnitOf<B> | undefined): u is UnitOf<B> => u !== undefined && fighter(ctx, u);
  const counting: C = {
    ...ctx,
    emit(e) {
      if (e.type === "steps-lost") {
        const u = b.units.get(e.unit) as UnitOf<B> | undefined;
        if (u && u.carriedBy === null && rules.countsForCasualties(u) && u.hex !== null) lost.set(key(u.side, u.hex), (lost.get(key(u.side, u.hex)) ?? 0) + e.steps);
      }
      ctx.emit(e);
    },
  } as C;
  const leadersHit = (s: AssaultScore) => s.results.map((r) => r.piece).filter((id) => b.leaders.has(id));
  const combatHit = (s: AssaultScore) => s.results.some((r) => combat(b.units.get(r.piece) as UnitOf<B> | undefined));
  for (const s of scores) {
    // IA1 6.71: leaders with no combat unit of theirs hit lose one of their number per step scored.
    const alone = !combatHit(s);
    const leftover = allocateAssaultLosses(counting, rules, s.table, s.owner, s.results, s.cause, s.exempt);
    const scored = alone ? Math.max(0, ...s.results.map((r) => s.table.results[r.result]!.steps)) : leftover;
    if (rules.leftoverToLeaders && s.inHex && scored > 0 && !combatHit(s)) loneLeaderLosses(counting, s.hex, scored, s.owner, leadersHit(s));
  }
  for (const s of scores) {
    const byLevel = new Map<number, string[]>();
    for (const r of s.results) {
      const m = s.table.results[r.result]!.morale;
      if (m === null || !(b.units.has(r.piece) || b.leaders.has(r.piece))) continue;
      byLevel.set(m, [...(byLevel.get(m) ?? []), r.piece]);
    }
    for (const [level, pieces] of byLevel) checkMorale(counting, pieces, moraleLevel(level), `${s.cause}:m${level}`);
  }
  for (const s of scores) {
    const hexes = new Set(leadersHit(s).map((id) => b.leaders.get(id)!.hex!));
    for (const hex of hexes) leaderCasualties(ctx, hex, lost.get(key(s.owner, hex)) ?? 0, s.owner, leadersHit(s));
  }
}

/** A morale check's roll modifier: the rules know M, M1 and M2 only (14.1). */
function moraleLevel(m: number): 0 | 1 | 2 {
  if (m !== 0 && m !== 1 && m !== 2) throw new Error(`an assault result's morale check adds ${m}; 14.1 knows M, M1 and M2`);
  return m;
}
