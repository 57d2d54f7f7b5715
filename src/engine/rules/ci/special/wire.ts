import { refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { numberOf } from "../numbers/read";
import { labelOf, valueOf } from "../state/lookups";
import { reveal } from "../view/reveal";
import { specialRoll } from "./roll";
import { say } from "./text";

export const WIRE_RULE = "CI 7.x Barbed Wire";

/**
 * CI 7.x Barbed Wire: the unit in a wire hex "fires" and removes the wire with at least one hit; an engineer at F
 * `engineerWireF` (C56, lost). It acts the Game Turn after it entered: the one it entered in, it has acted. It ends
 * face-up.
 */
export function clearWire(ctx: CiContext, id: string, c: Extract<CiCommand, { type: "special" }>): void {
  const b = ctx.state;
  const hex = b.blocks[id]!.hex!;
  refuseUnless(b.markers.wire.includes(hex), WIRE_RULE, say("ci.special.no-wire", { block: c.unit }));
  const f = labelOf(b, id).class === "engineer" ? numberOf(b.numbers, "engineerWireF") : valueOf(b, id, "F");
  reveal(ctx, id, "special", WIRE_RULE);
  if (specialRoll(ctx, id, "clear-wire", f, { hex }, WIRE_RULE)) ctx.emit({ type: "wire-cleared", hex, rule: WIRE_RULE });
}
