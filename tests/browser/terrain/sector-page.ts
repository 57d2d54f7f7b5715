/** The page script of the sector overlay test: PixiJS 7.4.3 (what Foundry V13 draws with) and the sectors' drawing function. */
import * as PIXI from "pixi.js";
import { drawSectorOverlay, type SectorShape } from "../../../src/foundry/rulesets/series/sector-command/sector-overlay";
import { drawFigure, pixelsAround } from "./figure-page";

/** Draws the sectors' `shapes` on a board-coloured canvas of `width` × `height` and adds it to the page under `title`. */
const drawSectors = (title: string, shapes: SectorShape[], width: number, height: number, board: number): void =>
  drawFigure(title, width, height, board, (overlay) => drawSectorOverlay(PIXI, overlay, shapes));

/** The colour (0xRRGGBB) drawn at (x, y) of the `n`th canvas. */
const pixelAt = (n: number, x: number, y: number): number => pixelsAround(n, x, y, 0)[0]!;

Object.assign(window, { drawSectors, pixelAt });
