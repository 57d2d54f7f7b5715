/**
 * Renders each actor sheet's templates with Handlebars and the system CSS, as Foundry would, and looks at the result in
 * headless Chromium: a counter's printed values for a player, the GM's editing view, and a piece's state read-only from
 * its token. Screenshots land in __screenshots__/out/.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Handlebars from "handlebars";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { markerSheetContext } from "../../src/foundry/applications/sheets/sheet-context";
import { leaderSheetContext, unitSheetContext } from "../../src/foundry/rulesets/ia/sheets/sheet-context";
import { STATUS } from "../../src/foundry/rulesets/ia/statuses";
import { iaTableRuleset } from "../../src/foundry/rulesets/ia/table-ruleset";
import { registerTableRuleset } from "../../src/foundry/rulesets/table-ruleset";
import { localize } from "../support/lang";
import { asPlaytest, sampleCavalry, sampleGun, sampleLeader, sampleMarker, sampleUnit } from "../support/sample-actors";
import { useChromium } from "./screenshots";

// Its nationalities' names, as `init` registers them (its dialogs are Foundry's, not needed here).
registerTableRuleset(iaTableRuleset({}));

const root = join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Foundry's `{{localize}}` helper, backed by lang/en.json, and the sheet partials under the names the bodies use. */
const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: string) => localize(key));
for (const name of ["cell", "piece-state"]) handlebars.registerPartial(`systems/hex-tactics/templates/actor/${name}.hbs`, read(`templates/actor/${name}.hbs`));

/** The page Foundry's sheet window would hold: the sheet's parts in order inside its form; `systems/hex-tactics/` is this repository. */
function sheetPage(type: string, context: object): string {
  const parts = ["actor/header", `${type === "marker" ? "actor" : "ia/actor"}/${type}-body`].map((part) => handlebars.compile(read(`templates/${part}.hbs`))(context));
  return `<!doctype html>
<html><head><meta charset="utf-8"><base href="${pathToFileURL(root)}/">
<link rel="stylesheet" href="styles/hex-tactics.css">
<style>body { margin: 0; padding: 12px; background: #d6d0bf; } form { width: 436px; padding: 12px; background: #f3efe2; }</style>
</head><body><form class="hex-tactics actor-sheet ${type}">${parts.join("\n").replaceAll('src="systems/hex-tactics/', 'src="')}</form></body></html>`;
}

const chromium = useChromium();

/** Opens a sheet in a page and saves its screenshot as `<name>.png`. */
const openSheet = (name: string, type: string, context: object) => chromium.open(name, sheetPage(type, context), { width: 480, height: 640 });

/** Every label went through `localize`, and every image loaded. */
async function expectFinished(page: Page): Promise<void> {
  expect(await page.locator("form").innerHTML()).not.toMatch(/HEX_TACTICS\.|TYPES\./);
  const broken = await page.locator("img").evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.naturalWidth === 0).map((img) => img.src));
  expect(broken).toEqual([]);
}

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();
const player = { canEdit: false } as const;

