/** The page script of the terrain overlay test: PixiJS 7.4.3 (what Foundry V13 draws with) and the overlay's drawing function. */
import * as PIXI from "pixi.js";
import { drawTerrainOverlay } from "../../../src/foundry/terrain/draw-overlay";
import type { OverlayData } from "../../../src/foundry/terrain/overlay-data";

/** Draws `data` on a board-coloured canvas of `width` × `height` and adds it to the page under `title`. */
function drawOverlay(title: string, data: OverlayData, width: number, height: number, board: number): void {
  const app = new PIXI.Application({ width, height, background: board, antialias: true, preserveDrawingBuffer: true });
  const figure = document.createElement("figure");
  figure.innerHTML = `<figcaption>${title}</figcaption>`;
  figure.appendChild(app.view as HTMLCanvasElement);
  document.body.appendChild(figure);
  const overlay = new PIXI.Container();
  app.stage.addChild(overlay);
  drawTerrainOverlay(PIXI, overlay, data);
  app.render();
}

/** The colours (0xRRGGBB) drawn in the square of side 2r + 1 around (x, y) of the `n`th canvas, row by row. */
function pixelsAround(n: number, x: number, y: number, r: number): number[] {
  const view = document.querySelectorAll("canvas")[n]!;
  const copy = document.createElement("canvas");
  [copy.width, copy.height] = [view.width, view.height];
  const ctx = copy.getContext("2d")!;
  ctx.drawImage(view, 0, 0);
  const data = ctx.getImageData(Math.round(x) - r, Math.round(y) - r, 2 * r + 1, 2 * r + 1).data;
  const out: number[] = [];
  for (let k = 0; k < data.length; k += 4) out.push((data[k]! << 16) | (data[k + 1]! << 8) | data[k + 2]!);
  return out;
}

Object.assign(window, { drawOverlay, pixelsAround });
