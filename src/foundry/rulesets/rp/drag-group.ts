/**
 * RP 3.5, 6.6, 6.61: a dragged unit's token takes every other token the user controls along, the dragged one first and
 * the others in the drag's order; the referee makes of them the stack (ruling R22: at most two) and the units of the
 * activation moving one after another as one (move-path.ts `rpMoverGroups`), and leaves the rest where they are.
 */
import type { DragGroup } from "../../referee/drag-token";

export const rpDragGroup: DragGroup = (dragged, controlled) => [dragged, ...controlled.filter((t) => t !== dragged && t.id !== dragged.id)];
