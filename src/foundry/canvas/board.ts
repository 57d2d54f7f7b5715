/**
 * What the canvas layers draw on: hex centres in canvas pixels (in Foundry from the grid, through the map ↔ grid
 * translation of src/engine/hex/foundry-grid.ts), the hexes' size and orientation, and the PixiJS they draw with
 * (Foundry V13's global `PIXI`, 7.4.3; the same package outside Foundry). Pure geometry, no Foundry.
 */
import type * as PixiModule from "pixi.js";

export type Pixi = typeof PixiModule;
export type Container = PixiModule.Container;
/** A hex as the wire gives it: [column, row] on the battle's map. */
export type MapHex = readonly [number, number];
/** A hex vertex as the wire gives it: [column, row, corner] (referee/layer-json.ts). */
export type MapVertex = readonly [number, number, number];

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Board {
  /** A map hex's centre on the canvas. */
  centre(hex: MapHex): Point;
  /** A map vertex on the canvas (engine/hex/foundry-grid.ts `vertexToGridPoint`). */
  vertex(vertex: MapVertex): Point;
  /** From a hex's centre to its corners, in pixels. */
  readonly radius: number;
  /** Pointy-topped hexes (rows offset), else flat-topped (columns offset). */
  readonly pointy: boolean;
}

/** A hex's six corners around `c`. */
export function corners(board: Board, c: Point): Point[] {
  const start = board.pointy ? 30 : 0;
  return [0, 1, 2, 3, 4, 5].map((k) => {
    const a = ((start + 60 * k) * Math.PI) / 180;
    return { x: c.x + board.radius * Math.cos(a), y: c.y + board.radius * Math.sin(a) };
  });
}

/** The hexside between two adjacent hexes: its two ends. */
export function hexside(board: Board, a: MapHex, b: MapHex): [Point, Point] {
  const p = board.centre(a);
  const q = board.centre(b);
  const m = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  // A hexside is as long as the radius, across the line between the centres.
  const ux = (-(q.y - p.y) / len) * (board.radius / 2);
  const uy = ((q.x - p.x) / len) * (board.radius / 2);
  return [
    { x: m.x - ux, y: m.y - uy },
    { x: m.x + ux, y: m.y + uy },
  ];
}

/** Draws a hex outline (and fill, when `fill` is given) on `g`. */
export function hexPath(g: PixiModule.Graphics, board: Board, c: Point): void {
  g.drawPolygon(corners(board, c).flatMap((p) => [p.x, p.y]));
}

/** A text label with a dark rounded box behind it, its top-left at `at`; returns the label's container. */
export function label(pixi: Pixi, lines: readonly string[], at: Point, options: { colour?: number; size?: number; name?: string; width?: number } = {}): PixiModule.Container {
  const box = new pixi.Container();
  box.name = options.name ?? "label";
  const text = new pixi.Text(lines.join("\n"), { fontFamily: "Signika, Arial, sans-serif", fontSize: options.size ?? 14, fill: options.colour ?? 0xffffff, lineHeight: (options.size ?? 14) * 1.3, wordWrap: true, wordWrapWidth: options.width ?? 320 });
  text.name = "text";
  text.position.set(6, 4);
  const bg = new pixi.Graphics();
  bg.beginFill(0x111111, 0.8).lineStyle(1, 0x000000, 1).drawRoundedRect(0, 0, text.width + 12, text.height + 8, 4).endFill();
  box.addChild(bg, text);
  box.position.set(at.x, at.y);
  return box;
}
