import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { endHalf } from "../sequence/couplets";
import { requireGroup } from "./call";
import { fireForEffect } from "./ffe";
import { groupSignal } from "./signal-number";
import { OMA_TEXT } from "./text";

const say = sayer(OMA_TEXT);

/**
 * RP 6.2, 7.224, 7.23: a command trying to cancel a primed, ready group (no other group rolls, RP 6.02): 2d6 at most its
 * signal success cancels it (cross hair and hourglass removed, the group spent: ruling R18); more does nothing and
 * spends nothing, unless 11 or more: an accidental fire for effect, which spends the group.
 */
export function cancelOma(ctx: RpContext, c: Extract<RpCommand, { type: "cancel-oma" }>): void {
  const g = requireGroup(ctx, c.side, c.group, "RP 6.2");
  refuseUnless(g.crossHair?.primed === true, "RP 7.224", say("rp.oma.not-primed", { group: g.name }));
  ctx.emit({ type: "activated", side: c.side, config: "oma", units: [c.group], rule: "RP 6.2" });
  const signal = groupSignal(ctx.state, ctx.map, g);
  const roll = ctx.roll(2, 6, "rp.oma.cancel");
  const success = roll.total <= signal;
  const accidental = !success && roll.total >= 11;
  ctx.emit({ type: "signal-rolled", group: c.group, purpose: "cancel", roll, signal, success, accidental, rule: "RP 7.23" });
  if (success) ctx.emit({ type: "oma-cancelled", group: c.group, rule: "RP 7.224" });
  if (accidental) fireForEffect(ctx, c.group, "RP 7.23");
  if (success || accidental) ctx.emit({ type: "oma-spent", group: c.group, rule: "RP 6.2" });
  endHalf(ctx, c.side, false);
}
