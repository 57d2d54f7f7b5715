/** The page script of the terrain overlay test: PixiJS 7.4.3 (what Foundry V13 draws with) and the overlay's drawing function. */
import * as PIXI from "pixi.js";
import { drawTerrainOverlay } from "../../../src/foundry/terrain/draw-overlay";
import type { OverlayData } from "../../../src/foundry/terrain/overlay-data";
import { drawFigure, pixelsAround } from "./figure-page";

/** Draws `data` on a board-coloured canvas of `width` × `height` and adds it to the page under `title`. */
const drawOverlay = (title: string, data: OverlayData, width: number, height: number, board: number): void =>
  drawFigure(title, width, height, board, (overlay) => drawTerrainOverlay(PIXI, overlay, data));

Object.assign(window, { drawOverlay, pixelsAround });
