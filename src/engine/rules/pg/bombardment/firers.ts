import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import type { FireValue } from "../../series/rules/fire";
import { isAssaultHex } from "../../series/movement/step";
import type { PgContext } from "../commands/context";
import { pgShowing, type PgUnit } from "../state";
import { say } from "../text";
import { faceNamed } from "../units/unit-class";

/** PG 1.2, 7.3: the bombardment value and range of the side unit `u` shows; null without one. */
export function bombardmentFire(u: PgUnit): FireValue | null {
  const fire = faceNamed(u, pgShowing(u))?.bombardment;
  return fire ? { strength: fire.strength, range: fire.range } : null;
}

/**
 * PG 9.0, 3.13, 7.22, 7.31, 7.32, 5.62, 5.67, 12.52, 14.3: a unit of `side`'s designated to fire this segment that may
 * bombard `at`: a bombardment value on the side it shows, not transported or limbered, not demoralized, not yet fired or
 * moved, not in an assault hex, `at` within its bombardment range.
 */
export function checkBombardFirer(ctx: PgContext, side: string, id: string, at: number): PgUnit {
  const b = ctx.state;
  const u = b.units.get(id);
  refuseUnless(u !== undefined && u.side === side && u.hex !== null, "PG 9.0", say("bombard.not-your-unit", { id, side }));
  refuseUnless(b.activation!.pieces[id]?.action === "fire", "PG 3.13", say("bombard.not-designated", { piece: u.name }));
  const fire = bombardmentFire(u);
  refuseUnless(fire !== null, "PG 7.31", say("bombard.no-bombardment-value", { unit: u.name }));
  refuseUnless(u.carriedBy === null, "PG 5.67", say("bombard.loaded", { unit: u.name }));
  refuseUnless(!u.limbered, "PG 5.62", say("bombard.limbered", { unit: u.name }));
  refuseUnless(u.status !== "demoralized", "PG 14.3", say("bombard.demoralized", { unit: u.name }));
  refuseUnless(!u.movedFired && !u.oppFire, "PG 7.22", say("bombard.moved-fired", { unit: u.name }));
  refuseUnless(!isAssaultHex(ctx, u.hex), "PG 12.52", say("bombard.in-assault-hex", { unit: u.name }));
  const range = distance(ctx.map.hexAt(u.hex), ctx.map.hexAt(at));
  refuseUnless(range <= fire.range, "PG 7.32", say("bombard.out-of-range", { unit: u.name, distance: range, range: fire.range }));
  return u;
}

/** PG 9.4, 14.2, 1.2 Fractions: a firer's bombardment value, halved and rounded up when it is disrupted. */
export const firingValue = (u: PgUnit): number => {
  const printed = bombardmentFire(u)!.strength;
  return u.status === "disrupted" ? Math.ceil(printed / 2) : printed;
};
