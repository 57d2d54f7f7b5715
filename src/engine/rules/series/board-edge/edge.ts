import { refuseUnless } from "../../../core/refusal";
import type { HexMap } from "../../../map";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { BoardEntry } from "../state/battle";
import { unitsAt } from "../state/occupancy";

type Board = Pick<ReducedBattle, "units" | "leaders" | "entering" | "turn">;

const onMap = (map: HexMap, h: number): boolean => h >= 0 && map.contains(map.hexAt(h));

/** A board-edge hex: one with fewer than six neighbours on the map (16.52, 16.53). */
export const isEdgeHex = (map: HexMap, hex: number): boolean => map.around(hex).filter((h) => onMap(map, h)).length < 7;

/** 16.51: the scheduled entry of an off-board piece still waiting to enter, or undefined. */
export function entryOf(b: Board, id: string): BoardEntry | undefined {
  const p = b.units.get(id) ?? b.leaders.get(id);
  return p === undefined || p.hex !== null ? undefined : b.entering?.find((e) => e.piece === id);
}

/** 16.6 (a scenario's special rule): a hidden piece that stays hidden as it enters, written down in the hex entered. */
export { entersHidden } from "../events/carriage-events";

/** 16.51: the piece is off the board and its turn to enter has come. */
export const entryDue = (b: Board, id: string): boolean => (entryOf(b, id)?.turn ?? Infinity) <= b.turn;

/**
 * 16.51: the off-board pieces due now that enter with `id` by the same hexes in the same turn: grouped around their
 * leaders "as though they were on the board" (docs/rulings.md: a good-order leader reaches his whole group).
 */
export function entryGroup(b: Board, id: string): string[] {
  const mine = entryOf(b, id);
  if (mine === undefined || !entryDue(b, id)) return [];
  const same = (e: BoardEntry) => e.turn === mine.turn && e.hexes.length === mine.hexes.length && e.hexes.every((h, i) => h === mine.hexes[i]);
  return (b.entering ?? []).filter((e) => same(e) && entryOf(b, e.piece) !== undefined && (b.units.get(e.piece) ?? b.leaders.get(e.piece))!.side === (b.units.get(id) ?? b.leaders.get(id))!.side).map((e) => e.piece);
}

/** Whether `side` knows of enemy units in `hex` (16.6: hidden ones are not known to it). */
const enemyHeld = (b: Board, side: string, hex: number): boolean => unitsAt(b, hex).some((u) => u.side !== side && !u.hidden);

/**
 * 16.53: the hexes a piece of `side` may use of the designated ones: all of them, or, when the enemy occupies every
 * one, the board-edge hexes adjacent to them (not themselves designated, nor enemy-occupied): `displaced`.
 */
export function usableEdgeHexes(b: Board, map: HexMap, side: string, designated: readonly number[]): { readonly hexes: number[]; readonly displaced: boolean } {
  if (!designated.every((h) => enemyHeld(b, side, h))) return { hexes: [...designated], displaced: false };
  const around = new Set(designated.flatMap((h) => map.around(h)).filter((h) => onMap(map, h)));
  const hexes = [...around].filter((h) => !designated.includes(h) && isEdgeHex(map, h) && !enemyHeld(b, side, h)).sort((x, y) => x - y);
  return { hexes, displaced: true };
}

/** 16.51: an off-board piece of `side` activates once its turn to enter has come (the leadership's `checkOffBoard`). */
export function checkOffBoard<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, id: string): void {
  const { cite, say } = ctx.rules;
  const entry = entryOf(ctx.state, id);
  refuseUnless(entry !== undefined, cite("3.1"), say("activation.not-your-piece", { id, side }));
  const p = ctx.state.units.get(id) ?? ctx.state.leaders.get(id)!;
  refuseUnless(entryDue(ctx.state, id), cite("16.51"), say("board-edge.not-due", { piece: p.name, turn: entry.turn }));
}
