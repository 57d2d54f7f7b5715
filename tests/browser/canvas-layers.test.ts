/**
 * The canvas layers — fog marks, the LOS tool, the ruler's labels — drawn by src/foundry/canvas with PixiJS 7.4.3 (the
 * PixiJS Foundry V13 draws with) in headless Chromium, from the referee's replies (the LOS answers computed by the
 * engine on a fixture battle), checked for what they draw and saved as screenshots in __screenshots__/out/.
 */
import { join } from "node:path";
import { build } from "esbuild";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../src/engine/rules/ia/data";
import { losWords, rulerWords } from "../../src/foundry/canvas/canvas-words";
import type { LosReply } from "../../src/foundry/canvas/los-tool";
import type { RulerPreview } from "../../src/foundry/canvas/ruler-labels";
import { iaLineOfSight } from "../../src/foundry/rulesets/ia/canvas-queries";
import type { IaTableGame } from "../../src/foundry/rulesets/ia/table-game";
import { battle, inf, side } from "../fixtures/ia-battle";
import { testMap } from "../fixtures/maps";
import { enI18n } from "../support/i18n";
import type { Scene } from "./canvas-page";
import { outDir, useChromium } from "./screenshots";

type Hex = [number, number];

/** A 7 × 6 odd-q board; `woods` the hexes of woods; German companies at [0, 3], Russians at [4, 3] and [6, 1]. */
function fixture(woods: Hex[]) {
  const map = testMap(ia1Tec, woods.map(([c, r]) => [c, r, ["woods"]] as [number, number, string[]]), [7, 6]);
  const at = ([c, r]: Hex) => map.indexOfOffset(c, r);
  const state = battle([side("german", 3), side("russian", 3)], [inf("g1", "german", at([0, 3])), inf("r1", "russian", at([4, 3])), inf("r2", "russian", at([6, 1]))], []);
  const game = { state, map, tec: ia1Tec } as unknown as IaTableGame;
  const scene: Scene = {
    columns: 7,
    rows: 6,
    woods,
    tokens: [
      { piece: "g1", side: "german", hex: [0, 3], name: "g1" },
      { piece: "r1", side: "russian", hex: [4, 3], name: "r1" },
      { piece: "r2", side: "russian", hex: [6, 1], name: "r2" },
    ],
  };
  return { game, scene };
}

let page: Page;

useChromium({
  webgl: true,
  setUp: async ({ browser }) => {
    const bundle = await build({ entryPoints: [join(import.meta.dirname, "canvas-page.ts")], bundle: true, format: "iife", write: false, platform: "browser", logLevel: "silent" });
    page = await browser.newPage({ viewport: { width: 900, height: 600 } });
    await page.setContent("<!doctype html><html><body style='margin:0'></body></html>");
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  },
  timeout: 120_000,
});

const isRed = ([r, g, b]: number[]) => r > 150 && g < 120 && b < 120;
const isGreen = ([r, g, b]: number[]) => g > 90 && r < 100 && b < 100;
const shot = (name: string) => page.locator("canvas").screenshot({ path: join(outDir, `${name}.png`) });
const pixel = (x: number, y: number) => page.evaluate(([x, y]) => window.canvasPage.pixel(x, y), [x, y] as const);
const centre = (hex: Hex) => page.evaluate((hex) => window.canvasPage.centre(hex), hex);

