import { distance } from "../../../hex";
import type { HexMap } from "../../../map";
import type { IaBattle } from "../state";

/**
 * IA1 5.5: distance from a hex to the nearest enemy combat unit (transports, their cargo and leaders do not count).
 * Hidden enemies are left out: the moving player cannot know them, and a refusal must not reveal them (docs/rulings.md).
 */
export function nearestEnemyCombatUnit(b: IaBattle, map: HexMap, side: string, hex: number): number {
  let best = Infinity;
  for (const u of Object.values(b.units)) {
    if (u.side === side || u.hex === null || u.kind === "TRANSPORT" || u.carriedBy !== null || u.hidden) continue;
    best = Math.min(best, distance(map.hexAt(hex), map.hexAt(u.hex)));
  }
  return best;
}
