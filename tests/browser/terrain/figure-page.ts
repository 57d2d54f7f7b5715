/** What the terrain and sector overlay page scripts share: a board-coloured PixiJS 7.4.3 canvas in a captioned figure, and its pixels. */
import * as PIXI from "pixi.js";

/** A `width` × `height` canvas of colour `board` added to the page under `title`, with `draw` called on an overlay container, rendered. */
export function drawFigure(title: string, width: number, height: number, board: number, draw: (overlay: PIXI.Container) => void): void {
  const app = new PIXI.Application({ width, height, background: board, antialias: true, preserveDrawingBuffer: true });
  const figure = document.createElement("figure");
  figure.innerHTML = `<figcaption>${title}</figcaption>`;
  figure.appendChild(app.view as HTMLCanvasElement);
  document.body.appendChild(figure);
  const overlay = new PIXI.Container();
  app.stage.addChild(overlay);
  draw(overlay);
  app.render();
}

/** The colours (0xRRGGBB) drawn in the square of side 2r + 1 around (x, y) of the `n`th canvas, row by row. */
export function pixelsAround(n: number, x: number, y: number, r: number): number[] {
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
