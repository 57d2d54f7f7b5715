import type { CiContext } from "../context";
import { hitsOf, rollD10s } from "../dice";
import type { z } from "zod";
import type { FiringSpecial } from "../events/support-events";
import type { HexsidePair } from "../state/markers";

/**
 * CI 7.x Special Actions: the face-up unit "fires" (a d10 a step at `f`, CI 6.x Firepower) and succeeds with at least
 * one hit. Returns whether it did.
 */
export function specialRoll(
  ctx: CiContext,
  id: string,
  action: z.output<typeof FiringSpecial>,
  f: number,
  at: { readonly hex?: number; readonly hexside?: HexsidePair; readonly spotter?: string | null },
  rule: string,
): boolean {
  const dice = rollD10s(ctx, ctx.state.blocks[id]!.strength, action);
  const hits = hitsOf(dice, f);
  ctx.emit({ type: "special-rolled", block: id, action, hex: at.hex ?? null, hexside: at.hexside ?? null, spotter: at.spotter ?? null, dice, f, hits, rule });
  return hits >= 1;
}
