import { Refusal, refuseUnless } from "../../../core/refusal";
import { actNow, movementAction } from "../../series/transport/action";
import { flipLimbered } from "../../series/transport/limber";
import { riverAt } from "../../series/state/river-banks";
import type { PgContext } from "../commands/context";
import { stackIn } from "../state/stack";
import { mayEnter } from "../units/stacking";
import { say } from "../text";
import { isTowedWeapon } from "./cargo";
import type { UnloadCommand } from "./unload-shape";
import { pay, refuseUnpaid } from "./mp";

/**
 * PG 5.61, 5.63, 5.67: a transport activated to move sets down a piece it carries, in any hex (an enemy's too, 5.67), as
 * a Movement action. A personnel unit or a leader costs 1 MP to both (to the piece if it is activated itself, 3.13: one
 * that boarded this segment, or a leader; else it shares its transport's activation); a weapon costs none and may
 * unlimber at once (`unlimber`), its transport moving or loading on (ruling A11). The piece enters no further hex:
 * MOVED/FIRED. Unloading may not overstack the hex (4.1).
 */
export function unload(ctx: PgContext, c: UnloadCommand): void {
  const b = ctx.state;
  const { unit: t } = movementAction(ctx, c.side, c.transport);
  const p = b.units.get(c.unit) ?? b.leaders.get(c.unit)!;
  refuseUnless(p.carriedBy === t.id, "PG 5.6", say("transport.not-aboard", { piece: p.name, transport: t.name }));
  // A unit aboard is never activated (it shares its transport's activation); a leader aboard may be, to lead (3.1).
  const own = b.activation!.pieces[p.id];
  refuseUnless(own === undefined || own.action === "move", "PG 3.13", say("transport.designated-to-fire", { unit: p.name }));
  const unit = b.units.get(p.id);
  const weapon = unit !== undefined && isTowedWeapon(unit);
  refuseUnless(!c.unlimber || weapon, "PG 5.63", say("transport.unlimber-not-weapon", { unit: p.name }));
  if (unit) {
    const over = mayEnter({ piece: "unit", unit, carried: false }, stackIn(b, t.hex!, t.side), { river: riverAt(ctx.map, t.hex!) !== null });
    if (over !== null) throw new Refusal("PG 4.1", say("transport.unload-over-limit", { unit: p.name }));
  }
  const rule = weapon ? "PG 5.63" : "PG 5.61";
  if (!weapon) refuseUnpaid(ctx, [t, p], "unload");
  actNow(ctx, t.id);
  if (!weapon) pay(ctx, [t, p], "unload");
  ctx.emit({ type: "unloaded", transport: t.id, unit: p.id, rule });
  if (c.unlimber) flipLimbered(ctx, p.id, false, "PG 5.63");
  ctx.emit({ type: "moved-fired", pieces: [p.id], rule });
}
