/**
 * CI 1.x Actions, CI 8.x Movement: a dragged block's token takes the user's other selected blocks standing in its hex
 * along — hidden ones (tokens with no actor: their owner drags them by their handle) and face-up ones (`ci-block`
 * actors) — each moving after it along the same path (move-path.ts `ciGroupPaths`). The referee refuses a block
 * that is not the user's side's, as it refuses any.
 */
import type { DragGroup } from "../../referee/drag-token";
import { CI_BLOCK } from "./actors/system-data";

export const ciDragGroup: DragGroup = (dragged, controlled) => [
  dragged,
  ...controlled.filter((t) => t.id !== dragged.id && (t.actorType === CI_BLOCK || t.actorType === null) && t.hex[0] === dragged.hex[0] && t.hex[1] === dragged.hex[1]),
];
