/**
 * The terrain overlay drawn by PixiJS 7.4.3 (Foundry V13's) in headless Chromium, on all four hex layouts: the page
 * script is bundled with esbuild at test time, the overlay data is built here; each layout is saved as a screenshot in
 * __screenshots__/out/ and checked by the colours at known hex centres and hexsides.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HEX_LAYOUTS, type HexLayout } from "../../../src/engine/hex";
import { blankMap } from "../../../src/foundry/terrain/map-file";
import { hexGeometry, overlayData, type OverlayData, type Point } from "../../../src/foundry/terrain/overlay-data";
import { brushHexes, paintHexes, paintHexside, type At } from "../../../src/foundry/terrain/paint";
import { terrainColour } from "../../../src/foundry/terrain/palette";
import { painterTec as tec } from "../../foundry/terrain/painter-tec";
import { outDir, useChromium } from "../screenshots";
import { openFigures } from "./figures";

const SIZE = 26;
const BOARD = 0xf4efe0;
const [WIDTH, HEIGHT] = [490, 400];
const geometryOf = (layout: HexLayout) => hexGeometry(layout, SIZE, { x: 6, y: 6 });

/** A 10 × 8 map with woods, a town on a hill, a slope, and a road, a river and a wall on hexsides. */
function paintedMap(layout: HexLayout) {
  let m = blankMap("overlay", "Overlay", layout, 10, 8, tec);
  m = paintHexes(m, brushHexes(m, [2, 2], 1), { terrain: ["woods"] });
  m = paintHexes(m, [[6, 2]], { terrain: ["town"], level: 2 });
  m = paintHexes(m, [[7, 5]], { terrain: ["hill", "woods"], slope: true });
  m = paintHexes(m, [[0, 7]], { level: -1 });
  m = paintHexside(m, [4, 5], [5, 5], "road", true);
  m = paintHexside(m, [1, 5], [2, 5], "river", true);
  m = paintHexside(m, [8, 1], [8, 2], "wall", true);
  return m;
}

/** `fill` drawn at `alpha` over `under`, as 0xRRGGBB. */
const blend = (under: number, fill: number, alpha: number) =>
  [16, 8, 0].reduce((c, shift) => c | (Math.round(((under >> shift) & 255) * (1 - alpha) + ((fill >> shift) & 255) * alpha) << shift), 0);
const near = (actual: number, expected: number) => [16, 8, 0].every((s) => Math.abs(((actual >> s) & 255) - ((expected >> s) & 255)) <= 8);
const hexOf = (c: number) => `#${c.toString(16).padStart(6, "0")}`;

let page: Page;

useChromium({
  webgl: true,
  setUp: async (chromium) => {
    page = await openFigures(chromium, "overlay-page.ts", "terrain-overlay", { width: 2 * WIDTH + 40, height: 2 * HEIGHT + 80 });
    for (const layout of HEX_LAYOUTS) {
      const data: OverlayData = overlayData(paintedMap(layout), tec, geometryOf(layout));
      await page.evaluate(([l, d, w, h, b]) => (window as unknown as { drawOverlay: (...a: unknown[]) => void }).drawOverlay(l, d, w, h, b), [layout, data, WIDTH, HEIGHT, BOARD] as const);
    }
    await page.screenshot({ path: join(outDir, "terrain-overlay.png"), fullPage: true });
  },
  timeout: 120_000,
});

const around = (n: number, p: Point, r: number) =>
  page.evaluate(([k, x, y, d]) => (window as unknown as { pixelsAround: (...a: number[]) => number[] }).pixelsAround(k, x, y, d), [n, p.x, p.y, r] as const);
const pixel = async (n: number, p: Point) => (await around(n, p, 0))[0]!;
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

describe("terrain overlay in PixiJS 7.4.3", () => {
  it.each(HEX_LAYOUTS.map((l, n) => [l, n] as const))("fills each hex with its terrain's colour over the board (%s)", async (layout, n) => {
    const g = geometryOf(layout);
    const fill = (id: string) => blend(BOARD, terrainColour(id), 0.55);
    const expectColour = async (at: At, colour: number) => expect(hexOf(await pixel(n, g.centre(at)))).toSatisfy((c: string) => near(parseInt(c.slice(1), 16), colour));
    await expectColour([2, 2], fill("woods"));
    await expectColour([3, 2], fill("woods"));
    await expectColour([9, 0], fill("clear"));
    // The hill's second terrain (woods) is an inner hex over the hill's fill.
    const hill = g.centre([7, 5]);
    await expectColour([7, 5], blend(fill("hill"), terrainColour("woods"), 0.75));
    expect(near(await pixel(n, { x: hill.x, y: hill.y - SIZE * 0.6 }), fill("hill"))).toBe(true);
  });

  it.each(HEX_LAYOUTS.map((l, n) => [l, n] as const))("draws roads across hexsides and rivers and walls along them (%s)", async (layout, n) => {
    const g = geometryOf(layout);
    // A road runs from centre to centre: it crosses the hexside at the centres' midpoint.
    const road = await pixel(n, mid(g.centre([4, 5]), g.centre([5, 5])));
    expect(near(road, blend(fill0(), 0x8b5a2b, 0.95))).toBe(true);
    // River and wall lie along the hexside: its midpoint is theirs.
    expect(near(await pixel(n, mid(g.centre([1, 5]), g.centre([2, 5]))), blend(fill0(), 0x2f6fd6, 0.95))).toBe(true);
    expect(near(await pixel(n, mid(g.centre([8, 1]), g.centre([8, 2]))), blend(fill0(), 0x202020, 0.95))).toBe(true);
  });

  it.each(HEX_LAYOUTS.map((l, n) => [l, n] as const))("writes the ground level on raised and sunken hexes, white on black (%s)", async (layout, n) => {
    const g = geometryOf(layout);
    const white = (c: number) => [16, 8, 0].every((s) => ((c >> s) & 255) > 230);
    const dark = (c: number) => [16, 8, 0].every((s) => ((c >> s) & 255) < 40);
    for (const at of [[6, 2], [0, 7]] as At[]) {
      const box = await around(n, g.centre(at), 8);
      expect(box.filter(white).length).toBeGreaterThan(10);
      expect(box.filter(dark).length).toBeGreaterThan(10);
    }
    // A hex at level 0 has no number.
    expect((await around(n, g.centre([9, 0]), 8)).filter(white)).toEqual([]);
  });
});

/** The clear terrain's fill over the board: what lies under a hexside line between clear hexes. */
function fill0(): number {
  return blend(BOARD, terrainColour("clear"), 0.55);
}
