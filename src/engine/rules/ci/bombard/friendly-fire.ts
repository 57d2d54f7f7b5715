import type { CiContext } from "../context";
import { D10 } from "../dice";
import { doubleDefense } from "../fire/double-defense";
import { takeHits } from "../fire/hits";
import { adjacentOnMap } from "../movement/control";
import { labelOf } from "../state/lookups";
import { blocksAt } from "../state/where";
import { say } from "./text";

export const FRIENDLY_FIRE_RULE = "CI 6.x Friendly Fire";
/** CI 6.x Friendly Fire: each 0 (10) rolled is one friendly hit; an air strike's two ("double hits", L). */
export const FRIENDLY_HITS_PER_ZERO = 1;
export const AIR_FRIENDLY_HITS_PER_ZERO = 2;

/** CI 6.x Friendly Fire: the friendly hits a bombardment's dice give. */
export const friendlyHitsOf = (dice: readonly number[], air: boolean): number =>
  dice.filter((d) => d === D10).length * (air ? AIR_FRIENDLY_HITS_PER_ZERO : FRIENDLY_HITS_PER_ZERO);

/**
 * CI 6.x Friendly Fire, ruling R10: `hits` on the bombarding side's units adjacent to the target hex, one at a time, all
 * applied while any unit can take one; the active player chooses (`ci-friendly-fire`) among the strongest, a half-hit
 * holder first (ruling R5). Armor class is ignored, bunkers included; each hit is a bombardment hit, 2D by the unit's
 * own hex against bombardment. A minefield takes none outside assaults (CI 7.x Mines): a hit only a minefield could take
 * is wasted. Asked whenever 2 or more of its blocks stand there, minefields counted (a public fact), so the other side,
 * told it waits, learns nothing of what they are.
 */
export function friendlyFire(ctx: CiContext, side: string, hex: number, hits: number): void {
  const around = new Set(adjacentOnMap(ctx.map, hex));
  for (let n = 1; n <= hits; n++) {
    const b = ctx.state;
    // Every block of the side there counts (a hidden minefield too: which blocks can take a hit is not public).
    const there = [...around].flatMap((h) => blocksAt(b, h)).filter((id) => b.blocks[id]!.side === side).sort();
    if (!there.length) return;
    const takers = there.filter((id) => labelOf(b, id).class !== "minefield");
    const pool = takers.length ? takers : there;
    const halves = pool.filter((id) => b.blocks[id]!.halfHit);
    const top = Math.max(...pool.map((id) => b.blocks[id]!.strength));
    const options = halves.length ? halves : pool.filter((id) => b.blocks[id]!.strength === top);
    const id =
      there.length < 2
        ? there[0]!
        : ctx.decide({ id: `ci-friendly-fire:${hex}:${n}`, kind: "ci-friendly-fire", side, prompt: say("ci.friendly-fire.prompt", { n, hits }), options, default: options[0]!, rule: FRIENDLY_FIRE_RULE });
    // A hit only a minefield could take is wasted, told as any hit on its hex is (the other side sees hits on a hex).
    if (labelOf(b, id).class === "minefield") ctx.emit({ type: "hex-hits", hex: b.blocks[id]!.hex!, hits: 1, rule: FRIENDLY_FIRE_RULE });
    else takeHits(ctx, id, 1, { twoD: doubleDefense(ctx, b.blocks[id]!.hex!, "friendly"), rule: FRIENDLY_FIRE_RULE });
  }
}
