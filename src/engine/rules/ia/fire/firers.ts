import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import { leads } from "../activation/leads";
import type { IaContext } from "../commands/context";
import { faceOf, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";
import { isAssaultHex } from "./hexes";

/** A unit that may take part in a direct fire attack on `target` (IA1 7.2, 7.3, 10.2, 10.4). */
export function checkFirer(ctx: IaContext, side: string, id: string, target: number): IaUnit {
  const b = ctx.state;
  const u = b.units.get(id);
  refuseUnless(u !== undefined && u.side === side, "IA1 10.2", say("fire.not-your-unit", { id, side }));
  refuseUnless(u.hex !== null, "IA1 10.2", say("fire.unit-off-map", { unit: u.name }));
  refuseUnless(faceOf(u).direct > 0, "IA1 7.33", say("fire.no-direct-fire", { unit: u.name }));
  refuseUnless(u.status !== "demoralized", "IA1 14.3", say("fire.demoralized", { unit: u.name }));
  refuseUnless(u.carriedBy === null, "IA1 7.33", say("fire.loaded", { unit: u.name }));
  refuseUnless(!u.limbered, "IA1 7.33", say("fire.limbered", { unit: u.name }));
  refuseUnless(!u.movedFired && !u.oppFire, "IA1 7.22", say(u.oppFire ? "fire.opportunity-fired" : "fire.moved-fired", { unit: u.name }));
  refuseUnless(!isAssaultHex(b, u.hex), "IA1 10.4", say("fire.assault-hex", { unit: u.name }));
  const range = distance(ctx.map.hexAt(u.hex), ctx.map.hexAt(target));
  refuseUnless(range <= faceOf(u).range, "IA1 7.31", say("fire.out-of-range", { unit: u.name, distance: range, range: faceOf(u).range }));
  return u;
}

/** An activated leader taking part in the fire: combining it (6.51) or adding his combat modifier (6.52). */
export function checkLeader(ctx: IaContext, side: string, id: string, firers: readonly IaUnit[]): IaLeader {
  const l = ctx.state.leaders.get(id);
  refuseUnless(l !== undefined && l.side === side && l.hex !== null, "IA1 6.5", say("fire.not-your-leader", { id, side }));
  refuseUnless(!l.movedFired, "IA1 6.3", say("fire.leader-moved-fired", { leader: l.name }));
  refuseUnless(l.status !== "demoralized", "IA1 14.3", say("fire.leader-demoralized", { leader: l.name }));
  // IA1 3.12: a good-order leader directs his hex and the six adjacent ones, a disrupted leader only his own.
  const reach = l.status === "good" ? 1 : 0;
  const at = ctx.map.hexAt(l.hex);
  const directs = firers.some((u) => leads(l, u) && distance(at, ctx.map.hexAt(u.hex!)) <= reach);
  refuseUnless(directs, "IA1 3.12", say("fire.leader-directs-none", { leader: l.name }));
  return l;
}
