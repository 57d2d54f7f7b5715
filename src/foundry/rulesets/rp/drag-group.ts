/**
 * RP 6.61: two units in a hex may move together as a stack (ruling R22: a stack is at most two). A unit's token dragged
 * with exactly one other of the user's controlled tokens in its hex moves with it, the dragged one first; otherwise the
 * dragged unit moves alone. The engine judges whether the two may move as a stack.
 */
import type { DragGroup } from "../../referee/drag-token";

export const rpDragGroup: DragGroup = (dragged, controlled) => {
  const others = controlled.filter((t) => t !== dragged && t.id !== dragged.id && t.hex[0] === dragged.hex[0] && t.hex[1] === dragged.hex[1]);
  return others.length === 1 ? [dragged, others[0]!] : [dragged];
};
