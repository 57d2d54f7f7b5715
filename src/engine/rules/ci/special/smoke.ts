import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex/axial";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { requireRange, seenOrSpotted } from "../bombard/aim";
import { companyOf, labelOf, valueOf } from "../state/lookups";
import { reveal } from "../view/reveal";
import { specialRoll } from "./roll";
import { say } from "./text";

export const SMOKE_RULE = "CI 7.x Smoke";

/**
 * CI 7.x Smoke: an engineer lays smoke in one adjacent hex, a mortar in a hex it could bombard (in range, seen or
 * spotted, CI 6.x Spotting), by "firing" and scoring at least one hit; the smoke lasts the Game Turn. It ends face-up.
 */
export function laySmoke(ctx: CiContext, id: string, c: Extract<CiCommand, { type: "special" }>): void {
  const b = ctx.state;
  const k = b.blocks[id]!;
  const cls = labelOf(b, id).class;
  refuseUnless(cls === "engineer" || cls === "mortar", SMOKE_RULE, say("ci.special.smoke-who"));
  refuseUnless(c.hex !== undefined, SMOKE_RULE, say("ci.special.smoke-hex"));
  const hex = c.hex;
  let spotter: string | null = null;
  if (cls === "engineer") refuseUnless(distance(ctx.map.hexAt(k.hex!), ctx.map.hexAt(hex)) === 1, SMOKE_RULE, say("ci.special.smoke-adjacent"));
  else {
    requireRange(ctx, c.unit, k.hex!, valueOf(b, id, "range"), hex);
    spotter = seenOrSpotted(ctx, c.side, companyOf(k), k.hex!, hex, c.spotter).spotter;
  }
  reveal(ctx, id, "special", SMOKE_RULE);
  if (specialRoll(ctx, id, "smoke", valueOf(b, id, "F"), { hex, spotter }, SMOKE_RULE)) ctx.emit({ type: "smoke-laid", hex, rule: SMOKE_RULE });
}
