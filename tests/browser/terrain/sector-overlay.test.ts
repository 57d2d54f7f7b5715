/**
 * The sectors' overlay (IA1 17.51) drawn by PixiJS 7.4.3 (Foundry V13's) in headless Chromium, on all four hex layouts:
 * two sectors painted with the painter's operations, saved as a screenshot in __screenshots__/out/ and checked by the
 * colours inside a sector, on its outline, and outside every sector.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HEX_LAYOUTS, type HexLayout } from "../../../src/engine/hex";
import { HexMap } from "../../../src/engine/map";
import { hexGeometry, type Point } from "../../../src/foundry/terrain/overlay-data";
import { sectorOverlay, type SectorShape } from "../../../src/foundry/rulesets/series/sector-command/sector-overlay";
import { boardHexes, paintSector, touchSectors, type SceneSectors } from "../../../src/foundry/rulesets/series/sector-command/painted-sectors";
import { outDir, useChromium } from "../screenshots";
import { openFigures } from "./figures";

const SIZE = 26;
const BOARD = 0xf4efe0;
const [WIDTH, HEIGHT] = [490, 400];
const geometryOf = (layout: HexLayout) => hexGeometry(layout, SIZE, { x: 6, y: 6 });

/** A 10 × 8 map of two boards of 4 columns and one of 2: "West" is the first board, "Hill" a brush of radius 1 at [7, 4]. */
function sectorsOf(layout: HexLayout): { map: HexMap; sectors: SceneSectors } {
  const board = (id: string, col: number, columns: number) => ({ id, origin: { col, row: 0 }, columns, rows: 8, firstColumn: 1, firstRow: 1 });
  const map = new HexMap({ id: "s", name: "S", layout, columns: 10, rows: 8, defaultTerrain: "clear", boards: [board("1", 0, 4), board("2", 4, 4), board("3", 8, 2)] });
  const west = paintSector({ origin: { i: 0, j: 0 }, sectors: [] }, "West", boardHexes(map, "1"));
  return { map, sectors: touchSectors(west, map, "Hill", [7, 4], 1) };
}

const blend = (under: number, fill: number, alpha: number) =>
  [16, 8, 0].reduce((c, shift) => c | (Math.round(((under >> shift) & 255) * (1 - alpha) + ((fill >> shift) & 255) * alpha) << shift), 0);
const near = (actual: number, expected: number) => [16, 8, 0].every((s) => Math.abs(((actual >> s) & 255) - ((expected >> s) & 255)) <= 8);

let page: Page;
const shapes = new Map<HexLayout, SectorShape[]>();

useChromium({
  webgl: true,
  setUp: async (chromium) => {
    page = await openFigures(chromium, "sector-page.ts", "sector-overlay", { width: 2 * WIDTH + 40, height: 2 * HEIGHT + 80 });
    for (const layout of HEX_LAYOUTS) {
      shapes.set(layout, sectorOverlay(sectorsOf(layout).sectors, geometryOf(layout)));
      await page.evaluate(([l, s, w, h, b]) => (window as unknown as { drawSectors: (...a: unknown[]) => void }).drawSectors(l, s, w, h, b), [layout, shapes.get(layout), WIDTH, HEIGHT, BOARD] as const);
    }
    await page.screenshot({ path: join(outDir, "sector-overlay.png"), fullPage: true });
  },
  timeout: 120_000,
});

const pixel = (n: number, p: Point) => page.evaluate(([k, x, y]) => (window as unknown as { pixelAt: (...a: number[]) => number }).pixelAt(k, x, y), [n, p.x, p.y] as const);
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

describe("sector overlay in PixiJS 7.4.3", () => {
  it.each(HEX_LAYOUTS.map((l, n) => [l, n] as const))("IA1 17.51 tints each sector's hexes, outlines it and leaves hexes in no sector bare (%s)", async (layout, n) => {
    const g = geometryOf(layout);
    const [west, hill] = shapes.get(layout)!;
    expect([west!.name, hill!.name]).toEqual(["West", "Hill"]);
    // [1, 6] lies inside West away from its label; [7, 3] is in Hill next to its label hex [7, 4].
    expect(near(await pixel(n, g.centre([1, 6])), blend(BOARD, west!.colour, 0.25))).toBe(true);
    expect(near(await pixel(n, mid(g.centre([7, 3]), g.vertices([7, 3])[0]!)), blend(BOARD, hill!.colour, 0.25))).toBe(true);
    expect(near(await pixel(n, g.centre([5, 0])), BOARD)).toBe(true);
    // West's outline runs along the board's edge between columns 3 and 4.
    expect(near(await pixel(n, mid(g.centre([3, 6]), g.centre([4, 6]))), blend(BOARD, west!.colour, 0.95))).toBe(true);
  });
});
