import type { RatingCheck } from "../../../core/rating-check";
import type { TraceEntry } from "../../../core/trace";
import type { SeriesContext } from "../context";
import type { MoraleResult, ReducedBattle } from "../events/types";
import { piece } from "../events/piece-events";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { MoraleStatus } from "../state/pieces";
import { highestRanking } from "./decapitation";
import { chooseHelper } from "./leader-help";
import { failureResult, isLeader, leaderBonus, pieceStatus, rollAgainst, tableModifier } from "./morale-values";

type Piece<B extends ReducedBattle> = UnitOf<B> | LeaderOf<B>;

/** One morale roll and what it did. */
export interface MoraleOutcome {
  readonly piece: string;
  /** A transport's cargo shares its roll (5.65). */
  readonly cargo: string | null;
  readonly cause: string;
  readonly before: MoraleStatus;
  /** The leader whose morale modifier was added (6.51), if any. */
  readonly leader: string | null;
  readonly check: RatingCheck;
  /** In the morale table's words: `no-effect` on a pass, else disrupted, demoralized, step-loss or eliminated. */
  readonly result: MoraleResult;
}

/**
 * 14.1: a morale check for each piece, `level` added to the roll (M, M1, M2). Leaders roll first, most senior first,
 * and every result applies at once (14.12); a loaded transport rolls for itself and its cargo (5.65). `cause` names
 * the check in events and in the ids of the owner's leader choices, so it must differ between checks of one command
 * that could ask about the same piece.
 */
export function checkMorale<B extends ReducedBattle>(ctx: SeriesContext<B>, pieces: readonly string[], level: 0 | 1 | 2, cause: string): MoraleOutcome[] {
  return checkAll(ctx, pieces, level, cause, null);
}

/** `fallen`: the leader whose loss calls for the check; his modifier is subtracted (6.73). */
function checkAll<B extends ReducedBattle>(ctx: SeriesContext<B>, ids: readonly string[], level: 0 | 1 | 2, cause: string, fallen: LeaderOf<B> | null): MoraleOutcome[] {
  const b = ctx.state;
  // 5.65: cargo is checked by its transport's roll.
  const rollerOf = (p: Piece<B>) => (!isLeader(p) && p.carriedBy ? p.carriedBy : p.id);
  const rollers = [...new Set(ids.map((id) => rollerOf(piece(b, id) as Piece<B>)))];
  const leaders = rollers.filter((id) => b.leaders.has(id)).sort((x, y) => b.leaders.get(y)!.rank - b.leaders.get(x)!.rank);
  const out: MoraleOutcome[] = [];
  for (const id of [...leaders, ...rollers.filter((id) => b.units.has(id))]) {
    const p = (b.units.get(id) ?? b.leaders.get(id)) as Piece<B> | undefined;
    if (p) out.push(checkOne(ctx, p, level, cause, fallen)); // else eliminated meanwhile (a catastrophic loss)
  }
  return out;
}

function checkOne<B extends ReducedBattle>(ctx: SeriesContext<B>, p: Piece<B>, level: 0 | 1 | 2, cause: string, fallen: LeaderOf<B> | null): MoraleOutcome {
  const { cite, morale } = ctx.rules;
  const before = p.status;
  const helper = chooseHelper(ctx, p, cause);
  const rating: TraceEntry[] = [morale.baseMorale(ctx.state, p)];
  if (helper) rating.push(leaderBonus(ctx, helper, isLeader(p) ? cite("6.51", "6.54") : ctx.rules.movement.isCombatUnit(p) ? cite("6.51") : cite("5.65")));
  if (before === "demoralized") rating.push(tableModifier(ctx, "demoralized"));
  if (fallen && fallen.moraleBonus) rating.push(morale.trace("catastrophic-loss", -fallen.moraleBonus, { leader: fallen.name }, cite("6.73")));
  const mods: TraceEntry[] = level ? [morale.trace(`m${level}`, level, { level }, cite("14.1"), "trace.morale-level")] : [];
  const check = rollAgainst(ctx, "check", `morale:${p.id}`, rating, mods);
  const { result, rule } = check.passed ? { result: "no-effect" as const, rule: cite("14.1") } : failureResult(ctx, before, check.margin, isLeader(p));
  const cargo = isLeader(p) ? null : p.carrying;
  ctx.emit({ type: "morale-checked", piece: p.id, cargo, cause, leader: helper?.id ?? null, outcome: result, rule, ...check });
  applyResult(ctx, p, result, rule);
  return { piece: p.id, cargo, cause, before, leader: helper?.id ?? null, check, result };
}

/** Carries out a morale-table result; what follows a new status is the game's (5.65, 5.66: cargo takes it and unloads). */
export function applyResult<B extends ReducedBattle>(ctx: SeriesContext<B>, p: Piece<B>, result: MoraleResult, rule: string): void {
  if (result === "no-effect") return;
  if (result === "step-loss") return ctx.emit({ type: "steps-lost", unit: p.id, steps: 1, rule });
  // The table eliminates only by compound demoralization (14.11) or desertion (14.44).
  if (result === "eliminated") return isLeader(p) ? eliminateLeader(ctx, p.id, rule, true) : ctx.emit({ type: "eliminated", piece: p.id, rule });
  const status = pieceStatus(result);
  if (p.status !== status) ctx.emit({ type: "status-changed", piece: p.id, status, rule });
  ctx.rules.morale.statusChanged(ctx, p, status);
}

/**
 * A leader is eliminated. 6.72: if he is his side's highest-ranking leader, the game records what follows
 * (`morale.decapitated`; `doubled` by 14.11 or 14.44). 6.73: a catastrophic loss makes the pieces the game names check
 * morale at once (M; ruling A36), less his morale modifier.
 */
export function eliminateLeader<B extends ReducedBattle>(ctx: SeriesContext<B>, id: string, rule: string, doubled: boolean): void {
  const l = ctx.state.leaders.get(id) as LeaderOf<B>;
  const top = highestRanking(ctx.state, l);
  ctx.emit({ type: "eliminated", piece: id, rule });
  if (top) ctx.rules.morale.decapitated(ctx, l, doubled);
  const stricken = ctx.rules.morale.catastrophic(ctx, l);
  if (stricken.length) checkAll(ctx, stricken, 0, `catastrophic-loss:${id}`, l);
}
