import type { RatingCheck } from "../../../core/rating-check";
import { refuseUnless } from "../../../core/refusal";
import type { TraceEntry } from "../../../core/trace";
import type { SeriesContext } from "../context";
import type { MoraleResult, ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { MoraleStatus } from "../state/pieces";
import { applyResult } from "./morale-check";
import { leaderBonus, recoveryResult, rollAgainst, tableModifier } from "./morale-values";

/** One recovery attempt and what it did. */
export interface RecoveryOutcome {
  readonly piece: string;
  readonly leader: string | null;
  readonly before: MoraleStatus;
  readonly check: RatingCheck;
  /** `good-order` or `disrupted` on a recovery, `eliminated` for a deserting leader (14.44), else `no-effect`. */
  readonly result: MoraleResult;
  /** A demoralized piece that failed: the caller makes it flee (14.3, 14.31); in an entrenchment only if its owner chose to. */
  readonly flees: boolean;
}

/**
 * 14.4–14.45: a disrupted or demoralized piece tries to recover, helped by the activating leader `leader` (6.52; the
 * caller has checked the activation). 2d6 below modified morale (−1 demoralized, 14.3; +1 entrenchment or town, 14.45)
 * recovers one level; an unmodified 2 restores a demoralized piece to good order (14.43); an unmodified 12 makes a
 * demoralized leader desert (14.44). The piece and the leader are marked MOVED/FIRED whatever the result (14.4, 6.55).
 * A demoralized piece in an entrenchment that fails need not flee: its owner decides (default: it stays; 14.31).
 * Roll for leaders first, most senior first (14.12): the caller's order.
 */
export function attemptRecovery<B extends ReducedBattle>(ctx: SeriesContext<B>, piece: string, leader: string | null): RecoveryOutcome {
  const { cite, say, morale } = ctx.rules;
  const b = ctx.state;
  const p = (b.units.get(piece) ?? b.leaders.get(piece)) as UnitOf<B> | LeaderOf<B> | undefined;
  refuseUnless(p !== undefined && p.hex !== null, cite("14.4"), say("recovery.no-piece", { id: piece }));
  refuseUnless(p.status !== "good", cite("14.4"), say("recovery.good-order", { piece: p.name }));
  const l = leader === null ? null : (b.leaders.get(leader) as LeaderOf<B> | undefined);
  // 6.52: the leader helps units he activated; reaching them is the activation's business (3.2).
  refuseUnless(l !== undefined && (l === null || morale.mayAssist(l, p)), cite("6.52", "6.54"), say("recovery.leader-cannot-help", { id: String(leader), piece: p.name }));
  refuseUnless(l === null || l.status !== "demoralized", cite("6.51", "14.3"), say("recovery.leader-demoralized", { leader: String(l?.name) }));
  const before = p.status;
  const rating: TraceEntry[] = [morale.baseMorale(b, p)];
  if (before === "demoralized") rating.push(tableModifier(ctx, "demoralized"));
  if (l && l.moraleBonus) rating.push(leaderBonus(ctx, l, cite("6.52")));
  const entrenched = ctx.rules.recovery.entrenched(b, p);
  if (entrenched || ctx.map.terrainAt(p.hex).includes("town")) rating.push(tableModifier(ctx, "entrenchment-or-town"));
  const check = rollAgainst(ctx, "recovery", `recovery:${p.id}`, rating);
  const { result, rule } = recoveryResult(ctx, p, check);
  ctx.emit({ type: "recovery-attempted", piece: p.id, leader, outcome: result, rule, ...check });
  applyResult(ctx, p, result, rule);
  // A leader who already helped (or recovered) this segment is under MOVED/FIRED already.
  const marked = [p.id, ...(l ? [l.id] : [])].filter((id) => (b.units.get(id) ?? b.leaders.get(id))?.movedFired === false);
  if (marked.length) ctx.emit({ type: "moved-fired", pieces: marked, rule: cite("14.4", "6.55") });
  const flees =
    before === "demoralized" &&
    result === "no-effect" &&
    (!entrenched ||
      ctx.decide({
        id: `flee-entrenched:${p.id}`,
        kind: "flee-entrenched",
        side: p.side,
        prompt: say("flee.entrenched", { piece: p.name }),
        options: [true, false],
        default: false,
        rule: cite("14.31 (entrenched)"),
      }));
  return { piece: p.id, leader, before, check, result, flees };
}
