/** The page script of the sector overlay test: PixiJS 7.4.3 (what Foundry V13 draws with) and the sectors' drawing function. */
import * as PIXI from "pixi.js";
import { drawSectorOverlay, type SectorShape } from "../../../src/foundry/terrain/sector-overlay";

/** Draws the sectors' `shapes` on a board-coloured canvas of `width` × `height` and adds it to the page under `title`. */
function drawSectors(title: string, shapes: SectorShape[], width: number, height: number, board: number): void {
  const app = new PIXI.Application({ width, height, background: board, antialias: true, preserveDrawingBuffer: true });
  const figure = document.createElement("figure");
  figure.innerHTML = `<figcaption>${title}</figcaption>`;
  figure.appendChild(app.view as HTMLCanvasElement);
  document.body.appendChild(figure);
  const overlay = new PIXI.Container();
  app.stage.addChild(overlay);
  drawSectorOverlay(PIXI, overlay, shapes);
  app.render();
}

/** The colour (0xRRGGBB) drawn at (x, y) of the `n`th canvas. */
function pixelAt(n: number, x: number, y: number): number {
  const view = document.querySelectorAll("canvas")[n]!;
  const copy = document.createElement("canvas");
  [copy.width, copy.height] = [view.width, view.height];
  const ctx = copy.getContext("2d")!;
  ctx.drawImage(view, 0, 0);
  const d = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return (d[0]! << 16) | (d[1]! << 8) | d[2]!;
}

Object.assign(window, { drawSectors, pixelAt });
