import { refuseUnless } from "../../../core/refusal";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { casualties, recoveryLimits, recoveryType } from "./casualties";
import { requireSegment, say } from "./steps";

/**
 * RP 11.531–11.534: a side flips any of its units on the map to the face it wants, and takes back up to half of each
 * type on its casualty list, rounded up (a decision per casualty, "yes" by default while the type has room). When both
 * sides have recovered, the rest of the list is removed for the campaign (11.533); then positions are improved (11.54).
 */
export function recover(ctx: RpContext, cmd: Extract<RpCommand, { type: "recover" }>): void {
  requireSegment(ctx, "recover", cmd.side);
  const b = ctx.state;
  for (const { unit } of cmd.flip ?? []) {
    const u = b.units[unit];
    refuseUnless(u !== undefined && u.side === cmd.side && u.status === "on-map", "RP 11.534", say("rp.campaign.not-yours", { unit }));
  }
  for (const { unit, face } of cmd.flip ?? []) if (ctx.state.units[unit]!.face !== face) ctx.emit({ type: "unit-flipped", unit, face, spent: false, rule: "RP 11.534" });
  const list = casualties(b, cmd.side);
  const left = recoveryLimits(b, list);
  const units: string[] = [];
  for (const id of list) {
    const u = b.units[id]!;
    const type = recoveryType(u);
    const room = left.get(type)!;
    if (room === 0) continue;
    const yes = ctx.decide<boolean>({
      id: `rp-recover:${id}`,
      kind: "rp-recover",
      side: cmd.side,
      prompt: say("rp.campaign.recover", { unit: u.name, type, left: room }),
      options: [true, false],
      default: true,
      rule: "RP 11.532",
    });
    if (!yes) continue;
    units.push(id);
    left.set(type, room - 1);
  }
  ctx.emit({ type: "campaign-recovered", side: cmd.side, units, rule: "RP 11.532" });
  const c = ctx.state.campaign!;
  if (c.done.length < 2) return;
  const rest = [c.attacker, c.defender].flatMap((s) => casualties(ctx.state, s));
  if (rest.length) ctx.emit({ type: "casualties-removed", units: rest, rule: "RP 11.533" });
  ctx.emit({ type: "campaign-segment-began", segment: "improve", rule: "RP 11.54" });
}
