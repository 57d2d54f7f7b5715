import type { HexMap } from "../../../map/hex-map";
import type { RpBattle } from "../state";
import { onMap, otherSide, sideOf } from "../state/lookups";

/** The six on-map hexes around `hex`. */
const adjacent = (map: HexMap, hex: number): number[] => map.around(hex).slice(1).filter((n) => n >= 0 && map.contains(map.hexAt(n)));

/**
 * RP 11.42: the hexes a line of communication of `side` may not enter: every hex holding an enemy unit (friendly units
 * there too or not), and the enemy's beaten zones — the six hexes around each enemy unit that is not in a hex with a
 * unit of `side` ("units co-located with the enemy do NOT exert a BZ"). A beaten zone is the enemy's: `side`'s own units
 * beat no zone against it ("even one occupied by a friendly unit" speaks of entering the enemy's).
 */
export function locBlocked(b: RpBattle, map: HexMap, side: string): Set<number> {
  const enemy = otherSide(b, side);
  const sidesIn = new Map<number, Set<string>>();
  for (const [, u] of onMap(b)) sidesIn.set(u.hex!, (sidesIn.get(u.hex!) ?? new Set()).add(u.side));
  const blocked = new Set<number>();
  for (const [hex, sides] of sidesIn) {
    if (!sides.has(enemy)) continue;
    blocked.add(hex);
    if (!sides.has(side)) for (const n of adjacent(map, hex)) blocked.add(n);
  }
  return blocked;
}

/**
 * RP 11.42: whether a unit of `side` in each hex can trace a line of communication — a path of hexes of any shape and
 * length to its friendly board edge (`sides[].edge`). The path may leave its hex of origin whatever is there (enemy units,
 * a beaten zone) but never enter a blocked hex (`locBlocked`), the edge hex it ends in included. One flood from the edge
 * answers every hex: `(hex) => boolean`.
 */
export function lineOfCommunication(b: RpBattle, map: HexMap, side: string): (hex: number) => boolean {
  const blocked = locBlocked(b, map, side);
  const edge = sideOf(b, side).edge;
  const reached = new Set(edge.filter((h) => !blocked.has(h)));
  const queue = [...reached];
  while (queue.length) {
    for (const n of adjacent(map, queue.pop()!)) {
      if (blocked.has(n) || reached.has(n)) continue;
      reached.add(n);
      queue.push(n);
    }
  }
  return (hex) => edge.includes(hex) || adjacent(map, hex).some((n) => reached.has(n));
}
