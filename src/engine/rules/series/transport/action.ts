import { refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { UnitOf } from "../rules/leadership";
import type { ActivatedPiece } from "../state/battle";

/**
 * 3.13, 14.3: `id` is a unit activated this segment for a Movement action that it has not finished (it is not done and
 * not under MOVED/FIRED), and not demoralized (such a unit only attempts recovery).
 */
export function movementAction<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, id: string): { readonly unit: UnitOf<B>; readonly activated: ActivatedPiece } {
  const { cite, say } = ctx.rules;
  const a = ctx.state.activation;
  refuseUnless(a !== null && a.side === side, cite("3.13"), say("transport.no-activation"));
  const unit = ctx.state.units.get(id) as UnitOf<B> | undefined;
  const activated = a.pieces[id];
  refuseUnless(unit !== undefined && activated !== undefined, cite("3.13"), say("transport.not-activated", { unit: unit?.name ?? id }));
  refuseUnless(activated.action === "move", cite("3.13"), say("transport.designated-to-fire", { unit: unit.name }));
  refuseUnless(!a.done.includes(id) && !unit.movedFired, cite("3.13"), say("transport.finished", { unit: unit.name }));
  refuseUnless(unit.status !== "demoralized", cite("14.3"), say("transport.demoralized", { unit: unit.name }));
  return { unit, activated };
}

/** The piece taking its action now (3.13: one at a time). */
export function actNow<B extends ReducedBattle>(ctx: SeriesContext<B>, id: string): void {
  if (ctx.state.activation!.current !== id) ctx.emit({ type: "acting", piece: id });
}
