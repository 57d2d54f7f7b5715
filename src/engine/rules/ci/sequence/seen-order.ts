import type { CiBattle } from "../state";
import { isHidden } from "../state/block";

/**
 * Blocks in the order events name them when one rule touches many: shown blocks by id, then hidden ones by handle, so
 * the order tells the other side nothing of the hidden ones (CI 1.x Blocks).
 */
export function inSeenOrder(b: CiBattle, ids: readonly string[]): string[] {
  const shown = ids.filter((id) => !isHidden(b.blocks[id]!)).sort();
  const hidden = ids.filter((id) => isHidden(b.blocks[id]!)).sort((x, y) => (b.blocks[x]!.handle! < b.blocks[y]!.handle! ? -1 : 1));
  return [...shown, ...hidden];
}
