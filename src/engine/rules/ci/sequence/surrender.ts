import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { otherSide } from "../state/lookups";
import { refuseUnless } from "../../../core/refusal";
import { coreSay } from "../core-text";

type Surrender = Extract<CiCommand, { type: "surrender" }>;

/** CI 10.x Victory: "A player may surrender at any time": the other side wins. */
export function surrender(ctx: CiContext, c: Surrender): void {
  refuseUnless(ctx.state.phase !== "ended", "CI 10.x Victory", coreSay("ci.battle-over"));
  ctx.emit({ type: "surrendered", side: c.side, rule: "CI 10.x Victory" });
  ctx.emit({ type: "battle-ended", winner: otherSide(ctx.state, c.side), vp: { ...ctx.state.vp }, rule: "CI 10.x Victory" });
}