describe("canvas layers in PixiJS 7.4.3", () => {
  it("IA1 8.0 fog marks: a German player sees the Russian company his side does not spot dimmed and marked, or not at all (its image, V13's mesh, through the fog's Token class); the GM sees it plain", async () => {
    const { scene } = fixture([]);
    const seen = await page.evaluate(([s]) => window.canvasPage.fog(s, ["r2"], "dimmed"), [scene] as const);
    expect(seen).toEqual({ marks: ["fog:6,1"], tokens: ["token:g1@1", "token:r1@1", "token:r2@0.35"] });
    await shot("fog-dimmed");
    // Inside the marked hex, away from the counter: the veil darkens the board's paper colour (0xf3eedc).
    const c = await centre([6, 1]);
    const veiled = await pixel(c.x - 28, c.y);
    expect(veiled.every((v, i) => v < [0xf3, 0xee, 0xdc][i]! - 40)).toBe(true);

    // The counter's image is a separate object (V13's mesh), dimmed by the fog's Token class: the board shows through.
    const dimmed = await pixel(c.x, c.y);
    const red = await pixel((await centre([4, 3])).x, (await centre([4, 3])).y);
    expect(isRed(red)).toBe(true);
    expect(dimmed[1]! - red[1]!).toBeGreaterThan(40);

    const hidden = await page.evaluate(([s]) => window.canvasPage.fog(s, ["r2"], "hidden"), [scene] as const);
    expect(hidden).toEqual({ marks: [], tokens: ["token:g1@1", "token:r1@1"] });
    await shot("fog-hidden");
    // Not drawn at all: its hex shows the board's paper.
    expect((await pixel(c.x, c.y)).every((v, i) => Math.abs(v - [0xf3, 0xee, 0xdc][i]!) < 12)).toBe(true);
    const gm = await page.evaluate(([s]) => window.canvasPage.fog(s, [], "dimmed"), [scene] as const);
    expect(gm).toEqual({ marks: [], tokens: ["token:g1@1", "token:r1@1", "token:r2@1"] });
  });

  it("IA1 8.61 the LOS tool: a spine line blocked on both sides at the hexside between two woods hexes, with its rule and the trace", async () => {
    const { game, scene } = fixture([[1, 2], [1, 3]]);
    const reply = iaLineOfSight(game, "german", [0, 3], [4, 3], "r1") as LosReply;
    const words = losWords(reply, enI18n);
    expect(reply).toMatchObject({ range: 4, spottingRange: 12, spine: true, hexside: true, reason: "blocked" });
    const drawn = await page.evaluate(([s, r, w]) => window.canvasPage.los(s, r, w), [scene, reply, words] as const);
    expect(drawn.names).toEqual(["hexes", "line:left", "line:right", "ends", "blocking-hexside", "panel"]);
    expect(drawn.texts.panel!.split("\n")).toEqual([
      "Range 4",
      "Spotting range 12",
      "  daylight spotting range: 12 (IA1 8.4)",
      "Along hex spines: both sides shown (the left side counts)",
      "Blocked on the left side: limiting terrain that is not lower than the spotter or the target (IA1 8.61, 8.66)",
      "Blocked on the right side: limiting terrain that is not lower than the spotter or the target (IA1 8.61, 8.66)",
      "Not spotted: the line is blocked",
    ]);
    await shot("los-blocked");
    // The hexside between the two woods hexes is drawn red.
    const [p, q] = [await centre([1, 2]), await centre([1, 3])];
    expect(isRed(await pixel((p.x + q.x) / 2 - 12, (p.y + q.y) / 2))).toBe(true);
  });

  it("IA1 8.65 the LOS tool along hex spines shows both sides: one blocked by woods, the other clear", async () => {
    const { game, scene } = fixture([[1, 2]]);
    const reply = iaLineOfSight(game, "german", [0, 3], [4, 3], "r1") as LosReply;
    const words = losWords(reply, enI18n);
    expect(reply).toMatchObject({ spine: true, side: "right", reason: "spotted", sides: [{ side: "left", clear: false, blocked: { hex: [1, 2], rule: "IA1 8.61, 8.66" } }, { side: "right", clear: true }] });
    const drawn = await page.evaluate(([s, r, w]) => window.canvasPage.los(s, r, w), [scene, reply, words] as const);
    expect(drawn.names).toEqual(["hexes", "line:left", "line:right", "ends", "blocking-hex:1,2", "panel"]);
    expect(drawn.texts.panel!.split("\n").at(-1)).toBe("Spotted");
    await shot("los-spine");
    // Beyond the woods the left side runs red, the right side green, apart from each other (IA1 8.65).
    const [a, b] = [await centre([2, 3]), await centre([3, 3])];
    const mid = { x: (a.x + b.x) / 2, y: a.y };
    expect(isRed(await pixel(mid.x, mid.y - 6))).toBe(true);
    expect(isGreen(await pixel(mid.x, mid.y + 6))).toBe(true);
  });

  it("IA1 5.5 the ruler: MPs spent and left per hex, the refused step marked with its reason", async () => {
    const { scene } = fixture([[1, 2]]);
    const preview: RulerPreview & { refused: { why: { code: string; params: Record<string, string>; text: string } } } = {
      steps: [
        { hex: [1, 2], mp: 2, spent: 2, left: 2 },
        { hex: [2, 2], mp: 1, spent: 3, left: 1 },
      ],
      refused: { hex: [3, 3], rule: "IA1 5.5", why: { code: "move.closer", params: { unit: "1./IR 147" }, text: "1./IR 147 may not move closer" } },
    };
    const w = rulerWords(preview.refused.why, enI18n);
    const words = { steps: preview.steps.map((s) => w.step(s.mp, s.spent, s.left)), refused: w.refused };
    const drawn = await page.evaluate(([s, p, w]) => window.canvasPage.ruler(s, p, w), [scene, preview, words] as const);
    expect(drawn).toEqual({
      names: ["step:0", "step:1", "refused", "refused-reason"],
      texts: {
        "step:0": "2 MP: 2 spent, 2 left",
        "step:1": "1 MP: 3 spent, 1 left",
        "refused-reason": "1./IR 147 was not activated by a leader of its own type and may not move closer to enemy combat units\nIA1 5.5",
      },
    });
    await shot("ruler-labels");
    // The refused hex is outlined red (its left corner, 40 px from its centre), its cross white.
    const c = await centre([3, 3]);
    expect(isRed(await pixel(c.x - 39, c.y))).toBe(true);
    expect(await pixel(c.x, c.y)).toEqual([255, 255, 255]);
  });

  it("IA1 16.5 hidden pieces: drawn on their owner's canvas at their hexes, translucent, named and marked hidden", async () => {
    const { scene } = fixture([]);
    const pieces = [
      { name: "1./IR 147", hex: [2, 2] as Hex },
      { name: "Lt. Weber", hex: [3, 4] as Hex },
    ];
    const drawn = await page.evaluate(([s, p, m]) => window.canvasPage.hidden(s, p, m), [scene, pieces, enI18n.localize("HEX_TACTICS.Canvas.Hidden.mark")] as const);
    expect(drawn).toEqual({
      names: ["hidden:1./IR 147", "hidden:Lt. Weber"],
      texts: { "hidden:1./IR 147": "1./IR 147\n(hidden)", "hidden:Lt. Weber": "Lt. Weber\n(hidden)" },
    });
    await shot("hidden-pieces");
    // Inside the counter, off its label: the translucent blue-grey over the board's paper colour (0xf3eedc), the paper showing through.
    const c = await centre([3, 4]);
    const [r, , b] = await pixel(c.x - 20, c.y - 20);
    expect(r).toBeLessThan(0xf3 - 40);
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(0x80);
  });

  it("a side's private layer: a hex it marks tinted, its marker on a hex vertex, a piece no token shows marked hidden", async () => {
    const { scene } = fixture([]);
    const layer = {
      pieces: [{ hex: [2, 2] as Hex, label: { text: "MG Platoon" }, hidden: true as const }],
      markers: [{ kind: "cross-hair", vertex: [4, 4, 1] as [number, number, number], label: { text: "Planned Fire" } }],
      hexes: [{ hex: [1, 1] as Hex, tint: "#2e8b57" }],
    };
    const drawn = await page.evaluate(([s, l, m]) => window.canvasPage.layer(s, l, m), [scene, layer, "(hidden)"] as const);
    expect(drawn).toEqual({ names: ["hex:1,1", "marker:cross-hair@4,4,1", "hidden:MG Platoon"], texts: { "marker:cross-hair@4,4,1": "Planned Fire", "hidden:MG Platoon": "MG Platoon\n(hidden)" } });
    await shot("private-layer");
    // The marker sits on the corner hex [4, 4] shares with its neighbours in directions 1 and 2, a hex's radius (40 px) from its centre.
    const v = await page.evaluate((v) => window.canvasPage.vertex(v), [4, 4, 1] as [number, number, number]);
    const c = await centre([4, 4]);
    expect(Math.hypot(v.x - c.x, v.y - c.y)).toBeCloseTo(40, 6);
    const [r, g, b] = await pixel(v.x, v.y);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    // The tinted hex: green over the board's paper colour.
    const t = await centre([1, 1]);
    const [tr, tg] = await pixel(t.x + 20, t.y + 20);
    expect(tg).toBeGreaterThan(tr);
  });
});
