import { DIRECTIONS, distance } from "../../../hex";
import type { HexMap } from "../../../map";
import { holdsUnit, type IaBattle, type IaUnit } from "../state";

/**
 * IA1 5.5: distance from a hex to the nearest enemy combat unit (transports, their cargo and leaders do not count).
 * Hidden enemies are left out: the moving player cannot know them, and a refusal must not reveal them (docs/rulings.md).
 * Looked for ring by ring through the hex index while the rings hold fewer hexes than the battle has units, then
 * among all the units.
 */
export function nearestEnemyCombatUnit(b: IaBattle, map: HexMap, side: string, hex: number): number {
  const enemy = (u: IaUnit) => u.side !== side && u.kind !== "TRANSPORT" && u.carriedBy === null && !u.hidden;
  const holdsEnemy = holdsUnit(b, enemy);
  if (holdsEnemy(hex)) return 0;
  const center = map.hexAt(hex);
  const start = DIRECTIONS[4]!;
  for (let r = 1, looked = 1; looked < b.units.size; looked += 6 * r, r++) {
    // The ring at distance r, walked counter-clockwise from direction 4 (hex/axial `ring`) without building it.
    let q = center.q + start.q * r;
    let s = center.r + start.r * r;
    for (let side6 = 0; side6 < 6; side6++) {
      const d = DIRECTIONS[side6]!;
      for (let k = 0; k < r; k++, q += d.q, s += d.r) {
        const at = map.indexOf({ q, r: s });
        if (at >= 0 && holdsEnemy(at)) return r;
      }
    }
  }
  let best = Infinity;
  for (const u of b.units.values()) if (u.hex !== null && enemy(u)) best = Math.min(best, distance(center, map.hexAt(u.hex)));
  return best;
}
