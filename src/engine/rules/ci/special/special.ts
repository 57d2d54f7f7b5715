import { refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { takeAction } from "../sequence/command";
import { labelOf } from "../state/lookups";
import { demolish } from "./demolish";
import { digFoxhole } from "./foxhole";
import { laySmoke } from "./smoke";
import { say } from "./text";
import { clearWire } from "./wire";

/**
 * CI 7.x Special Actions: a commanded unit takes one special action instead of rally, fire or move, and ends it
 * face-up. Bunkers take none (CI 2.x Bunker); minefields never act (CI 7.x Mines, the command gate).
 */
export function special(ctx: CiContext, c: Extract<CiCommand, { type: "special" }>): void {
  const id = takeAction(ctx, c.side, c.unit, "special");
  refuseUnless(labelOf(ctx.state, id).class !== "bunker", "CI 2.x Bunker", say("ci.special.bunker"));
  if (c.action === "foxhole") digFoxhole(ctx, id);
  else if (c.action === "smoke") laySmoke(ctx, id, c);
  else if (c.action === "demolish") demolish(ctx, id, c);
  else clearWire(ctx, id, c);
}
