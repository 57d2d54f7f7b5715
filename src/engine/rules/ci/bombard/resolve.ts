import type { CiContext } from "../context";
import { hitsOf, rollD10s } from "../dice";
import { allocateHits } from "../fire/casualties";
import { doubleDefense } from "../fire/double-defense";
import { takeHits } from "../fire/hits";
import { revealMines } from "../fire/mines";
import { numberOf } from "../numbers/read";
import { otherSide } from "../state/lookups";
import { BRIDGES_RULE, type Aim } from "./aim";
import { friendlyFire, friendlyHitsOf } from "./friendly-fire";

/** A bombardment about to be rolled: who fires (a face-up unit, or an off-map block), at what, with what. */
export interface Bombardment {
  readonly side: string;
  readonly firer: string;
  readonly aim: Aim;
  readonly spotter: string | null;
  readonly dice: number;
  /** Its net F (CI 6.x Armor Class; half for a bridge, CI 7.x Demolish Bridges). */
  readonly f: number;
  /** CI 2.x Air Support: each 0 is two friendly hits. */
  readonly air: boolean;
  /** CI 2.x Artillery / Air Support: armor class is 0: face-up tanks take hits of the hex. */
  readonly ignoreArmor: boolean;
  readonly rule: string;
}

/**
 * CI 6.x Bombardment: one d10 per die, each at or under `f` a hit (CI 10.x Hit Limits when chosen). A bridge falls to
 * one hit (CI 7.x Demolish Bridges); else a hidden minefield in the hex is revealed and takes none (CI 7.x Mines), a
 * targeted unit takes them all, or they are spread over the hex (CI 5.x Casualties) with bombardment's 2D (CI 6.x
 * Treebursts: none into woods). Then each 0 is a friendly hit on units adjacent to the target hex (CI 6.x Friendly Fire).
 */
export function resolveBombardment(ctx: CiContext, o: Bombardment): void {
  const b = ctx.state;
  const dice = rollD10s(ctx, o.dice, "bombard");
  const rolled = hitsOf(dice, o.f);
  const hits = b.options.hitLimits ? Math.min(rolled, numberOf(b.numbers, "hitLimit")) : rolled;
  const friendly = friendlyHitsOf(dice, o.air);
  const { hex, target, hexside } = o.aim;
  ctx.emit({ type: "bombarded", block: o.firer, hex, target, hexside, spotter: o.spotter, dice, f: o.f, hits, friendly, rule: o.rule });
  if (hexside) {
    if (hits >= 1) ctx.emit({ type: "bridge-destroyed", hexside, rule: BRIDGES_RULE });
  } else {
    const mines = revealMines(ctx, hex);
    if (target !== null) takeHits(ctx, target, hits, { twoD: doubleDefense(ctx, hex, "bombard"), rule: o.rule });
    else allocateHits(ctx, hex, hits, { mode: "bombard", side: otherSide(b, o.side), rule: o.rule, exclude: mines, ignoreArmor: o.ignoreArmor });
  }
  friendlyFire(ctx, o.side, hex, friendly);
}
