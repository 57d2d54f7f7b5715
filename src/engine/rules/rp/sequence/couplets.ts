import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { barrageAfterShortTurn, barrageAtCoupletStart } from "../oma/turn-track";
import { endMoves, requireActor } from "./acting";
import { administer } from "./administration";
import { SEQUENCE_TEXT } from "./sequence-text";

const say = sayer(SEQUENCE_TEXT);

/**
 * RP 5.23, 5.24, 7.42, 7.44: what follows a half of a couplet (or the dice, for couplet 1): the creeping barrage strikes
 * as a couplet begins; once none is left, a turn of fewer than two couplets advances the barrage, and play passes to
 * the administration phase.
 */
export function coupletFlow(ctx: RpContext): void {
  const c = ctx.state.couplets!;
  if (c.left === 0) {
    if (c.total < 2) barrageAfterShortTurn(ctx);
    administer(ctx);
  } else if (c.half === 1) barrageAtCoupletStart(ctx, c.total - c.left + 1);
}

/** RP 5.21, 5.23: the actor's half of the couplet ends (he commanded, or passed). */
export function endHalf(ctx: RpContext, side: string, passed: boolean): void {
  ctx.emit({ type: "half-ended", side, passed });
  coupletFlow(ctx);
}

/** RP 5.21: the actor passes on his command. */
export function pass(ctx: RpContext, c: Extract<RpCommand, { type: "pass" }>): void {
  requireActor(ctx, c.side);
  refuseUnless(ctx.state.activation === null, "RP 5.21", say("rp.sequence.command-open"));
  endHalf(ctx, c.side, true);
}

/** The actor ends his command: moves in progress end (RP 6.65), the units that acted are spent (RP 6.05), the half ends. */
export function endCommand(ctx: RpContext, c: Extract<RpCommand, { type: "end-command" }>): void {
  requireActor(ctx, c.side);
  refuseUnless(ctx.state.activation?.side === c.side, "RP 5.21", say("rp.sequence.no-command"));
  endMoves(ctx);
  for (const id of ctx.state.activation!.acted) {
    const u = ctx.state.units[id]!;
    if (u.status === "on-map" && !u.spent) ctx.emit({ type: "unit-spent", unit: id, rule: "RP 6.05" });
  }
  endHalf(ctx, c.side, false);
}
