import type { RpContext } from "../context";
import { fireForEffect } from "./ffe";
import { groupSignal } from "./signal-number";

/**
 * RP 6.02, 7.23: a command other than cancel OMA first rolls signal success for each of the side's primed groups: 2d6 at
 * most the signal success number fires for effect (RP 7.241), else the cross hair stays for the next command.
 */
export function primedSignals(ctx: RpContext, side: string): void {
  const primed = Object.keys(ctx.state.oma)
    .filter((id) => ctx.state.oma[id]!.side === side && ctx.state.oma[id]!.crossHair?.primed)
    .sort();
  for (const group of primed) {
    const signal = groupSignal(ctx.state, ctx.map, ctx.state.oma[group]!);
    const roll = ctx.roll(2, 6, "rp.oma.signal");
    const success = roll.total <= signal;
    ctx.emit({ type: "signal-rolled", group, purpose: "fire", roll, signal, success, accidental: false, rule: "RP 7.23" });
    if (success) fireForEffect(ctx, group, "RP 7.241");
  }
}
