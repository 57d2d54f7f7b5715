/**
 * The artillery chat cards (IA1 9.x, 10.3, 11.2) as players see them, and the Artillery Plan dialog (9.1): rendered from
 * public artillery events, and from a side's view, with the system's templates (each card kind's template as the table
 * ruleset names it) and CSS in headless Chromium, checked for the values a player reads and saved as screenshots in
 * __screenshots__/out/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardContext, type CardSource } from "../../src/foundry/data/chat/card-view";
import { iaCards } from "../../src/foundry/rulesets/ia/cards";
import { iaTableRuleset } from "../../src/foundry/rulesets/ia/table-ruleset";
import { localizeAll } from "../../src/foundry/i18n";
import { planStateFrom, planView } from "../../src/foundry/rulesets/ia/dialogs/artillery-plan-view";
import { at, gun, gunSide, map, setUp } from "../engine/rules/ia/artillery/support";
import { ia2Visibility } from "../../src/engine/rules/ia/los";
import { artilleryMap, openSightsBattle, openSightsFire, plannedFireBattle, publicStep, T, twoTurnsAtT, type PublicStep } from "../support/ia-artillery-samples";
import { useChromium } from "./screenshots";
import { missingKeys, page, renderTemplate, strictI18n } from "./table-pages";

const templates = iaTableRuleset({}).cards;
const cardsOf = (s: PublicStep): CardSource[] => iaCards(s.before, s.events, s.rolls, artilleryMap).map((c) => ({ ruleset: "infantry-attacks", kind: c.kind, data: c.data }));

function cardHtml(card: CardSource, n: number): string {
  const context = cardContext(card, strictI18n, true, (id) => id);
  const header = renderTemplate("chat/header", { ...context, alias: "Referee", canDelete: false });
  return `<li class="hex-tactics chat-message message flexcol ht-card-message" data-n="${n}">${header}<div class="message-content">${renderTemplate(templates[card.kind]!, context)}</div></li>`;
}

const written = publicStep(plannedFireBattle(), twoTurnsAtT());
const CARDS = [...cardsOf(written), ...cardsOf(publicStep(written.state, { type: "roll-initiative", side: "R" }, [5, 1, 2, 2])), ...cardsOf(openSightsFire())];

const CHAT_CSS = ".chat-log { width: 300px; margin: 0; padding: 0; list-style: none; } .chat-message { margin: 0 0 6px; }";
/** A chat log of `cards`, as wide as Foundry's sidebar. */
const chatPage = (cards: CardSource[]) => page(`<ol class="chat-log">${cards.map(cardHtml).join("\n")}</ol>`, CHAT_CSS);
const SIDEBAR = { width: 340, height: 400 };

let chat: Page;

const chromium = useChromium({
  setUp: async ({ open }) => {
    chat = await open("artillery-cards", chatPage(CARDS), SIDEBAR);
  },
});

const texts = async () => (await chat.locator("li.chat-message").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());

