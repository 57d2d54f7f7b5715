import type { RpContext } from "../context";
import { advance, firing, strike } from "./barrage";

/** RP 7.222, 7.223: as the turn marker enters a turn, groups whose hourglass stands there (or before) are primed. */
export function primeAtTurnStart(ctx: RpContext): void {
  for (const [group, g] of Object.entries(ctx.state.oma)) {
    if (g.crossHair !== null && !g.crossHair.primed && g.crossHair.hourglass <= ctx.state.turn) ctx.emit({ type: "oma-primed", group, rule: "RP 7.222" });
  }
}

/**
 * RP 7.42, 7.45: at the start of couplet 1 each barrage detonates on its line; at the start of couplet 2 it advances one
 * line, then detonates; from couplet 3 on it stays, striking only units that enter (oma/entering.ts).
 */
export function barrageAtCoupletStart(ctx: RpContext, couplet: number): void {
  if (couplet > 2) return;
  for (const i of firing(ctx.state)) if (couplet === 1 || advance(ctx, i, "RP 7.42")) strike(ctx, i);
}

/** RP 7.44 (ruling R12): a turn of fewer than two couplets advances each barrage one line, with no effect, after its last. */
export function barrageAfterShortTurn(ctx: RpContext): void {
  for (const i of firing(ctx.state)) advance(ctx, i, "RP 7.44");
}
