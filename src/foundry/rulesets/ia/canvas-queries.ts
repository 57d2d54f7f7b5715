/**
 * Infantry Attacks' answers to the canvas's queries (fog marks, the LOS tool, the ruler), each as the asking side knows
 * the battle, with hexes as [column, row] for the wire.
 */
import { DataError } from "../../../engine/data/validate";
import type { HexMap } from "../../../engine/map";
import { ia1Tec, ia2Tec } from "../../../engine/rules/ia/data";
import { lineOfSight } from "../../../engine/rules/ia/queries/line-of-sight";
import { previewMove } from "../../../engine/rules/ia/queries/preview";
import { SpottedSet } from "../../../engine/rules/ia/queries/spotted";
import { iaSideView } from "../../../engine/rules/ia/view/side-view";
import type { IaTableGame } from "./table-game";
import type { IaBattle } from "../../../engine/rules/ia/state";

type Offset = readonly [number, number];

/** The spotted sets the referee keeps, per battle (its game) and side: each brought up to date from the last command. */
const spottedSets = new WeakMap<IaTableGame, Map<string, SpottedSet>>();

const offsetOf = (map: HexMap, hex: number): [number, number] => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

/** A wire hex on the map, or a DataError naming where it came from. */
function hexOf(map: HexMap, [col, row]: Offset, path: string): number {
  if (!(col >= 0 && row >= 0 && col < map.columns && row < map.rows)) throw new DataError("query", [{ path, message: `[${col}, ${row}] is not on the map` }]);
  return map.indexOfOffset(col, row);
}

/** The chart the battle plays with: the world's, else its edition's (as saved games load). */
const tecOf = (game: IaTableGame) => game.tec ?? (game.state.edition === "IA1" ? ia1Tec : ia2Tec);

/**
 * The engine's view of the battle as `side` knows it (the enemy's hidden pieces left out, IA1 16.5), kept while the
 * battle stays as it is: a ruler asks on every mouse move, and a view made afresh builds its hex index afresh.
 */
const views = new WeakMap<object, Map<string, IaBattle>>();
function sideView(game: IaTableGame, side: string) {
  let bySide = views.get(game.state);
  if (bySide === undefined) views.set(game.state, (bySide = new Map()));
  let state = bySide.get(side);
  if (state === undefined) bySide.set(side, (state = iaSideView(game.state, side).battle));
  return { state, map: game.map, tec: tecOf(game) };
}

/**
 * IA1 8.0–8.9: the enemy pieces `side` spots now, and those on the board it does not (fog of war dims or hides their
 * tokens). Never a hidden piece (16.5): those have no token, and the side may not know of them.
 */
export function iaSight(game: IaTableGame, side: string): { side: string; spotted: string[]; unspotted: string[] } {
  let bySide = spottedSets.get(game);
  if (!bySide) spottedSets.set(game, (bySide = new Map()));
  let set = bySide.get(side);
  if (!set) bySide.set(side, (set = new SpottedSet({ map: game.map, tec: tecOf(game) }, side)));
  const spotted = set.of(game.state);
  const unspotted: string[] = [];
  for (const pieces of [game.state.units, game.state.leaders] as const)
    for (const p of pieces.values()) if (p.side !== side && p.hex !== null && !p.hidden && !("carriedBy" in p && p.carriedBy !== null) && !spotted.has(p.id)) unspotted.push(p.id);
  return { side, spotted: [...spotted].sort(), unspotted: unspotted.sort() };
}

/** The LOS tool (IA1 8.4–8.7; IA2 7.1–7.56) between two hexes; `target` counts only if the side knows that piece. */
export function iaLineOfSight(game: IaTableGame, side: string, from: Offset, to: Offset, target?: string) {
  const { map } = game;
  const view = sideView(game, side);
  const known = target !== undefined && (view.state.units.has(target) || view.state.leaders.has(target)) ? target : undefined;
  const a = lineOfSight(view, hexOf(map, from, "from"), hexOf(map, to, "to"), known);
  return {
    ...a,
    from: offsetOf(map, a.from),
    to: offsetOf(map, a.to),
    sides: a.sides.map((s) => ({
      ...s,
      hexes: s.hexes.map((h) => offsetOf(map, h)),
      ...(s.blocked ? { blocked: { ...s.blocked, hex: offsetOf(map, s.blocked.hex) } } : {}),
    })),
  };
}

/** The ruler: what moving one of `side`'s pieces along `path` costs, hex by hex, and its first refused step. */
export function iaPreview(game: IaTableGame, side: string, piece: string, path: readonly Offset[], withLeaders: readonly string[]) {
  const { map } = game;
  const mover = game.state.units.get(piece) ?? game.state.leaders.get(piece);
  if (mover?.side !== side) throw new DataError("query", [{ path: "piece", message: `${piece} is not a piece of ${side}` }]);
  const p = previewMove(sideView(game, side), piece, path.map((h, i) => hexOf(map, h, `path.${i}`)), withLeaders);
  return {
    steps: p.steps.map((s) => ({ ...s, hex: offsetOf(map, s.hex) })),
    refused: p.refused && { ...p.refused, hex: offsetOf(map, p.refused.hex) },
  };
}
