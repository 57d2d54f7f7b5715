/**
 * One headless Chromium per browser test file, launched before its tests and closed after them, and the pages the
 * tests open: written to __screenshots__/out/ as `<name>.html`, opened at a viewport, saved as `<name>.png`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./chromium";

/** Where the browser tests save their pages and screenshots. */
export const outDir = join(import.meta.dirname, "__screenshots__/out");

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export interface Chromium {
  /** The browser, launched by the file's `beforeAll`. */
  readonly browser: Browser;
  /** Writes `html` to `<name>.html`, opens it in a page of `viewport` and, unless `shot` is false, saves its full screenshot as `<name>.png`. */
  open(name: string, html: string, viewport: Viewport, options?: { shot?: boolean }): Promise<Page>;
}

export interface ChromiumOptions {
  /** PixiJS drawing through SwiftShader's WebGL (see `launchChromium`). */
  readonly webgl?: boolean;
  /** The file's own preparation, run in the same `beforeAll` once the browser is up. */
  readonly setUp?: (chromium: Chromium) => Promise<void>;
  /** The `beforeAll`'s timeout, where `setUp` takes longer than the project's. */
  readonly timeout?: number;
}

/** Registers the file's `beforeAll` (the screenshot folder made, Chromium launched, `setUp`) and `afterAll` (Chromium closed). */
export function useChromium({ webgl = false, setUp, timeout }: ChromiumOptions = {}): Chromium {
  let launched: Browser | undefined;
  const chromium: Chromium = {
    get browser() {
      if (!launched) throw new Error("Chromium is launched in beforeAll");
      return launched;
    },
    async open(name, html, viewport, { shot = true } = {}) {
      const file = join(outDir, `${name}.html`);
      writeFileSync(file, html);
      const page = await chromium.browser.newPage({ viewport });
      await page.goto(pathToFileURL(file).href);
      if (shot) await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
      return page;
    },
  };
  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    launched = await launchChromium({ webgl });
    await setUp?.(chromium);
  }, timeout);
  afterAll(async () => {
    await launched?.close();
  });
  return chromium;
}
