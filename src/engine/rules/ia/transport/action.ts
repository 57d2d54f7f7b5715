import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { ActivatedPiece, IaUnit } from "../state";
import { say } from "../text";

/**
 * IA1 3.13, 14.3: `id` is a unit activated this segment for a Movement action that it has not finished (it is not
 * done and not under MOVED/FIRED), and not demoralized (such a unit only attempts recovery).
 */
export function movementAction(ctx: IaContext, side: string, id: string): { readonly unit: IaUnit; readonly activated: ActivatedPiece } {
  const a = ctx.state.activation;
  refuseUnless(a !== null && a.side === side, "IA1 3.13", say("transport.no-activation"));
  const unit = ctx.state.units.get(id);
  const activated = a.pieces[id];
  refuseUnless(unit !== undefined && activated !== undefined, "IA1 3.13", say("transport.not-activated", { unit: unit?.name ?? id }));
  refuseUnless(activated.action === "move", "IA1 3.13", say("transport.designated-to-fire", { unit: unit.name }));
  refuseUnless(!a.done.includes(id) && !unit.movedFired, "IA1 3.13", say("transport.finished", { unit: unit.name }));
  refuseUnless(unit.status !== "demoralized", "IA1 14.3", say("transport.demoralized", { unit: unit.name }));
  return { unit, activated };
}

/** The piece taking its action now (IA1 3.13: one at a time). */
export function actNow(ctx: IaContext, id: string): void {
  if (ctx.state.activation!.current !== id) ctx.emit({ type: "acting", piece: id });
}
