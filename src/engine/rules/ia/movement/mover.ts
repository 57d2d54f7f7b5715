import { refuseUnless } from "../../../core/refusal";
import type { Activation, IaBattle, IaLeader, IaUnit } from "../state";
import { say } from "../text";

/** IA1 3.13, 3.3: piece `id` may take a step of its move now — activated, designated to move, not done, not under MOVED/FIRED. */
export function readyMover(b: IaBattle, a: Activation, id: string): IaUnit | IaLeader {
  const m = a.pieces[id];
  const q = b.units.get(id) ?? b.leaders.get(id);
  refuseUnless(m !== undefined && q !== undefined, "IA1 3.13", say("move.not-activated", { piece: q?.name ?? id }));
  refuseUnless(m.action === "move", "IA1 3.13", say("move.designated-to-fire", { piece: q.name }));
  refuseUnless(!a.done.includes(id), "IA1 3.13", say("move.finished", { piece: q.name }));
  refuseUnless(!q.movedFired, "IA1 3.3", say("move.moved-fired", { piece: q.name }));
  return q;
}
