import { refuseUnless } from "../../../core/refusal";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { hasRoom } from "../sequence/stacking";
import { controllerOf } from "../sequence/victory";
import { isGun, onMap } from "../state/lookups";
import { endDay } from "./day";
import { requireSegment, say } from "./steps";

/**
 * RP 11.55: each side, the Central Powers first, may move one gun unit (either face) through up to eight friendly
 * (friendly-controlled, RP 3.9) hexes to a friendly-controlled hex, never entering one holding or adjacent to an enemy
 * unit; no reaction fire. When both sides have, the day is over (RP 11.03).
 */
export function redeploy(ctx: RpContext, cmd: Extract<RpCommand, { type: "redeploy" }>): void {
  const c = requireSegment(ctx, "redeploy", cmd.side);
  const b = ctx.state;
  const first = b.sides.find((s) => s.power === "central")!.id;
  refuseUnless(cmd.side === first || c.done.includes(first), "RP 11.55", say("rp.campaign.wait-for", { side: first }));
  if (cmd.unit !== undefined) {
    const u = b.units[cmd.unit];
    refuseUnless(u !== undefined && u.side === cmd.side && u.status === "on-map" && isGun(u), "RP 11.55", say("rp.campaign.not-gun", { unit: cmd.unit }));
    const path = cmd.path ?? [];
    const beaten = new Set<number>();
    for (const [, o] of onMap(b)) if (o.side !== cmd.side) for (const n of ctx.map.around(o.hex!)) beaten.add(n);
    const ok =
      path.length >= 1 &&
      path.length <= 8 &&
      path.every((h, i) => ctx.map.around(i === 0 ? u.hex! : path[i - 1]!).slice(1).includes(h) && controllerOf(b, h) === cmd.side && !beaten.has(h)) &&
      hasRoom(b, ctx.map, cmd.unit, path.at(-1)!);
    refuseUnless(ok, "RP 11.55", say("rp.campaign.bad-path"));
    path.forEach((to, i) => ctx.emit({ type: "unit-moved", unit: cmd.unit!, from: i === 0 ? u.hex! : path[i - 1]!, to, mp: 0, rule: "RP 11.55" }));
  }
  ctx.emit({ type: "campaign-side-done", side: cmd.side, rule: "RP 11.55" });
  if (ctx.state.campaign!.done.length === 2) endDay(ctx);
}
