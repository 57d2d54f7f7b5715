/**
 * A series game's answers to the canvas's queries (fog marks, the LOS tool, the ruler), each as the asking side knows
 * the battle, with hexes as [column, row] for the wire. The game brings its side view, spotting, LOS tool and preview.
 */
import type { TerrainEffectsChart } from "../../../engine/data/schemas/tec";
import { DataError } from "../../../engine/data/validate";
import type { HexMap } from "../../../engine/map";
import type { ReducedBattle } from "../../../engine/rules/series/events/types";
import type { LineOfSightAnswer } from "../../../engine/rules/series/queries/line-of-sight";
import type { MovePreview } from "../../../engine/rules/series/queries/preview";
import { SpottedSet, type SightView } from "../../../engine/rules/series/queries/spotted";
import type { SightRules } from "../../../engine/rules/series/rules/sight";

type Offset = readonly [number, number];

/** A battle at the table as the canvas's queries read it: the battle now and its map. */
export interface CanvasTable<B> {
  readonly state: B;
  readonly map: HexMap;
}

/** What a game brings to the canvas's queries. */
export interface CanvasGame<B extends ReducedBattle, T extends CanvasTable<B>> {
  /** The chart the battle plays with. */
  tec(table: T): TerrainEffectsChart;
  /** The battle as `side` knows it (the enemy's hidden pieces left out, 16.6). */
  sideView(state: B, side: string): B;
  readonly sight: SightRules<B>;
  /** The LOS tool's answer on a side's view. */
  lineOfSight(view: SightView<B>, from: number, to: number, target?: string): LineOfSightAnswer;
  /** A move's preview on a side's view. */
  preview(table: T, view: SightView<B>, piece: string, path: readonly number[], withLeaders: readonly string[]): MovePreview;
}

const offsetOf = (map: HexMap, hex: number): [number, number] => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

/** A wire hex on the map, or a DataError naming where it came from. */
function hexOf(map: HexMap, [col, row]: Offset, path: string): number {
  if (!(col >= 0 && row >= 0 && col < map.columns && row < map.rows)) throw new DataError("query", [{ path, message: `[${col}, ${row}] is not on the map` }]);
  return map.indexOfOffset(col, row);
}

/** The sight, LOS tool and ruler preview of a game's battles at the table. */
export function seriesCanvasQueries<B extends ReducedBattle, T extends CanvasTable<B>>(game: CanvasGame<B, T>) {
  /** The spotted sets the referee keeps, per battle (its table game) and side: each brought up to date from the last command. */
  const spottedSets = new WeakMap<T, Map<string, SpottedSet<B>>>();
  /**
   * The battle as `side` knows it, kept while the battle stays as it is: a ruler asks on every mouse move, and a view
   * made afresh builds its hex index afresh.
   */
  const views = new WeakMap<object, Map<string, B>>();
  function sideView(table: T, side: string): SightView<B> {
    let bySide = views.get(table.state);
    if (bySide === undefined) views.set(table.state, (bySide = new Map()));
    let state = bySide.get(side);
    if (state === undefined) bySide.set(side, (state = game.sideView(table.state, side)));
    return { state, map: table.map, tec: game.tec(table) };
  }

  return {
    /**
     * 8.0–8.42: the enemy pieces `side` spots now, and those on the board it does not (fog of war dims or hides their
     * tokens). Never a hidden piece (16.6): those have no token, and the side may not know of them.
     */
    sight(table: T, side: string): { side: string; spotted: string[]; unspotted: string[] } {
      let bySide = spottedSets.get(table);
      if (!bySide) spottedSets.set(table, (bySide = new Map()));
      let set = bySide.get(side);
      if (!set) bySide.set(side, (set = new SpottedSet<B>({ map: table.map, tec: game.tec(table) }, side, game.sight)));
      const spotted = set.of(table.state);
      const unspotted: string[] = [];
      for (const pieces of [table.state.units, table.state.leaders] as const)
        for (const p of pieces.values()) if (p.side !== side && p.hex !== null && !p.hidden && !("carriedBy" in p && p.carriedBy !== null) && !spotted.has(p.id)) unspotted.push(p.id);
      return { side, spotted: [...spotted].sort(), unspotted: unspotted.sort() };
    },

    /** The LOS tool between two hexes; `target` counts only if the side knows that piece. */
    lineOfSight(table: T, side: string, from: Offset, to: Offset, target?: string) {
      const { map } = table;
      const view = sideView(table, side);
      const known = target !== undefined && (view.state.units.has(target) || view.state.leaders.has(target)) ? target : undefined;
      const a = game.lineOfSight(view, hexOf(map, from, "from"), hexOf(map, to, "to"), known);
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
    },

    /** The ruler: what moving one of `side`'s pieces along `path` costs, hex by hex, and its first refused step. */
    preview(table: T, side: string, piece: string, path: readonly Offset[], withLeaders: readonly string[]) {
      const { map } = table;
      const mover = table.state.units.get(piece) ?? table.state.leaders.get(piece);
      if (mover?.side !== side) throw new DataError("query", [{ path: "piece", message: `${piece} is not a piece of ${side}` }]);
      const p = game.preview(table, sideView(table, side), piece, path.map((h, i) => hexOf(map, h, `path.${i}`)), withLeaders);
      return {
        steps: p.steps.map((s) => ({ ...s, hex: offsetOf(map, s.hex) })),
        refused: p.refused && { ...p.refused, hex: offsetOf(map, p.refused.hex) },
      };
    },
  };
}
