/**
 * The GM's chart editor and Sides dialog rendered from their templates with Handlebars and the system CSS, as Foundry
 * would, in headless Chromium. Screenshots land in __screenshots__/out/.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Handlebars from "handlebars";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { iaTableRules } from "../../src/foundry/rulesets/ia/tables";
import { sidesDialogContext } from "../../src/foundry/rulesets/ia/sector-command/sides-form";
import { importChart, tablesEditorContext } from "../../src/foundry/tables/editor-context";
import { chartsInEffect } from "../../src/foundry/tables/charts-in-effect";
import { localize } from "../support/lang";
import { useChromium } from "./screenshots";

const root = join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Foundry's `game.i18n.format` and `{{localize}}` over lang/en.json. */
const t = (key: string, params: Readonly<Record<string, string>> = {}) => localize(key).replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? `{${k}}`);
const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: string) => localize(key));

/** The page an ApplicationV2 window would hold: the template inside the application's element. */
function appPage(template: string, tag: string, classes: string, width: number, context: object): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><base href="${pathToFileURL(root)}/">
<link rel="stylesheet" href="styles/hex-tactics.css">
<link rel="stylesheet" href="styles/tables.css">
<style>body { margin: 0; padding: 12px; background: #d6d0bf; } .application { width: ${width}px; padding: 12px; background: #f3efe2; }</style>
</head><body><${tag} class="application ${classes}">${handlebars.compile(read(template))(context)}</${tag}></body></html>`;
}

const chromium = useChromium();
/** The window `width` wide and its page's padding. */
const open = (name: string, html: string, width: number) => chromium.open(name, html, { width: width + 24, height: 720 });

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe("the GM's dialogs in Chromium", () => {
  it("the chart editor shows the IA1 direct fire table, each cell coloured by its provenance, and an import's fault", async () => {
    const tables = chartsInEffect({}, "infantry-attacks", "IA1", iaTableRules);
    const refused = importChart(tables, iaTableRules, "fire-tables", "json", "{ not json");
    const context = tablesEditorContext(tables, "fire-tables", refused.ok ? [] : refused.issues, t);
    const page = await open("tables-editor", appPage("templates/tables/editor.hbs", "div", "hex-tactics tables-editor", 960, context), 960);
    expect(await page.locator(".tables-kinds button.active").textContent()).toBe("Fire tables");
    expect(await page.locator(".tables-title strong").textContent()).toBe(tables.fireTables.name);
    // IA1 7.51: the direct fire table's third column header is 4, a rules cell.
    const header = page.locator('input[data-cell="direct-fire|strength|3"]');
    expect(await header.inputValue()).toBe("4");
    expect(await header.getAttribute("class")).toBe("cell cell-rules");
    expect(await header.getAttribute("data-tooltip")).toMatch(/^Rules: IA1 7\.51/);
    expect(await style(page, 'input[data-cell="direct-fire|strength|3"]', "background-color")).toBe("rgb(227, 239, 226)");
    expect(await style(page, 'input[data-cell="direct-fire|2|1"]', "border-top-style")).toBe("dashed");
    expect(await page.locator(".tables-legend li").first().textContent()).toMatch(/Rules\s+\d+/);
    expect(await page.locator(".tables-issues li").textContent()).toMatch(/^The file is not JSON: /);
    expect(await page.isVisible('button[data-action="export"][data-format="csv"]')).toBe(true);
    expect(await page.locator("body").innerHTML()).not.toMatch(/HEX_TACTICS\./);
    await page.close();
  });

  it("the chart editor lists counter values by unit type and face", async () => {
    const tables = chartsInEffect({}, "infantry-attacks", "IA1", iaTableRules);
    const context = tablesEditorContext(tables, "counters", [], t);
    const page = await open("tables-editor-counters", appPage("templates/tables/editor.hbs", "div", "hex-tactics tables-editor", 960, context), 960);
    const name = tables.counters.units["ger-inf"]!.name;
    expect(await page.getByRole("rowheader", { name: `${name} (full)`, exact: true }).first().isVisible()).toBe(true);
    expect(await page.locator('input[data-cell="unit|ger-inf|full|directFire.strength"]').inputValue()).toBe(String(tables.counters.units["ger-inf"]!.faces.full.directFire!.strength.value));
    expect(await page.locator("body").innerHTML()).not.toMatch(/HEX_TACTICS\./);
    await page.close();
  });

  it("the Sides dialog shows each user's sides, IA1 17.51 sector and 17.52 Commanding Officer", async () => {
    const users = [
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "anna", name: "Anna", isGM: false },
      { id: "boris", name: "Boris", isGM: false },
    ];
    const context = sidesDialogContext(users, { anna: ["german"], boris: ["russian"] }, { anna: "North" }, [], ["boris"]);
    const page = await open("sides-dialog", appPage("templates/settings/sides.hbs", "form", "hex-tactics sides-dialog", 560, context), 560);
    expect(await page.locator("thead th").allTextContents()).toEqual(["User", "german", "russian", "", "Sector", "CO"]);
    expect(await page.isChecked('input[name="side|anna|german"]')).toBe(true);
    expect(await page.isChecked('input[name="side|anna|russian"]')).toBe(false);
    expect(await page.isChecked('input[name="side|boris|russian"]')).toBe(true);
    expect(await page.inputValue('input[name="sector|anna"]')).toBe("North");
    // IA1 17.52: the side's Commanding Officer is ticked.
    expect(await page.isChecked('input[name="co|boris"]')).toBe(true);
    expect(await page.isChecked('input[name="co|anna"]')).toBe(false);
    expect(await page.getByText("GM", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Save" }).isVisible()).toBe(true);
    expect(await page.locator("body").innerHTML()).not.toMatch(/HEX_TACTICS\./);
    await page.close();
  });
});
