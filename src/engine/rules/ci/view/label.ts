import type { z } from "zod";
import type { WordsJson } from "../../../core/private-layer";
import type { CiBattle } from "../state";
import { labelOf } from "../state/lookups";
import { maxStrengthOf } from "../state/strength";

/** A block's label as its owner reads it: company and platoon, its name, and its steps ("B-2 Rifle Squad 3/4"). */
export function blockLabelWords(b: CiBattle, id: string): z.output<typeof WordsJson> {
  const k = b.blocks[id]!;
  const unit = [k.company ?? k.attachedTo, k.platoon].filter((x) => x !== null).join("-");
  const max = maxStrengthOf(b, id);
  const steps = max === null ? `${k.strength}` : `${k.strength}/${max}`;
  return { text: [unit, labelOf(b, id).name, steps].filter(Boolean).join(" ") };
}

/**
 * CI 1.x Blocks: "each step lost rotates the block 90° counter-clockwise", so its current strength is on the top edge:
 * the turn in degrees clockwise (0 at full strength).
 */
export function strengthTurn(b: CiBattle, id: string): number {
  const max = maxStrengthOf(b, id);
  const lost = max === null ? 0 : Math.max(0, max - b.blocks[id]!.strength);
  return (360 - ((lost * 90) % 360)) % 360;
}
