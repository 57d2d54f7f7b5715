import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { fighter, fightersOf } from "../../series/assault/participants";
import { leadersAt, type IaBattle, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";
import { acrossFromAll, allAcrossRiver } from "./rivers";
import { isGun } from "./rules";

/** Whether a piece that began the segment in the assault hex is under a leader who is not in it (12.81). */
function ledFromOutside(b: IaBattle, id: string, hex: number): boolean {
  const a = b.activation!;
  const led = a.pieces[id]!.ledBy;
  return a.pieces[id]!.hexesEntered === 0 && led !== null && b.leaders.get(led)?.hex !== hex;
}

/**
 * IA1 12.1, 12.5, 12.24, 12.25, 12.32, 12.81, 3.3: an attacking unit — activated this segment and in the hex, a combat
 * unit that may attack (not artillery or a mortar, not demoralized), not yet marked MOVED/FIRED, not having attacked
 * this segment, and, if it began the segment in the hex, not activated by a leader outside it.
 */
export function checkAttacker(ctx: IaContext, side: string, id: string, hex: number): IaUnit {
  const b = ctx.state;
  const u = b.units.get(id);
  refuseUnless(u !== undefined && u.side === side && u.hex === hex, "IA1 12.1", say("assault.not-in-hex", { piece: u?.name ?? id }));
  refuseUnless(fighter(ctx, u) && !isGun(u), "IA1 12.32", say("assault.cannot-attack", { unit: u.name }));
  refuseUnless(u.status !== "demoralized", "IA1 12.25", say("assault.demoralized", { piece: u.name }));
  checkActive(b, u, hex);
  return u;
}

/** IA1 12.1, 6.3, 12.25, 12.81: an attacking leader — as for units, and undemoralized. */
export function checkAttackingLeader(ctx: IaContext, side: string, id: string, hex: number): IaLeader {
  const b = ctx.state;
  const l = b.leaders.get(id);
  refuseUnless(l !== undefined && l.side === side && l.hex === hex, "IA1 12.1", say("assault.not-in-hex", { piece: l?.name ?? id }));
  refuseUnless(l.status !== "demoralized", "IA1 12.25", say("assault.demoralized", { piece: l.name }));
  checkActive(b, l, hex);
  return l;
}

function checkActive(b: IaBattle, p: IaUnit | IaLeader, hex: number): void {
  const a = b.activation!;
  refuseUnless(a.pieces[p.id] !== undefined, "IA1 12.1", say("assault.not-activated", { piece: p.name }));
  refuseUnless(!p.movedFired, "IA1 3.3", say("assault.moved-fired", { piece: p.name }));
  refuseUnless(!(a.assaulted ?? []).includes(p.id), "IA1 12.1", say("assault.attacked-already", { piece: p.name }));
  refuseUnless(!ledFromOutside(b, p.id, hex), "IA1 12.81", say("assault.led-from-outside", { piece: p.name }));
}

/** IA1 12.4: a required assault is fought by all of the side's units in the hex and the leaders there who may attack. */
export function checkRequired(ctx: IaContext, side: string, hex: number, units: readonly IaUnit[], leaders: readonly IaLeader[]): void {
  const b = ctx.state;
  const able = (l: IaLeader) => l.side === side && b.activation!.pieces[l.id] !== undefined && !l.movedFired && l.status !== "demoralized";
  const missing = [...fightersOf(ctx, side, hex).filter((u) => !units.includes(u)), ...leadersAt(b, hex).filter((l) => able(l) && !leaders.includes(l))];
  refuseUnless(missing.length === 0, "IA1 12.4", say("assault.required-all", { pieces: missing.map((p) => p.name).join(", ") }));
}

/**
 * IA1 12.6–12.62, 5.83: Cold Steel — at least one undemoralized attacking leader who began his activation in the hex;
 * attacking units are companies (never MGs, artillery or mortars) that began their activation there, activated by such
 * a leader, none across a Major River from every enemy unit; and not every opposing unit across the river. Returns the
 * defending units that take part (those across the river from every attacker do not, 5.83).
 */
export function checkColdSteel(ctx: IaContext, hex: number, units: readonly IaUnit[], leaders: readonly IaLeader[], defenders: readonly IaUnit[]): IaUnit[] {
  const b = ctx.state;
  const a = b.activation!;
  refuseUnless(!allAcrossRiver(ctx.map, hex, units, defenders), "IA1 5.83", say("assault.cold-steel-river"));
  const steel = leaders.filter((l) => a.pieces[l.id]!.hexesEntered === 0).map((l) => l.id);
  refuseUnless(steel.length > 0, "IA1 12.61", say("assault.cold-steel-leader"));
  for (const u of units) {
    refuseUnless(u.company, "IA1 12.62", say("assault.cold-steel-company", { unit: u.name }));
    refuseUnless(a.pieces[u.id]!.hexesEntered === 0, "IA1 12.62", say("assault.cold-steel-entered", { unit: u.name }));
    refuseUnless(steel.includes(a.pieces[u.id]!.ledBy ?? ""), "IA1 12.61", say("assault.cold-steel-led", { unit: u.name }));
    refuseUnless(!acrossFromAll(ctx.map, hex, u, defenders), "IA1 5.83", say("assault.cold-steel-across", { unit: u.name }));
  }
  return defenders.filter((d) => !acrossFromAll(ctx.map, hex, d, units));
}
