/**
 * Draws the terrain overlay (overlay-data.ts) into a PixiJS 7 container: each hex filled with its terrain's colour
 * (a second terrain as an inner hex), a slope as a brown inner ring, the ground level as a number, and the hexside
 * features as lines. PixiJS comes in as an argument — Foundry's global `PIXI` in the game, the pixi.js package in tests —
 * so the system bundles none of it.
 */
import type * as Pixi from "pixi.js";
import type { OverlayData, OverlayHex, Point } from "./overlay-data";

export type PixiLib = Pick<typeof Pixi, "Graphics" | "Text">;

export interface OverlayStyle {
  /** Opacity of the terrain fill over the board image. */
  readonly fillAlpha: number;
  /** Font size of the level numbers, px. */
  readonly fontSize: number;
}

const SLOPE = 0x6b3e1e;
const SIDE_WIDTH = { road: 4, water: 7, crossing: 7, barrier: 4 } as const;

const shrink = (hex: OverlayHex, k: number): number[] =>
  hex.vertices.flatMap((v) => [hex.centre.x + (v.x - hex.centre.x) * k, hex.centre.y + (v.y - hex.centre.y) * k]);
const flat = (points: readonly Point[]): number[] => points.flatMap((p) => [p.x, p.y]);

/** Replaces what `container` holds with the overlay of `data`. */
export function drawTerrainOverlay(pixi: PixiLib, container: Pixi.Container, data: OverlayData, style: OverlayStyle = { fillAlpha: 0.55, fontSize: 16 }): void {
  for (const child of container.removeChildren()) child.destroy();
  const g = new pixi.Graphics();
  for (const hex of data.hexes) {
    g.lineStyle(1, 0x000000, 0.35);
    g.beginFill(hex.fills[0] ?? 0xffffff, style.fillAlpha).drawPolygon(flat(hex.vertices)).endFill();
    g.lineStyle(0);
    hex.fills.slice(1).forEach((fill, k) => g.beginFill(fill, Math.min(1, style.fillAlpha + 0.2)).drawPolygon(shrink(hex, 0.55 - 0.15 * k)).endFill());
    if (hex.slope) {
      g.lineStyle(3, SLOPE, 0.9);
      g.drawPolygon(shrink(hex, 0.8));
      g.lineStyle(0);
    }
  }
  for (const side of data.sides) {
    g.lineStyle({ width: SIDE_WIDTH[side.kind], color: side.colour, alpha: 0.95, cap: "round" as Pixi.LINE_CAP });
    g.moveTo(side.from.x, side.from.y).lineTo(side.to.x, side.to.y);
  }
  container.addChild(g);
  for (const hex of data.hexes) {
    if (hex.level === 0) continue;
    const text = new pixi.Text(hex.level > 0 ? `+${hex.level}` : `−${-hex.level}`, {
      fontSize: style.fontSize,
      fontWeight: "bold",
      fill: 0xffffff,
      stroke: 0x000000,
      strokeThickness: 3,
    });
    text.anchor.set(0.5);
    text.position.set(hex.centre.x, hex.centre.y);
    container.addChild(text);
  }
}
