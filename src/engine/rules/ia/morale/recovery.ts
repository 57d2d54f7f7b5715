import type { RatingCheck } from "../../../core/rating-check";
import { refuseUnless } from "../../../core/refusal";
import type { TraceEntry } from "../../../core/trace";
import type { IaContext } from "../commands/context";
import type { MoraleResult } from "../events";
import type { IaLeader, IaUnit, MoraleStatus } from "../state";
import { say } from "../text";
import { underEntrenchment } from "../fieldworks/occupation";
import { helpsItsType } from "./leader-help";
import { applyResult } from "../../series/morale/morale-check";
import { leaderBonus, recoveryResult, rollAgainst, tableModifier } from "../../series/morale/morale-values";

/** One recovery attempt and what it did. */
export interface RecoveryOutcome {
  readonly piece: string;
  readonly leader: string | null;
  readonly before: MoraleStatus;
  readonly check: RatingCheck;
  /** `good-order` or `disrupted` on a recovery, `eliminated` for a deserting leader (14.44), else `no-effect`. */
  readonly result: MoraleResult;
  /**
   * A demoralized piece that failed: the caller makes it flee (14.3, 14.31); under an entrenchment marker only if
   * its owner chose to (16.33).
   */
  readonly flees: boolean;
}

/**
 * IA1 14.4–14.45: a disrupted or demoralized piece tries to recover, helped by the activating leader `leader`
 * (6.62; the caller has checked the activation, 6.3). 2d6 below modified morale recovers one level; an
 * unmodified 2 restores a demoralized piece to good order (14.43); an unmodified 12 makes a demoralized leader
 * desert (14.44). The piece and the leader are marked MOVED/FIRED whatever the result (14.4, 6.65). A demoralized
 * unit or leader under an entrenchment marker that fails need not flee: its owner decides (default: it stays; 16.33).
 * Roll for leaders first, most senior first (14.12): the caller's order.
 */
export function attemptRecovery(ctx: IaContext, piece: string, leader: string | null): RecoveryOutcome {
  const b = ctx.state;
  const p: IaUnit | IaLeader | undefined = b.units.get(piece) ?? b.leaders.get(piece);
  refuseUnless(p !== undefined && p.hex !== null, "IA1 14.4", say("recovery.no-piece", { id: piece }));
  refuseUnless(p.status !== "good", "IA1 14.4", say("recovery.good-order", { piece: p.name }));
  const l = leader === null ? null : b.leaders.get(leader);
  // IA1 6.62: the leader helps units he activated; reaching them is the activation's business (3.12, 3.2).
  refuseUnless(l !== undefined && (l === null || helpsItsType(l, p)), "IA1 6.62, 6.64", say("recovery.leader-cannot-help", { id: String(leader), piece: p.name }));
  refuseUnless(l === null || l.status !== "demoralized", "IA1 6.61, 14.3", say("recovery.leader-demoralized", { leader: String(l?.name) }));
  const before = p.status;
  const rating: TraceEntry[] = [ctx.rules.morale.baseMorale(b, p)];
  if (before === "demoralized") rating.push(tableModifier(ctx, "demoralized"));
  if (l && l.moraleBonus) rating.push(leaderBonus(ctx, l, "IA1 6.62"));
  // IA1 14.45, 16.33: units and leaders under an entrenchment marker.
  const entrenched = underEntrenchment(b, p);
  if (entrenched || ctx.map.terrainAt(p.hex).includes("town")) rating.push(tableModifier(ctx, "entrenchment-or-town"));
  const check = rollAgainst(ctx, "recovery", `recovery:${p.id}`, rating);
  const { result, rule } = recoveryResult(ctx, p, check);
  ctx.emit({ type: "recovery-attempted", piece: p.id, leader, outcome: result, rule, ...check });
  applyResult(ctx, p, result, rule);
  // A leader who already helped (or recovered) this segment is under MOVED/FIRED already.
  const marked = [p.id, ...(l ? [l.id] : [])].filter((id) => (b.units.get(id) ?? b.leaders.get(id))?.movedFired === false);
  if (marked.length) ctx.emit({ type: "moved-fired", pieces: marked, rule: "IA1 14.4, 6.65" });
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
        rule: "IA1 16.33",
      }));
  return { piece: p.id, leader, before, check, result, flees };
}
