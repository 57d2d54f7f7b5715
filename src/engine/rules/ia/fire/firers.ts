import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import { leads } from "../activation/leads";
import type { IaContext } from "../commands/context";
import { faceOf, type IaLeader, type IaUnit } from "../state";
import { isAssaultHex } from "./hexes";

/** A unit that may take part in a direct fire attack on `target` (IA1 7.2, 7.3, 10.2, 10.4). */
export function checkFirer(ctx: IaContext, side: string, id: string, target: number): IaUnit {
  const b = ctx.state;
  const u = b.units[id];
  refuseUnless(u !== undefined && u.side === side, "IA1 10.2", `${id} is not a unit of ${side}`);
  refuseUnless(u.hex !== null, "IA1 10.2", `${u.name} is not on the map`);
  refuseUnless(faceOf(u).direct > 0, "IA1 7.33", `${u.name} has no direct fire value (7.25: artillery and mortars fire on the Bombardment Table)`);
  refuseUnless(u.status !== "demoralized", "IA1 14.3", `${u.name} is demoralized and may not fire`);
  refuseUnless(u.carriedBy === null, "IA1 7.33", `${u.name} is loaded on a transport and cannot fire`);
  refuseUnless(!u.limbered, "IA1 7.33", `${u.name} is limbered and cannot fire`);
  refuseUnless(!u.movedFired && !u.oppFire, "IA1 7.22", `${u.name} has already ${u.oppFire ? "taken opportunity fire" : "moved or fired"} this turn`);
  refuseUnless(!isAssaultHex(b, u.hex), "IA1 10.4", `${u.name} is in an assault hex: it fires only on the Assault Table`);
  const range = distance(ctx.map.hexAt(u.hex), ctx.map.hexAt(target));
  refuseUnless(range <= faceOf(u).range, "IA1 7.31", `${u.name} is ${range} hexes from the target; its range is ${faceOf(u).range}`);
  return u;
}

/** An activated leader taking part in the fire: combining it (6.51) or adding his combat modifier (6.52). */
export function checkLeader(ctx: IaContext, side: string, id: string, firers: readonly IaUnit[]): IaLeader {
  const l = ctx.state.leaders[id];
  refuseUnless(l !== undefined && l.side === side && l.hex !== null, "IA1 6.5", `${id} is not a leader of ${side} on the map`);
  refuseUnless(!l.movedFired, "IA1 6.3", `${l.name} has a MOVED/FIRED marker and may not direct fire`);
  refuseUnless(l.status !== "demoralized", "IA1 14.3", `${l.name} is demoralized and cannot act as a leader`);
  // IA1 3.12: a good-order leader directs his hex and the six adjacent ones, a disrupted leader only his own.
  const reach = l.status === "good" ? 1 : 0;
  const at = ctx.map.hexAt(l.hex);
  const directs = firers.some((u) => leads(l, u) && distance(at, ctx.map.hexAt(u.hex!)) <= reach);
  refuseUnless(directs, "IA1 3.12", `${l.name} directs none of the firing units`);
  return l;
}
