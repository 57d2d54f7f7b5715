import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { ActivatedPiece, IaUnit } from "../state";

/**
 * IA1 3.13, 14.3: `id` is a unit activated this segment for a Movement action that it has not finished (it is not
 * done and not under MOVED/FIRED), and not demoralized (such a unit only attempts recovery).
 */
export function movementAction(ctx: IaContext, side: string, id: string): { readonly unit: IaUnit; readonly activated: ActivatedPiece } {
  const a = ctx.state.activation;
  refuseUnless(a !== null && a.side === side, "IA1 3.13", "only units activated this segment act");
  const unit = ctx.state.units[id];
  const activated = a.pieces[id];
  refuseUnless(unit !== undefined && activated !== undefined, "IA1 3.13", `${unit?.name ?? id} is not a unit activated this segment`);
  refuseUnless(activated.action === "move", "IA1 3.13", `${unit.name} was designated to fire: limbering, loading and unloading are Movement actions`);
  refuseUnless(!a.done.includes(id) && !unit.movedFired, "IA1 3.13", `${unit.name} has finished its action this turn`);
  refuseUnless(unit.status !== "demoralized", "IA1 14.3", `${unit.name} is demoralized: it may only attempt recovery`);
  return { unit, activated };
}

/** The piece taking its action now (IA1 3.13: one at a time). */
export function actNow(ctx: IaContext, id: string): void {
  if (ctx.state.activation!.current !== id) ctx.emit({ type: "acting", piece: id });
}
