import type { HexMap } from "../../../map";
import { unitsAt, type BoardEntry, type IaBattle } from "../state";

const onMap = (map: HexMap, h: number): boolean => h >= 0 && map.contains(map.hexAt(h));

/** A board-edge hex: one with fewer than six neighbours on the map (IA1 16.42, 16.43). */
export const isEdgeHex = (map: HexMap, hex: number): boolean => map.around(hex).filter((h) => onMap(map, h)).length < 7;

/** IA1 16.41: the scheduled entry of an off-board piece still waiting to enter, or undefined. */
export function entryOf(b: IaBattle, id: string): BoardEntry | undefined {
  const p = b.units.get(id) ?? b.leaders.get(id);
  return p === undefined || p.hex !== null ? undefined : b.entering?.find((e) => e.piece === id);
}

/** IA1 16.5 (a scenario's special rule): a hidden piece that stays hidden as it enters, written down in the hex entered. */
export { entersHidden } from "../../series/events/carriage-events";

/** IA1 16.41: the piece is off the board and its turn to enter has come. */
export const entryDue = (b: IaBattle, id: string): boolean => (entryOf(b, id)?.turn ?? Infinity) <= b.turn;

/**
 * IA1 16.41: the off-board pieces due now that enter with `id` by the same hexes in the same turn: grouped around their
 * leaders "as though they were on the board" (docs/rulings.md: a good-order leader reaches his whole group).
 */
export function entryGroup(b: IaBattle, id: string): string[] {
  const mine = entryOf(b, id);
  if (mine === undefined || !entryDue(b, id)) return [];
  const same = (e: BoardEntry) => e.turn === mine.turn && e.hexes.length === mine.hexes.length && e.hexes.every((h, i) => h === mine.hexes[i]);
  return (b.entering ?? []).filter((e) => same(e) && entryOf(b, e.piece) !== undefined && (b.units.get(e.piece) ?? b.leaders.get(e.piece))!.side === (b.units.get(id) ?? b.leaders.get(id))!.side).map((e) => e.piece);
}

/** Whether `side` knows of enemy units in `hex` (IA1 16.5: hidden ones are not known to it). */
const enemyHeld = (b: IaBattle, side: string, hex: number): boolean => unitsAt(b, hex).some((u) => u.side !== side && !u.hidden);

/**
 * IA1 16.43: the hexes a piece of `side` may use of the designated ones: all of them, or, when the enemy occupies every
 * one, the board-edge hexes adjacent to them (not themselves designated, nor enemy-occupied). `rule` names which applies.
 */
export function usableEdgeHexes(b: IaBattle, map: HexMap, side: string, designated: readonly number[]): { readonly hexes: number[]; readonly rule: string } {
  if (!designated.every((h) => enemyHeld(b, side, h))) return { hexes: [...designated], rule: "" };
  const around = new Set(designated.flatMap((h) => map.around(h)).filter((h) => onMap(map, h)));
  const hexes = [...around].filter((h) => !designated.includes(h) && isEdgeHex(map, h) && !enemyHeld(b, side, h)).sort((x, y) => x - y);
  return { hexes, rule: "IA1 16.43" };
}
