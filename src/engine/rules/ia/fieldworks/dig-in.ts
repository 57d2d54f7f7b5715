import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { DigInCommand } from "../commands/schema";
import { say } from "../text";
import { actNow } from "../../series/transport/action";
import { canFortify, entrenchmentAt } from "./occupation";
import { refuseWaitingGun } from "../artillery/move-mission";

/** IA1 16.2: the terrain no unit digs in (woods and towns; IA2's kinds of them: docs/rulings.md, Fieldworks). */
const NO_DIGGING: readonly string[] = ["town", "village", "woods", "heavy-woods", "light-woods"];

/**
 * IA1 16.2, 16.22, 16.24: an activated, good-order unit that has not moved spends its segment digging in — its whole
 * movement allowance and action, MOVED/FIRED at once (3.13: a Movement action). The first segment puts a Dug In
 * marker under it, a later one (16.22: if it kept that marker) on top of it; its benefits come only then.
 */
export function digIn(ctx: IaContext, c: DigInCommand): void {
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 16.2", say("fieldworks.no-activation"));
  const u = b.units.get(c.unit);
  const activated = a.pieces[c.unit];
  refuseUnless(u !== undefined && activated !== undefined, "IA1 16.2", say("fieldworks.not-activated", { unit: u?.name ?? c.unit }));
  refuseUnless(activated.action === "move", "IA1 3.13", say("fieldworks.designated-to-fire", { unit: u.name }));
  refuseUnless(!a.done.includes(u.id) && !u.movedFired, "IA1 3.13", say("fieldworks.finished", { unit: u.name }));
  refuseUnless(canFortify(u), "IA1 16.24", say("fieldworks.cannot-dig", { unit: u.name }));
  refuseUnless(u.status === "good", "IA1 16.2", say("fieldworks.not-good-order", { unit: u.name, status: u.status }));
  refuseUnless(activated.mpSpent === 0 && activated.hexesEntered === 0, "IA1 16.2", say("fieldworks.moved", { unit: u.name }));
  refuseUnless(u.carriedBy === null, "IA1 16.2", say("fieldworks.carried", { unit: u.name }));
  refuseUnless(!u.dugIn, "IA1 16.2", say("fieldworks.dug-in", { unit: u.name }));
  refuseWaitingGun(b, u);
  const terrain = ctx.map.terrainAt(u.hex!).find((t) => NO_DIGGING.includes(t));
  refuseUnless(terrain === undefined, "IA1 16.2", say("fieldworks.terrain", { terrain: ctx.tec.terrain[terrain!]?.name ?? terrain }));
  refuseUnless(!entrenchmentAt(b, u.hex), "IA1 16.2", say("fieldworks.entrenchment"));
  actNow(ctx, u.id);
  ctx.emit({ type: "dug-in", unit: u.id, done: u.digging === true, rule: "IA1 16.2" });
  ctx.emit({ type: "moved-fired", pieces: [u.id], rule: "IA1 16.2" });
}

export const fieldworksHandlers = {
  "dig-in": (ctx: IaContext, c: DigInCommand) => digIn(ctx, c),
};
