import { concealedRef } from "../../../core/presence";
import type { CiBattle } from "./battle";
import { isHidden } from "./block";

/**
 * The block `side` names in a command: one of its own on the map, by its id while it is face-up, by its handle while it
 * is hidden (its id would be echoed to the other side). Undefined when it names none of its blocks.
 */
export function blockNamed(b: CiBattle, side: string, name: string): string | undefined {
  const shown = Object.hasOwn(b.blocks, name) ? b.blocks[name]! : undefined;
  if (shown && shown.side === side && shown.status === "on-map" && !isHidden(shown)) return name;
  for (const id in b.blocks) {
    const k = b.blocks[id]!;
    if (k.side === side && k.handle === name && isHidden(k)) return id;
  }
  return undefined;
}

/** How `viewer` knows block `id`: its id, or its handle while it is hidden from `viewer`. */
export function nameFor(b: CiBattle, id: string, viewer: string): string {
  const k = b.blocks[id];
  return k && k.side !== viewer && isHidden(k) && k.handle !== null ? k.handle : id;
}

/** The handle a block starts the battle with, hidden (core/presence). */
export const firstHandle = (salt: string, id: string): string => concealedRef(salt, id, 0);

/** The handle a face-up block gets when it is concealed again: fresh each time (the `concealed` event counts it). */
export const freshHandle = (b: CiBattle, id: string): string => concealedRef(b.salt!, id, b.blocks[id]!.concealments + 1);
