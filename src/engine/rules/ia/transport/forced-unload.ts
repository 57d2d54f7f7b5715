import type { IaContext } from "../commands/context";
import { resolveOverstacking } from "../movement/overstacking";
import { cite } from "./rule";
import { setDownByForce } from "../artillery/move-mission";

/**
 * IA1 5.65 (IA2 5.68): a loaded transport that becomes disrupted or demoralized sets down its unit, which already
 * shares its status (5.64), at once in its hex on its limbered side. Neither uses its activation: each may activate
 * later in the turn "if they have not activated previously". The unit moved with its transport as one (5.6), so once
 * the transport has activated this turn (it is in the segment under way, or MOVED/FIRED) the unit has too, and is
 * marked MOVED/FIRED. A hex left overstacked loses units at once (4.4).
 */
export function forceUnload(ctx: IaContext, transport: string): void {
  const b = ctx.state;
  const t = b.units.get(transport)!;
  const u = b.units.get(t.carrying!)!;
  const rule = cite(b, "5.65", "5.68");
  const limbered = u.limbered;
  const activated = t.movedFired || b.activation?.pieces[t.id] !== undefined;
  ctx.emit({ type: "unloaded", transport: t.id, unit: u.id, rule });
  if (!limbered) ctx.emit({ type: "limbered", unit: u.id, limbered: true, rule });
  // IA1 9.13: set down in its destination hex, a gun's Move mission ends; short of it, a towed one may be left waiting.
  setDownByForce(ctx, u.id, t.id);
  if (activated && !u.movedFired) ctx.emit({ type: "moved-fired", pieces: [u.id], rule });
  resolveOverstacking(ctx, t.hex!, t.side);
}
