import { Refusal, refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { LoadingCommand } from "../commands/schema";
import { isAssaultHex } from "../fire/hexes";
import { stackingProblem, type StackingProblem } from "../movement/stacking";
import { say, type IaTextCode } from "../text";
import { actNow, movementAction } from "../../series/transport/action";
import { flip } from "./limber";
import { arrived } from "../artillery/move-mission";
import { refuseFixedGun } from "../artillery/plan";
import { cite, isWeapon } from "./rule";

export type { LoadingCommand };

/**
 * IA1 5.6, 5.62, 5.66 (IA2 5.6, 5.64, 5.69): a good-order transport that has not moved loads one good-order MG,
 * mortar or artillery unit (IA2: MG or field gun) in its hex that has not moved either, limbering it first if need be;
 * both spend all their MPs and are marked MOVED/FIRED. Never in an assault hex. In IA2 a field gun that fails its
 * limbering check (5.63) is marked MOVED/FIRED and nothing is loaded; the transport may still act.
 */
export function load(ctx: IaContext, c: Extract<LoadingCommand, { type: "load" }>): void {
  const b = ctx.state;
  const restrictions = cite(b, "5.66", "5.69");
  const { unit: t, activated: moved } = movementAction(ctx, c.side, c.transport);
  refuseUnless(t.kind === "TRANSPORT", cite(b, "5.6", "5.6"), say("transport.not-transport", { transport: t.name }));
  refuseUnless(!b.leaders.has(c.unit), restrictions, say("transport.no-leaders"));
  const { unit: u, activated } = movementAction(ctx, c.side, c.unit);
  refuseUnless(isWeapon(b, u.kind), cite(b, "5.66", "5.6"), say(b.edition === "IA1" ? "transport.carries-only-ia1" : "transport.carries-only-ia2"));
  refuseUnless(t.carrying === null, cite(b, "5.6", "5.6"), say("transport.carrying", { transport: t.name }));
  refuseUnless(t.hex === u.hex, cite(b, "5.6", "5.6"), say("transport.not-in-hex", { unit: u.name, transport: t.name }));
  refuseUnless(t.status === "good" && u.status === "good", restrictions, say("transport.not-good-order"));
  refuseUnless(moved.hexesEntered === 0, cite(b, "5.62", "5.64"), say("transport.transport-moved", { transport: t.name }));
  refuseUnless(activated.hexesEntered === 0, cite(b, "5.62", "5.64"), say("transport.unit-moved", { unit: u.name }));
  refuseUnless(!isAssaultHex(b, t.hex!), restrictions, say("transport.assault-hex"));
  // IA1 9.15: nor is a gun loaded that its mission keeps in its hex.
  refuseFixedGun(b, u.id);
  actNow(ctx, t.id);
  const ready = u.limbered || flip(ctx, u, true);
  if (ready) ctx.emit({ type: "loaded", transport: t.id, unit: u.id, rule: cite(b, "5.62", "5.64") });
  ctx.emit({ type: "moved-fired", pieces: ready ? [t.id, u.id] : [u.id], rule: ready ? cite(b, "5.62", "5.64") : "IA2 5.63" });
}

/** IA1 4.1: why unloading would overstack, by what is already there. */
const OVERSTACK = {
  transports: "transport.unload-overstack.transports",
  "combat-units": "transport.unload-overstack.combat-units",
  companies: "transport.unload-overstack.companies",
} as const satisfies Record<StackingProblem, IaTextCode>;

/**
 * IA1 5.63 (IA2 5.65, 5.66): a transport unloads its unit at no MP cost, before, after or between moves; the unit
 * shared the transport's activation and is marked MOVED/FIRED (docs/rulings.md). It may unlimber at once (a whole
 * segment's action): in IA1 only if the transport has not moved, and the transport is then done; in IA2 whenever, and
 * the transport may still move or load. Unloading may not overstack the hex (4.1).
 */
export function unload(ctx: IaContext, c: Extract<LoadingCommand, { type: "unload" }>): void {
  const b = ctx.state;
  const { unit: t, activated: moved } = movementAction(ctx, c.side, c.transport);
  refuseUnless(t.carrying !== null, cite(b, "5.63", "5.65"), say("transport.empty", { transport: t.name }));
  const u = b.units.get(t.carrying)!;
  const over = stackingProblem(b, u, t.hex!);
  if (over !== null) throw new Refusal("IA1 4.1", say(OVERSTACK[over], { unit: u.name }));
  refuseUnless(!c.unlimber || b.edition === "IA2" || moved.hexesEntered === 0, "IA1 5.63", say("transport.unlimber-after-move", { transport: t.name, unit: u.name }));
  actNow(ctx, t.id);
  ctx.emit({ type: "unloaded", transport: t.id, unit: u.id, rule: cite(b, "5.63", "5.65") });
  // IA1 9.13: unloaded in its destination hex, a gun's Move mission ends.
  arrived(ctx, u.id);
  if (c.unlimber) flip(ctx, u, false);
  const done = c.unlimber && b.edition === "IA1" ? [u.id, t.id] : [u.id];
  ctx.emit({ type: "moved-fired", pieces: done, rule: cite(b, "5.63", "5.65") });
}
