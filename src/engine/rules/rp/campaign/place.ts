import { refuseUnless } from "../../../core/refusal";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { updateControl } from "../state/control";
import { placementHexes } from "./placing";
import { placeable, requireSegment, say } from "./steps";

/**
 * RP 11.12: the side whose turn it is places one of its recoveries or hex-placed reinforcements in a hex 11.12 b–d
 * allows (a side whose turn it is but that can place nothing lets the other place).
 */
export function campaignPlace(ctx: RpContext, cmd: Extract<RpCommand, { type: "campaign-place" }>): void {
  const c = requireSegment(ctx, "reinforcements");
  const placer = c.placer;
  refuseUnless(placer === cmd.side || (placer !== null && !placeable(ctx, placer)), "RP 11.12", say("rp.campaign.not-placer", { side: placer ?? "nobody" }));
  const p = c.toPlace.find((x) => x.unit === cmd.unit && x.side === cmd.side);
  refuseUnless(p !== undefined, "RP 11.12", say("rp.campaign.not-to-place", { unit: cmd.unit }));
  refuseUnless(placementHexes(ctx.state, ctx.map, p).includes(cmd.hex), "RP 11.12", say("rp.campaign.bad-hex", { unit: cmd.unit }));
  ctx.emit({ type: "campaign-placed", unit: cmd.unit, side: cmd.side, hex: cmd.hex, rule: "RP 11.12" });
  updateControl(ctx, [cmd.hex]);
}
