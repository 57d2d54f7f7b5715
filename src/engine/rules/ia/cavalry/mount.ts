import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { MountCommand } from "../commands/schema";
import { say } from "../text";
import { actNow, movementAction } from "../../series/transport/action";

export type { MountCommand };

/**
 * IA1 15.4, 15.51 (3.13): an activated, undemoralized cavalry unit designated to move and not yet moved swaps its piece
 * for the other one; it uses the whole segment and all its MPs: MOVED/FIRED at once. 15.42: demoralized cavalry never
 * dismounts.
 */
export function changeMount(ctx: IaContext, c: MountCommand): void {
  const mount = c.type === "mount";
  const rule = mount ? "IA1 15.51" : "IA1 15.4";
  const u = ctx.state.units.get(c.unit);
  refuseUnless(u?.kind === "CAV", "IA1 15.1", say("cavalry.not-cavalry", { unit: u?.name ?? c.unit }));
  refuseUnless(u.mounted !== mount, rule, say(mount ? "cavalry.already-mounted" : "cavalry.already-dismounted", { unit: u.name }));
  refuseUnless(u.aside !== undefined, "IA1 15.1", say("cavalry.no-other-piece", { unit: u.name }));
  refuseUnless(mount || u.status !== "demoralized", "IA1 15.42", say("cavalry.demoralized-dismount", { unit: u.name }));
  const { activated } = movementAction(ctx, c.side, c.unit);
  refuseUnless(activated.hexesEntered === 0, rule, say(mount ? "cavalry.mount-moved" : "cavalry.dismount-moved", { unit: u.name }));
  actNow(ctx, u.id);
  ctx.emit({ type: "mount-changed", unit: u.id, mounted: mount, rule });
  ctx.emit({ type: "moved-fired", pieces: [u.id], rule });
}

export const cavalryHandlers = {
  mount: (ctx: IaContext, c: Extract<MountCommand, { type: "mount" }>) => changeMount(ctx, c),
  dismount: (ctx: IaContext, c: Extract<MountCommand, { type: "dismount" }>) => changeMount(ctx, c),
};
