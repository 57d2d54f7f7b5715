import type { HexMap } from "../../../map/hex-map";
import { impassableForCommand } from "../map/hexside-terrain";

/**
 * CI 4.x HQ Ranks: a PHQ's command range is its own hex and the adjacent hexes, "but not across impassable hexsides"
 * (sea or lake: ruling R24).
 */
export function inCommandRange(map: HexMap, hq: number, hex: number): boolean {
  if (hq === hex) return true;
  return map.around(hq).includes(hex) && !impassableForCommand(map, hq, hex);
}

/** The hexes of a PHQ's command range (`around` lists the hex itself first, then its neighbours, -1 off the grid). */
export const commandRangeHexes = (map: HexMap, hq: number): number[] => map.around(hq).filter((h) => h >= 0 && map.contains(map.hexAt(h)) && inCommandRange(map, hq, h));