describe("actor sheets in Chromium", () => {
  it("a player reads a unit's printed values, each face as a counter (IA1 7.3 fire strength-range, 7.6 reduced side)", async () => {
    const page = await openSheet("unit-sheet", "unit", unitSheetContext(sampleUnit, player));
    expect(await page.locator("h1.actor-name").textContent()).toBe(sampleUnit.name);
    expect(await page.locator("input, select, textarea").count()).toBe(0);
    expect(await texts(page, ".face figcaption")).toEqual(["Full", "Reduced"]);
    expect(await texts(page, ".face .fire.direct")).toEqual(["5-4", "3-4"]);
    expect(await texts(page, ".face .movement")).toEqual(["4", "4"]);
    expect(await page.locator(".piece-state").count()).toBe(0);
    await expectFinished(page);
    await page.close();
  });

  it("a field gun shows black direct and white bombardment values (IA1 7.3) and T movement (5.61)", async () => {
    const page = await openSheet("gun-sheet", "unit", unitSheetContext(sampleGun, player));
    expect(await texts(page, ".face[data-face=full] .fire.direct")).toEqual(["4-8"]);
    expect(await texts(page, ".face[data-face=full] .fire.bombardment")).toEqual(["10-20"]);
    expect(await texts(page, ".face[data-face=full] .movement")).toEqual(["T"]);
    const white = await page.locator(".face[data-face=full] .fire.bombardment").evaluate((el) => getComputedStyle(el).color);
    expect(white).toBe("rgb(255, 255, 255)");
    await expectFinished(page);
    await page.close();
  });

  it("cavalry shows its four faces, mounted and the dismounted piece (IA1 15.1)", async () => {
    const page = await openSheet("cavalry-sheet", "unit", unitSheetContext(sampleCavalry, player));
    expect(await page.locator(".face").evaluateAll((faces) => faces.map((f) => f.getAttribute("data-face")))).toEqual(["full", "reduced", "dismounted", "dismountedReduced"]);
    await expectFinished(page);
    await page.close();
  });

  it("the GM edits every printed value, named by its path in the model", async () => {
    const page = await openSheet("unit-sheet-gm", "unit", unitSheetContext(asPlaytest(sampleUnit), { canEdit: true }));
    expect(await page.inputValue('input[name="name"]')).toBe(sampleUnit.name);
    expect(await page.inputValue('input[name="system.faces.full.directFire.strength.value"]')).toBe("5");
    expect(await page.inputValue('input[name="system.faces.reduced.directFire.strength.value"]')).toBe("3");
    expect(await page.inputValue('input[name="system.faces.full.movement.value"]')).toBe("4");
    expect(await page.inputValue('input[name="system.steps.value"]')).toBe("2");
    expect(await page.locator('select[name="system.size"] option:checked').textContent()).toBe("Company");
    // Playtest values are marked, and the key says what the mark means.
    expect(await page.locator("input.cell.playtest").count()).toBeGreaterThan(0);
    expect(await page.locator(".key-line").textContent()).toContain(localize("HEX_TACTICS.Sheet.keyPlaytest"));
    await expectFinished(page);
    await page.close();
  });

  it("a piece on the board shows its state read-only from its token: the face it shows, steps left and its statuses", async () => {
    const piece = { statuses: [STATUS.disrupted, STATUS["moved-fired"], STATUS.spotted], face: "reduced", steps: { value: 1, max: 2 } } as const;
    const page = await openSheet("unit-piece-sheet", "unit", unitSheetContext(sampleUnit, { canEdit: false, piece }));
    expect(await page.locator(".piece-state .morale-state").textContent()).toBe("Disrupted");
    expect(await page.locator(".piece-state .steps-left b").textContent()).toBe("1/2");
    expect((await texts(page, ".piece-state .statuses li")).map((t) => t.trim())).toEqual(["Disrupted", "Moved/Fired", "Spotted"]);
    expect(await page.locator(".face.current").getAttribute("data-face")).toBe("reduced");
    expect(await page.locator(".piece-state input, .piece-state select").count()).toBe(0);
    await expectFinished(page);
    await page.close();
  });

  it("a leader shows morale big in the centre (IA1 14.0), combat and morale bonus (6.51, 6.61), and his rank ladder", async () => {
    const page = await openSheet("leader-sheet", "leader", leaderSheetContext(sampleLeader, player));
    expect(await page.locator("h1.actor-name").textContent()).toBe(sampleLeader.name);
    expect(await page.locator(".leader-face .leader-morale").textContent()).toBe("9");
    expect(await page.locator(".leader-face .combat").textContent()).toBe("1");
    expect(await page.locator(".leader-face .morale-bonus").textContent()).toBe("1");
    expect(await page.locator(".leader-face .rank").textContent()).toBe("Hauptmann");
    expect(await page.locator(".rank-ladder li.current").textContent()).toBe("Hauptmann");
    await expectFinished(page);
    await page.close();
  });

  it("a marker shows its kind, rule and description", async () => {
    const page = await openSheet("marker-sheet", "marker", markerSheetContext(sampleMarker, player));
    expect(await texts(page, ".counter-line span")).toEqual(["Smoke", "IA1 16.1"]);
    expect(await page.locator(".description").textContent()).toContain("smoke fire (IA1 16.11)");
    expect(await page.locator(".notice").count()).toBe(0);
    await expectFinished(page);
    await page.close();
  });
});
