import { refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { bridgeOn, BRIDGES_RULE } from "../bombard/aim";
import { numberOf } from "../numbers/read";
import { labelOf, valueOf } from "../state/lookups";
import { reveal } from "../view/reveal";
import { specialRoll } from "./roll";
import { say } from "./text";

/**
 * CI 7.x Demolish Bridges: an engineer beside a standing bridge (in one of its two hexes) "fires" and destroys it with
 * at least one hit, at +`woodBridgeEngineerF` F against a wooden bridge (C49, lost). It ends face-up.
 */
export function demolish(ctx: CiContext, id: string, c: Extract<CiCommand, { type: "special" }>): void {
  const b = ctx.state;
  refuseUnless(labelOf(b, id).class === "engineer", BRIDGES_RULE, say("ci.special.engineer"));
  const hex = b.blocks[id]!.hex!;
  const side = c.hexside;
  const bridge = side && (side[0] === hex || side[1] === hex) ? bridgeOn(ctx, side[0], side[1]) : null;
  refuseUnless(side !== undefined && bridge !== null, BRIDGES_RULE, say("ci.special.bridge-hexside", { block: c.unit }));
  const f = valueOf(b, id, "F") + (bridge === "bridge-wood" ? numberOf(b.numbers, "woodBridgeEngineerF") : 0);
  reveal(ctx, id, "special", BRIDGES_RULE);
  if (specialRoll(ctx, id, "demolish", f, { hexside: side }, BRIDGES_RULE)) ctx.emit({ type: "bridge-destroyed", hexside: side, rule: BRIDGES_RULE });
}
