import type { RatingCheck } from "../../../core/rating-check";
import type { TraceEntry } from "../../../core/trace";
import type { IaContext } from "../commands/context";
import { piece, type MoraleResult } from "../events";
import { leadersOfSideIn, unitsOfSideIn, type IaLeader, type IaUnit, type MoraleStatus } from "../state";
import { traced } from "../text";
import { forceUnload } from "../transport/forced-unload";
import { forceRemount } from "../cavalry/forced-remount";
import { leaderTypeOf } from "../activation/leads";
import { catastrophicRank, catastrophicRule, decapitates, decapitationRule } from "./decapitation";
import { chooseHelper } from "./leader-help";
import { baseMorale, failureResult, isLeader, leaderBonus, pieceStatus, rollAgainst, tableModifier } from "./morale-values";

/** One morale roll and what it did. */
export interface MoraleOutcome {
  readonly piece: string;
  /** A transport's cargo shares its roll (IA1 5.64). */
  readonly cargo: string | null;
  readonly cause: string;
  readonly before: MoraleStatus;
  /** The leader whose morale modifier was added (IA1 6.61), if any. */
  readonly leader: string | null;
  readonly check: RatingCheck;
  /** In the morale table's words: `no-effect` on a pass, else disrupted, demoralized, step-loss or eliminated. */
  readonly result: MoraleResult;
}

/**
 * IA1 14.1: a morale check for each piece, `level` added to the roll (M, M1, M2). Leaders roll first, most senior
 * first, and every result applies at once (14.12); a loaded transport rolls for itself and its cargo (5.64).
 * `cause` names the check in events and in the ids of the owner's leader choices, so it must differ between
 * checks of one command that could ask about the same piece.
 */
export function checkMorale(ctx: IaContext, pieces: readonly string[], level: 0 | 1 | 2, cause: string): MoraleOutcome[] {
  return checkAll(ctx, pieces, level, cause, null);
}

/** `fallen`: the leader whose loss calls for the check; his modifier is subtracted (6.73). */
function checkAll(ctx: IaContext, ids: readonly string[], level: 0 | 1 | 2, cause: string, fallen: IaLeader | null): MoraleOutcome[] {
  const b = ctx.state;
  // 5.64: cargo is checked by its transport's roll.
  const rollerOf = (p: IaUnit | IaLeader) => (!isLeader(p) && p.carriedBy ? p.carriedBy : p.id);
  const rollers = [...new Set(ids.map((id) => rollerOf(piece(b, id))))];
  const leaders = rollers.filter((id) => b.leaders.has(id)).sort((x, y) => b.leaders.get(y)!.rank - b.leaders.get(x)!.rank);
  const out: MoraleOutcome[] = [];
  for (const id of [...leaders, ...rollers.filter((id) => b.units.has(id))]) {
    const p = b.units.get(id) ?? b.leaders.get(id);
    if (p) out.push(checkOne(ctx, p, level, cause, fallen)); // else eliminated meanwhile (a catastrophic loss)
  }
  return out;
}

function checkOne(ctx: IaContext, p: IaUnit | IaLeader, level: 0 | 1 | 2, cause: string, fallen: IaLeader | null): MoraleOutcome {
  const before = p.status;
  const helper = chooseHelper(ctx, p, cause);
  const rating: TraceEntry[] = [baseMorale(ctx.state, p)];
  if (helper) rating.push(leaderBonus(helper, isLeader(p) ? "IA1 6.61, 6.64" : p.kind === "TRANSPORT" ? "IA1 5.64" : "IA1 6.61"));
  if (before === "demoralized") rating.push(tableModifier("demoralized"));
  if (fallen && fallen.moraleBonus) rating.push(traced("ia.morale.catastrophic-loss", -fallen.moraleBonus, { leader: fallen.name }, catastrophicRule(ctx.state)));
  const mods: TraceEntry[] = level ? [traced(`ia.morale.m${level}`, level, { level }, "IA1 14.1", "trace.morale-level")] : [];
  const check = rollAgainst(ctx, "check", `morale:${p.id}`, rating, mods);
  const { result, rule } = check.passed ? { result: "no-effect" as const, rule: "IA1 14.1" } : failureResult(before, check.margin, isLeader(p));
  const cargo = isLeader(p) ? null : p.carrying;
  ctx.emit({ type: "morale-checked", piece: p.id, cargo, cause, leader: helper?.id ?? null, outcome: result, rule, ...check });
  applyResult(ctx, p, result, rule);
  return { piece: p.id, cargo, cause, before, leader: helper?.id ?? null, check, result };
}

/** Carries out a morale-table result; a transport's cargo takes the same status (IA1 5.64) and, if it is not good order, unloads (5.65). */
export function applyResult(ctx: IaContext, p: IaUnit | IaLeader, result: MoraleResult, rule: string): void {
  if (result === "no-effect") return;
  if (result === "step-loss") return ctx.emit({ type: "steps-lost", unit: p.id, steps: 1, rule });
  // The table eliminates only by compound demoralization (14.11) or desertion (14.44).
  if (result === "eliminated") return isLeader(p) ? eliminateLeader(ctx, p.id, rule, true) : ctx.emit({ type: "eliminated", piece: p.id, rule });
  const status = pieceStatus(result);
  const cargo = isLeader(p) ? null : p.carrying;
  if (p.status !== status) ctx.emit({ type: "status-changed", piece: p.id, status, rule });
  if (status === "demoralized" && !isLeader(p)) forceRemount(ctx, p.id);
  if (cargo && ctx.state.units.get(cargo)!.status !== status) ctx.emit({ type: "status-changed", piece: cargo, status, rule: "IA1 5.64" });
  if (cargo && status !== "good") forceUnload(ctx, p.id);
}

/**
 * A leader is eliminated. IA1 6.72 (IA2 6.73): if he is his side's highest-ranking leader, the side is decapitated
 * for 2 turns (4 when `doubled`: by 14.11 or 14.44). 6.73 (IA2 6.74): a catastrophic rank makes the friendly units
 * and leaders of his type (horse artillery counts as cavalry, IA2 6.11) stacked with or adjacent to him check morale
 * at once (M; ruling), less his morale modifier.
 */
export function eliminateLeader(ctx: IaContext, id: string, rule: string, doubled: boolean): void {
  const b = ctx.state;
  const l = b.leaders.get(id)!;
  const top = decapitates(b, l);
  ctx.emit({ type: "eliminated", piece: id, rule });
  if (top) ctx.emit({ type: "decapitated", side: l.side, leader: id, leaderType: l.leaderType, turn: b.turn, turns: doubled ? 4 : 2, rule: decapitationRule(b) });
  if (!catastrophicRank(b, l) || l.hex === null) return;
  const near = ctx.map.around(l.hex);
  const ofHisType = [
    ...leadersOfSideIn(b, near, l.side).filter((o) => o.leaderType === l.leaderType),
    ...unitsOfSideIn(b, near, l.side).filter((u) => leaderTypeOf(u) === l.leaderType),
  ];
  checkAll(ctx, ofHisType.map((p) => p.id), 0, `catastrophic-loss:${id}`, l);
}
