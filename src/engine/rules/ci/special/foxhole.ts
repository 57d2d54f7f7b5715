import { refuseUnless } from "../../../core/refusal";
import type { CiContext } from "../context";
import { hexTerrainOf } from "../map/hexside-terrain";
import { reveal } from "../view/reveal";
import { say } from "./text";

export const FOXHOLE_RULE = "CI 7.x Foxholes";
/** CI 7.x Foxholes: "only in Clear terrain" (beach is treated the same as clear, CI 3.x Terrain Types). */
const DIGGABLE: ReadonlySet<string> = new Set(["clear", "beach"]);

/** CI 7.x Foxholes: any commanded unit (even a tank or gun) digs a permanent foxhole in its clear hex; it ends face-up. */
export function digFoxhole(ctx: CiContext, id: string): void {
  const hex = ctx.state.blocks[id]!.hex!;
  const m = ctx.state.markers;
  refuseUnless(DIGGABLE.has(hexTerrainOf(ctx.map, hex)), FOXHOLE_RULE, say("ci.special.foxhole-terrain"));
  refuseUnless(!m.foxholes.includes(hex), FOXHOLE_RULE, say("ci.special.foxhole-there"));
  refuseUnless(!m.wire.includes(hex), "CI 7.x Barbed Wire", say("ci.special.wire-hex"));
  reveal(ctx, id, "special", FOXHOLE_RULE);
  ctx.emit({ type: "foxhole-dug", block: id, hex, rule: FOXHOLE_RULE });
}
