/**
 * IA1 6.4: the leaders moving with a unit. A unit's token dragged with the user's controlled leader tokens in its hex
 * moves with those leaders, whichever token Foundry asks about first: the unit first, then the leaders. With no unit, or
 * several, among them, the dragged piece moves alone.
 */
import type { DragGroup } from "../../referee/drag-token";

export const iaDragGroup: DragGroup = (dragged, controlled) => {
  const group = [dragged, ...controlled.filter((t) => t !== dragged && t.id !== dragged.id && t.hex[0] === dragged.hex[0] && t.hex[1] === dragged.hex[1])];
  const isLeader = (t: (typeof group)[number]) => t.actorType === "leader";
  const units = group.filter((t) => !isLeader(t));
  return units.length === 1 ? [units[0]!, ...group.filter(isLeader)] : [dragged];
};
