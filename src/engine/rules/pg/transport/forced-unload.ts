import { flipLimbered } from "../../series/transport/limber";
import type { PgContext } from "../commands/context";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { isWeapon } from "../units/classify";

/** Everything `t` carries: its unit, then its leaders (5.6). */
const aboard = (b: PgBattle, t: PgUnit): (PgUnit | PgLeader)[] => [...(t.carrying ? [b.units.get(t.carrying)!] : []), ...t.leadersAboard.map((id) => b.leaders.get(id)!)];

/**
 * PG 5.66 (5.65): transport `id` has become disrupted or demoralized: "everything it's carrying does too and unloads
 * immediately", in its hex; "weapon and mortar units unload on their limbered sides". For PG's morale to call once the
 * transport's status has changed. What rode a transport that has activated this turn activated with it (5.6 "one
 * unit"): it is MOVED/FIRED. A hex this overstacks is left for N5's resolution.
 */
export function forceUnload(ctx: PgContext, id: string): void {
  const b = ctx.state;
  const t = b.units.get(id)!;
  const riders = aboard(b, t);
  const activated = t.movedFired || b.activation?.pieces[t.id] !== undefined;
  for (const p of riders) {
    if (p.status !== t.status) ctx.emit({ type: "status-changed", piece: p.id, status: t.status, rule: "PG 5.65" });
    ctx.emit({ type: "unloaded", transport: t.id, unit: p.id, rule: "PG 5.66" });
    const towed = "type" in p && (isWeapon(p) || p.kind === "mortar") && p.limberedFace !== undefined;
    if (towed && !p.limbered) flipLimbered(ctx, p.id, true, "PG 5.66");
  }
  const done = riders.filter((p) => !p.movedFired).map((p) => p.id);
  if (activated && done.length) ctx.emit({ type: "moved-fired", pieces: done, rule: "PG 5.66" });
}
