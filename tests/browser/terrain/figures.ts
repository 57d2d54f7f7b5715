/** The overlay pages' shell: a page script (sector-page.ts, overlay-page.ts) bundled with esbuild into a page of captioned figures. */
import { join } from "node:path";
import { build } from "esbuild";
import type { Page } from "playwright-core";
import type { Chromium, Viewport } from "../screenshots";

/** Opens `<name>.html` holding the bundled `entry` (a file in this folder) at `viewport`, with no screenshot yet. */
export async function openFigures({ open }: Chromium, entry: string, name: string, viewport: Viewport): Promise<Page> {
  const bundle = await build({ entryPoints: [join(import.meta.dirname, entry)], bundle: true, format: "iife", write: false, logLevel: "silent" });
  const script = bundle.outputFiles[0]!.text;
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;padding:8px;display:grid;grid-template-columns:repeat(2,auto);gap:8px;background:#23221f;color:#e8e4d8;font-family:sans-serif}figure{margin:0}figcaption{font-size:14px;margin:0 0 4px}</style></head><body><script>${script.replace(/<\/script/g, "<\\/script")}</script></body></html>`;
  return open(name, html, viewport, { shot: false });
}
