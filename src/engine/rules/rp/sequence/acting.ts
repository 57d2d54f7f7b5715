import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpContext } from "../context";
import { actorOf } from "../state/lookups";
import { ACTING_TEXT } from "./acting-text";

const say = sayer(ACTING_TEXT);

/** RP 5.21, 5.22: only the actor issues commands, in the couplets phase. */
export function requireActor(ctx: RpContext, side: string): void {
  const b = ctx.state;
  refuseUnless(b.phase === "couplets", "RP 5.0", say("rp.acting.not-couplets", { phase: b.phase }));
  const actor = actorOf(b)!;
  refuseUnless(actor === side, "RP 5.21", say("rp.acting.not-actor", { side: actor }));
}

/** RP 6.65: the units moving now stop (their move is complete and they are spent), unless `keep` (a stack moving on). */
export function endMoves(ctx: RpContext, keep: readonly string[] = []): void {
  const a = ctx.state.activation;
  if (a === null) return;
  const stopping = a.moving.filter((id) => !keep.includes(id));
  if (!stopping.length) return;
  ctx.emit({ type: "move-ended", units: stopping });
  for (const id of stopping) if (ctx.state.units[id]!.status === "on-map" && !ctx.state.units[id]!.spent) ctx.emit({ type: "unit-spent", unit: id, rule: "RP 6.65" });
}

/**
 * RP 6.03, 6.05: units of the actor's command take an action. Each must be activated and ready; a unit that already
 * acted may go on only with the move it is making (`moving`). Moving a unit in another hex ends the moves in progress
 * (RP 6.65, third case). Emits `acting` for each.
 */
export function beginAction(ctx: RpContext, side: string, units: readonly string[], moving: boolean): void {
  requireActor(ctx, side);
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === side, "RP 6.03", say("rp.acting.no-command"));
  for (const id of units) {
    const u = b.units[id];
    refuseUnless(u !== undefined && u.side === side && a.units.includes(id), "RP 6.03", say("rp.acting.not-activated", { unit: u?.name ?? id }));
    const goingOn = moving && a.moving.includes(id);
    refuseUnless(goingOn || !u.spent, "RP 3.3", say("rp.acting.spent", { unit: u.name }));
    refuseUnless(goingOn || !a.acted.includes(id), "RP 6.03", say("rp.acting.acted", { unit: u.name }));
  }
  const starting = units.filter((id) => !(moving && a.moving.includes(id)));
  if (moving && starting.length) {
    const hexOf = (id: string) => b.units[id]!.hex;
    // RP 6.65: the owner moves a unit in another hex; a pick-up in the movers' hex keeps them moving (RP 6.61).
    const here = starting.map(hexOf);
    endMoves(ctx, a.moving.filter((id) => here.includes(hexOf(id))));
  }
  for (const id of starting) ctx.emit({ type: "acting", unit: id, moving });
}
