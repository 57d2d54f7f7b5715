import type { CiContext } from "../context";
import { stackLimit } from "../movement/stacking";
import { blocksAt, occupiedHexes } from "../state/where";
import { eliminate } from "./eliminate";
import { say } from "./text";

const STACKING = "CI 8.x Stacking Limits";

/**
 * CI 8.x Stacking Limits, at the end of an HQ activation: a side's blocks over the limit of their hex are eliminated,
 * one at a time, its owner choosing which (ruling R4: they count VP). Each side has the hex's full limit (an assault
 * hex holds both).
 */
export function eliminateOverstacked(ctx: CiContext): void {
  const b = ctx.state;
  for (const hex of [...occupiedHexes(b)].sort((x, y) => x - y)) {
    for (const { id: side } of b.sides) {
      for (let n = 0; ; n++) {
        const mine = blocksAt(b, hex).filter((id) => b.blocks[id]!.side === side);
        const over = mine.length - stackLimit(b, ctx.map, hex);
        if (over <= 0) break;
        const options = [...mine].sort();
        const weakest = options.reduce((w, id) => (b.blocks[id]!.strength < b.blocks[w]!.strength ? id : w));
        const id = ctx.decide<string>({ id: `ci-overstack:${hex}:${side}:${n}`, kind: "ci-overstack", side, prompt: say("ci.overstack", { count: over }), options, default: weakest, rule: STACKING });
        eliminate(ctx, id, STACKING);
      }
    }
  }
}
