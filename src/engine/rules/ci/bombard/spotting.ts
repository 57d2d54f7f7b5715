import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex/axial";
import type { CiContext } from "../context";
import { boardOf } from "../fire/line";
import { spotterSees } from "../los";
import { isHidden } from "../state/block";
import { blockNamed } from "../state/handles";
import { companyOf, isHq } from "../state/lookups";
import { say } from "./text";

export const SPOTTING_RULE = "CI 6.x Spotting";
/** CI 6.x Spotting: a spotter sees 3 hexes (RC), 4 when it is higher than the target (RC). */
export const SPOT_RANGE = 3;
export const SPOT_RANGE_HIGHER = 4;

/**
 * CI 6.x Spotting: the HQ `name` spots hex `target` for a bombardment of company `company`: a face-up HQ of that company
 * (active now, or face-up from an earlier activation), that has not spotted this Game Turn (one bombarding unit a Game
 * Turn; ruling R25: strikes too), within 3 hexes (4 when higher than the target), with LOS (`spotterSees`: adjacent
 * always, except across a hedge). Refuses naming the rule; returns the HQ and whether it is adjacent to the target.
 */
export function spotterFor(ctx: CiContext, side: string, company: string | null, name: string, target: number): { readonly id: string; readonly adjacent: boolean } {
  const b = ctx.state;
  const id = blockNamed(b, side, name);
  const k = id === undefined ? undefined : b.blocks[id]!;
  refuseUnless(k !== undefined && isHq(b, id!) && !isHidden(k) && company !== null && companyOf(k) === company, SPOTTING_RULE, say("ci.spot.not-hq", { block: name, company: company ?? "-" }));
  refuseUnless(!k.spotted, SPOTTING_RULE, say("ci.spot.spotted", { block: name }));
  const map = ctx.map;
  const d = distance(map.hexAt(k.hex!), map.hexAt(target));
  const range = map.hexTerrain(k.hex!).level > map.hexTerrain(target).level ? SPOT_RANGE_HIGHER : SPOT_RANGE;
  refuseUnless(d <= range, SPOTTING_RULE, say("ci.spot.range", { block: name, distance: d, range }));
  const sight = spotterSees(boardOf(ctx), k.hex!, target);
  refuseUnless(sight.visible, sight.blockedBy?.rule ?? SPOTTING_RULE, say("ci.spot.no-los", { block: name, reason: sight.blockedBy?.reason ?? "" }));
  return { id: id!, adjacent: d === 1 };
}
