import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex/axial";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { NIGHT_RANGE } from "../fire/fire";
import { boardOf } from "../fire/line";
import { MINES_RULE } from "../fire/mines";
import { ciSight } from "../los";
import { hexsideFeaturesOf } from "../map/hexside-terrain";
import { isHidden } from "../state/block";
import { sameHexside, type HexsidePair } from "../state/markers";
import { labelOf, otherSide } from "../state/lookups";
import { sidesAt } from "../state/where";
import { SPOTTING_RULE, spotterFor } from "./spotting";
import { say } from "./text";

export const BOMBARD_RULE = "CI 6.x Bombardment";
export const TARGETING_RULE = "CI 6.x Targeting";
export const BRIDGES_RULE = "CI 7.x Demolish Bridges";

export type BombardTarget = Extract<CiCommand, { type: "bombard" }>["target"];

/** What a bombardment is aimed at: a hex, a face-up unit in it (CI 6.x Targeting), or a bridge hexside beside it. */
export interface Aim {
  readonly hex: number;
  readonly target: string | null;
  readonly hexside: HexsidePair | null;
}

/** CI 7.x Demolish Bridges: a standing bridge (wooden or stone) on the hexside between adjacent `a` and `b`. */
export function bridgeOn(ctx: CiContext, a: number, b: number): "bridge-wood" | "bridge-stone" | null {
  const map = ctx.map;
  if (distance(map.hexAt(a), map.hexAt(b)) !== 1) return null;
  if (ctx.state.markers.destroyedBridges.some((h) => sameHexside(h, [a, b]))) return null;
  const features = hexsideFeaturesOf(map, a, b);
  return features.includes("bridge-wood") ? "bridge-wood" : features.includes("bridge-stone") ? "bridge-stone" : null;
}

/**
 * What a bombardment by `side` from `near` (the firer's hex, or the spotter's for a strike, if any) aims at: an enemy-occupied
 * hex (presence only: its blocks may all be hidden), a face-up enemy unit (not a minefield), or a standing bridge —
 * judged from the nearer of its two hexes (the first when equal). Never into an assault (CI 6.x Firepower).
 */
export function aimOf(ctx: CiContext, side: string, target: BombardTarget, near: number | null): Aim {
  const b = ctx.state;
  const enemy = otherSide(b, side);
  let aim: Aim;
  if ("hexside" in target) {
    const [p, q] = target.hexside;
    refuseUnless(bridgeOn(ctx, p, q) !== null, BRIDGES_RULE, say("ci.bombard.not-a-bridge"));
    const d = (h: number) => (near === null ? 0 : distance(ctx.map.hexAt(near), ctx.map.hexAt(h)));
    return { hex: d(q) < d(p) ? q : p, target: null, hexside: [p, q] };
  }
  if ("block" in target) {
    const t = Object.hasOwn(b.blocks, target.block) ? b.blocks[target.block]! : undefined;
    refuseUnless(t !== undefined && t.side === enemy && t.status === "on-map" && !isHidden(t), TARGETING_RULE, say("ci.bombard.not-a-target", { target: target.block }));
    refuseUnless(labelOf(b, target.block).class !== "minefield", MINES_RULE, say("ci.bombard.minefield"));
    aim = { hex: t.hex!, target: target.block, hexside: null };
  } else {
    refuseUnless(sidesAt(b, target.hex).has(enemy), BOMBARD_RULE, say("ci.bombard.no-enemy"));
    aim = { hex: target.hex, target: null, hexside: null };
  }
  refuseUnless(!b.activation?.assaults.some((s) => s.hex === aim.hex), BOMBARD_RULE, say("ci.bombard.assault-hex"));
  return aim;
}

/** CI 5.x Range: a hex a bombarding unit in `from` reaches, in its range (2 at night); off-map support has none. */
export function requireRange(ctx: CiContext, unit: string, from: number, range: number, hex: number): void {
  const d = distance(ctx.map.hexAt(from), ctx.map.hexAt(hex));
  refuseUnless(d <= range, "CI 5.x Range", say("ci.bombard.out-of-range", { block: unit, range, distance: d }));
  refuseUnless(!ctx.state.night || d <= NIGHT_RANGE, "CI 10.x Night Scenarios", say("ci.bombard.night-range", { range: NIGHT_RANGE, distance: d }));
}

/**
 * CI 6.x Bombardment / Spotting: a unit in `from` bombards (or lays smoke in) `hex` it sees (bombarding over friendly
 * units, the Caron Farm example), or a hex the named HQ of `company` spots (`from` null: off-map support, which sees
 * nothing). A spotter named is used (its one spot this Game Turn, and its adjacent bonus) even when the unit sees the
 * hex. Returns the spotter, and whether it is adjacent.
 */
export function seenOrSpotted(ctx: CiContext, side: string, company: string | null, from: number | null, hex: number, spotter: string | undefined): { readonly spotter: string | null; readonly adjacent: boolean } {
  if (spotter !== undefined) {
    const s = spotterFor(ctx, side, company, spotter, hex);
    return { spotter: s.id, adjacent: s.adjacent };
  }
  const sight = from === null ? { visible: false, blockedBy: { reason: "off-map support sees nothing", rule: SPOTTING_RULE } } : ciSight(boardOf(ctx), from, hex);
  refuseUnless(sight.visible, SPOTTING_RULE, say("ci.bombard.unseen", { reason: sight.blockedBy?.reason ?? "" }));
  return { spotter: null, adjacent: false };
}
