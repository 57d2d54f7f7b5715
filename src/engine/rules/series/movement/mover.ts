import { refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { SeriesActivation } from "../state/battle";

/**
 * 3.13: piece `id` may take a step of its move now — activated, designated to move, not done, not under MOVED/FIRED
 * (PG 15.2: a train or vessel designated to fire moves first, and moves under its extra markers after opportunity fire).
 */
export function readyMover<B extends ReducedBattle>(ctx: SeriesContext<B>, a: SeriesActivation, id: string): UnitOf<B> | LeaderOf<B> {
  const { cite, say } = ctx.rules;
  const b = ctx.state;
  const m = a.pieces[id];
  const q = (b.units.get(id) ?? b.leaders.get(id)) as UnitOf<B> | LeaderOf<B> | undefined;
  refuseUnless(m !== undefined && q !== undefined, cite("3.13"), say("move.not-activated", { piece: q?.name ?? id }));
  const { movement } = ctx.rules;
  refuseUnless(m.action === "move" || movement.movesBeforeFiring?.(q) === true, cite("3.13"), say("move.designated-to-fire", { piece: q.name }));
  refuseUnless(!a.done.includes(id), cite("3.13"), say("move.finished", { piece: q.name }));
  refuseUnless(!q.movedFired || movement.movesUnderMarker?.(b, q) === true, cite("3.13 (once)"), say("move.moved-fired", { piece: q.name }));
  return q;
}