describe("artillery cards in Chromium", () => {
  it("every card translated: no lang key shown or missing, no value failed to render", async () => {
    expect(await chat.locator(".chat-log").innerHTML()).not.toMatch(/HEX_TACTICS\.|\[object |undefined|NaN/);
    expect([...missingKeys]).toEqual([]);
  });

  it("IA1 9.1, 9.3, 10.3, 9.83, 11.2 the plan written (no contents), the bombardment and Open Sights fire with column, roll and results, friendly fire and ammunition", async () => {
    const t = await texts();
    expect(t.map((c) => c.split(" ")[1])).toEqual(["ARTILLERY", "INITIATIVE", "BOMBARDMENT", "LOSSES", "SEQUENCE", "BOMBARDMENT", "ARTILLERY", "BOMBARDMENT", "ARTILLERY"]);
    expect(t[0]).toContain("R has written its Artillery Plan IA1 9.1");
    expect(t[0]).not.toMatch(/R-oba|\[10, 10\]/);
    const bombardment = t.find((c) => c.includes("IA1 9.3"))!;
    expect(bombardment).toContain("R-oba-1, R-oba-2 → [10, 10] Bombardment Table");
    expect(bombardment).toMatch(/g1 12 X/);
    expect(t.some((c) => c.includes("Friendly fire on [10, 11], next to [10, 10]: die 1, hit IA1 9.83"))).toBe(true);
    expect(t.some((c) => c.includes("g77: ammunition check 11 against 7, ammunition depleted (D) IA1 11.2"))).toBe(true);
  });
});

describe("the 1st-edition rule badge in Chromium (issue 10: IA2 plays sections 8 on by the 1st edition)", () => {
  it("IA1 10.3, 9.83, 11.2 Open Sights fire in an IA2 battle: the card, its 1st-edition trace rows and lines show the badge; the IA1 battle's cards none", async () => {
    const fire = { type: "open-sights-fire", side: "G", firer: "g77", at: T } as const;
    const ia2 = publicStep({ ...openSightsBattle(), edition: "IA2", visibility: ia2Visibility("day", 1) }, fire, [6, 6, 1, 6, 6, 6, 6, 5]);
    const p = await chromium.open("artillery-cards-ia2", chatPage(cardsOf(ia2)), SIDEBAR);
    const first = p.locator("li.chat-message").first();
    await expect.poll(() => first.locator(".ht-card__head .ht-fallback").isVisible()).toBe(true);
    expect(await first.locator(".ht-card__head .ht-fallback").innerText()).toBe("1st-edition rule");
    // The column trace: the IA1 9.3 rows badged, IA1 4.2 (stacking, in the IA2 text) not.
    const rows = (await first.locator(".ht-trace tr").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
    expect(rows.filter((r) => r.includes("IA1 9.3")).every((r) => r.includes("1st-edition rule"))).toBe(true);
    expect(rows.filter((r) => r.includes("IA1 4.2")).some((r) => r.includes("1st-edition rule"))).toBe(false);
    expect(await p.locator(".ht-fallback").count()).toBeGreaterThan(5);
    expect(await chat.locator(".ht-fallback").count()).toBe(0);
    expect(await p.locator(".chat-log").innerHTML()).not.toMatch(/HEX_TACTICS\.|\[object |undefined|NaN/);
    expect([...missingKeys]).toEqual([]);
    await p.close();
  });
});

describe("the Artillery Plan dialog in Chromium", () => {
  it("IA1 9.1, 9.11, 11.1 each gun with its mission and a line per turn; a wrong line shown with its rule, the plan not sent", async () => {
    const battle = setUp([gun("r77", "R", at(5, 10))], [gunSide("R", [12], { ammunition: 2 }), gunSide("G")]);
    const input = { battle, map, side: "R" };
    const form = { "mission.r77": "planned-fire", "turn.r77.0": "[9, 10]", "turn.r77.1": "[20, 10]", "mission.R-oba-1": "planned-fire", "turn.R-oba-1.2": "[9, 10]" };
    const view = localizeAll({ ...planView(input, planStateFrom(form, input)), sides: [] }, strictI18n);
    const body = renderTemplate("ia/dialogs/artillery-plan", view);
    const p = await chromium.open("dialog-artillery-plan", page(`<div class="application hex-tactics table-dialog" style="width:460px"><form class="window-content">${body}</form></div>`), { width: 480, height: 400 });
    expect((await p.locator(".ht-plan-gun legend").allTextContents()).map((t) => t.replace(/\s+/g, " ").trim())).toEqual(["r77 [5, 10] Fire 6, range 10", "R-oba-1 (12)"]);
    expect(await p.locator('input[name="turn.r77.0"]').inputValue()).toBe("[9, 10]");
    expect(await p.locator(".ht-plan-problem").allInnerTexts()).toEqual(["Turn 2: beyond its range of 10 (IA1 9.11)"]);
    expect(await p.locator('button[type="submit"]').isDisabled()).toBe(true);
    expect(await p.locator(".ht-dialog").innerHTML()).not.toMatch(/HEX_TACTICS\.|\[object |undefined|NaN/);
    expect([...missingKeys]).toEqual([]);
    await p.close();
  });
});
