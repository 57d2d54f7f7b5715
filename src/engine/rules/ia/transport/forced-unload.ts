import type { IaContext } from "../commands/context";
import { resolveOverstacking } from "../movement/overstacking";
import { cite } from "./rule";

/**
 * IA1 5.65 (IA2 5.68): a loaded transport that becomes disrupted or demoralized sets down its unit, which already
 * shares its status (5.64), at once in its hex on its limbered side. Neither uses its activation. A hex left
 * overstacked loses units at once (4.4).
 */
export function forceUnload(ctx: IaContext, transport: string): void {
  const b = ctx.state;
  const t = b.units[transport]!;
  const u = b.units[t.carrying!]!;
  const rule = cite(b, "5.65", "5.68");
  const limbered = u.limbered;
  ctx.emit({ type: "unloaded", transport: t.id, unit: u.id, rule });
  if (!limbered) ctx.emit({ type: "limbered", unit: u.id, limbered: true, rule });
  resolveOverstacking(ctx, t.hex!, t.side);
}
