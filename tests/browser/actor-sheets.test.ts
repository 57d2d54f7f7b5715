/**
 * Renders each actor sheet's templates with Handlebars and the system CSS, as Foundry would,
 * and looks at the result in headless Chromium. Screenshots land in __screenshots__/out/.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Handlebars from "handlebars";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  leaderSheetContext,
  markerSheetContext,
  unitSheetContext,
} from "../../src/foundry/applications/sheets/sheet-context";
import { localize } from "../support/lang";
import { sampleLeader, sampleMarker, sampleUnit } from "../support/sample-actors";

const root = join(import.meta.dirname, "../..");
const outDir = join(import.meta.dirname, "__screenshots__/out");
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Foundry's `{{localize}}` helper, backed by lang/en.json. */
const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: string) => localize(key));

/** The page Foundry's sheet window would hold: the sheet's parts in order inside its form. */
function sheetPage(type: string, context: object): string {
  const parts = ["header", `${type}-body`].map((part) => handlebars.compile(read(`templates/actor/${part}.hbs`))(context));
  return `<!doctype html>
<html><head><meta charset="utf-8"><base href="${pathToFileURL(root)}/">
<link rel="stylesheet" href="styles/hex-tactics.css">
<style>body { margin: 0; padding: 12px; background: #d6d0bf; } form { width: 436px; padding: 12px; background: #f3efe2; }</style>
</head><body><form class="hex-tactics actor-sheet ${type}">${parts.join("\n")}</form></body></html>`;
}

let browser: Browser;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a sheet in a page and saves its screenshot as `<type>-sheet.png`. */
async function openSheet(type: string, context: object): Promise<Page> {
  const file = join(outDir, `${type}-sheet.html`);
  writeFileSync(file, sheetPage(type, context));
  const page = await browser.newPage({ viewport: { width: 480, height: 640 } });
  await page.goto(pathToFileURL(file).href);
  await page.screenshot({ path: join(outDir, `${type}-sheet.png`), fullPage: true });
  return page;
}

/** Every label went through `localize`: no lang key is left in the sheet. */
async function expectTranslated(page: Page): Promise<void> {
  expect(await page.locator("form").innerHTML()).not.toMatch(/HEX_TACTICS\.|TYPES\./);
}

const selectedText = (page: Page, name: string) =>
  page.locator(`select[name="${name}"] option:checked`).textContent();

describe("actor sheets in Chromium", () => {
  it("the unit sheet shows the unit's name, printed values and state", async () => {
    const page = await openSheet("unit", { ...unitSheetContext(sampleUnit), editable: true });
    expect(await page.inputValue('input[name="name"]')).toBe(sampleUnit.name);
    expect(await page.inputValue('input[name="system.morale"]')).toBe("8");
    expect(await page.inputValue('input[name="system.fire.direct"]')).toBe("5");
    expect(await page.isVisible('input[name="system.morale"]')).toBe(true);
    expect(await page.getByText("Morale", { exact: true }).isVisible()).toBe(true);
    expect(await selectedText(page, "system.size")).toBe("Company");
    expect(await selectedText(page, "system.status")).toBe("Disrupted");
    expect(await page.isChecked('input[name="system.movedFired"]')).toBe(true);
    expect(await page.locator(".profile").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectTranslated(page);
    await page.close();
  });

  it("the leader sheet shows his morale and modifiers", async () => {
    const page = await openSheet("leader", { ...leaderSheetContext(sampleLeader), editable: true });
    expect(await page.inputValue('input[name="name"]')).toBe(sampleLeader.name);
    expect(await page.inputValue('input[name="system.morale"]')).toBe("9");
    expect(await page.inputValue('input[name="system.combatModifier"]')).toBe("1");
    expect(await page.getByText("Leader", { exact: true }).isVisible()).toBe(true);
    expect(await selectedText(page, "system.leaderType")).toBe("Infantry");
    await expectTranslated(page);
    await page.close();
  });

  it("the marker sheet shows its type, rule and counter image", async () => {
    const page = await openSheet("marker", { ...markerSheetContext(sampleMarker), editable: true });
    expect(await selectedText(page, "system.markerType")).toBe("Spotted");
    expect(await page.inputValue('input[name="system.rule"]')).toBe("IA1 8.52");
    expect(await page.locator(".profile").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectTranslated(page);
    await page.close();
  });
});
