/**
 * The chat cards of assault, harassing fire, the cavalry charge, mounting, digging in and the optional rules, rendered
 * from the sample battle with the system's templates and CSS in headless Chromium, checked for the values a player
 * reads and saved as screenshots in __screenshots__/out/ (`assault-cards.png`, `card-<kind>.png`).
 */
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardContext, type CardSource } from "../../src/foundry/data/chat/card-view";
import { iaCards } from "../../src/foundry/rulesets/ia/cards";
import { iaTableRuleset } from "../../src/foundry/rulesets/ia/table-ruleset";
import { sampleMap, type SampleStep } from "../support/ia-table-samples";
import { sampleAssault, sampleCharge, sampleColdSteel, sampleDigIn, sampleFogOfWar, sampleHarassingFire, sampleMount, sampleStrategic } from "../support/ia-assault-samples";
import { missingKeys, page, renderTemplate, strictI18n } from "./table-pages";
import { outDir, useChromium } from "./screenshots";

const templates = iaTableRuleset({} as never).cards;
const cardsOf = (s: SampleStep): CardSource[] => iaCards(s.before, s.events, s.rolls, sampleMap).map((c) => ({ ruleset: "infantry-attacks", kind: c.kind, data: c.data }));
const dice = [3, 4, 2, 5, 6, 6, 4, 4, 5, 5, 3, 3, 2, 2, 6, 6, 5, 5];

/** A card as CardModel.renderHTML frames it in the chat log, with the template its kind has in the ruleset. */
function cardHtml(card: CardSource, name: string): string {
  const context = cardContext(card, strictI18n, true);
  const header = renderTemplate("chat/header", { ...context, alias: "Referee", canDelete: false });
  const template = templates[card.kind as keyof typeof templates];
  return `<li class="hex-tactics chat-message message flexcol ht-card-message" data-card="${name}">${header}<div class="message-content">${renderTemplate(template, context)}</div></li>`;
}

/** The cards shown, each under a name of its own. */
const SHOWN: [string, CardSource][] = [
  ["assault", cardsOf(sampleAssault(dice))[0]!],
  ["cold-steel", cardsOf(sampleColdSteel([6, 1, 1, 1, 1, 5, 5, 3, 1, 1, 2, 2, 5, 5]))[0]!],
  ["harassing-fire", cardsOf(sampleHarassingFire(dice)).find((c) => c.kind === "harassing-fire")!],
  ["charge", cardsOf(sampleCharge()).find((c) => c.kind === "charge")!],
  ["mount", cardsOf(sampleMount("mount")).find((c) => c.kind === "unit-action")!],
  ["dig-in", cardsOf(sampleDigIn()).find((c) => c.kind === "unit-action")!],
  ["fog-of-war", cardsOf(sampleFogOfWar([5, 5, 5, 3])).find((c) => c.kind === "sequence")!],
  ["strategic", cardsOf(sampleStrategic())[0]!],
];

let chat: Page;

useChromium({
  setUp: async ({ open }) => {
    const log = `<ol class="chat-log">${SHOWN.map(([name, c]) => cardHtml(c, name)).join("\n")}</ol>`;
    chat = await open("assault-cards", page(log, ".chat-log { width: 300px; margin: 0; padding: 0; list-style: none; } .chat-message { margin: 0 0 6px; }"), { width: 340, height: 400 });
  },
});

async function card(name: string): Promise<Locator> {
  const element = chat.locator(`li[data-card="${name}"]`);
  await element.screenshot({ path: join(outDir, `card-${name}.png`) });
  return element;
}
const text = async (l: Locator) => (await l.innerText()).replace(/\s+/g, " ");

describe("assault, cavalry, fieldworks and optional-rule cards in Chromium", () => {
  it("every card is translated: no lang key shown or missing, no value failed to render", async () => {
    for (const [name] of SHOWN) expect(await (await card(name)).innerHTML()).not.toMatch(/HEX_TACTICS\.|\[object |undefined|NaN/);
    expect([...missingKeys]).toEqual([]);
  });

  it("IA1 12.5, 12.3 the assault card: attackers and hex, both sides' strengths and columns with their traces, one die each, results together", async () => {
    const a = await card("assault");
    const t = await text(a);
    expect(t).toContain("1./IR 45, Hptm Kluge → A/0611");
    expect(t).toContain("Optional assault");
    expect(t).toContain("Both sides fire at once.");
    expect(t).toContain("The results of both dice apply together.");
    expect(await a.locator(".ht-assault-role").allInnerTexts()).toEqual(["Attacker German IA1 12.3", "Defender Russian IA1 12.3"]);
    expect(await a.locator(".ht-roll .ht-die").allInnerTexts()).toEqual(["3", "4"]);
    expect(await a.locator(".ht-assault-fire .ht-trace").count()).toBeGreaterThanOrEqual(4);
  });

  it("IA1 12.61, 12.33 the Cold Steel card: First Fire by the defenders before the attackers' die", async () => {
    const t = await text(await card("cold-steel"));
    expect(t).toContain("Cold Steel");
    expect(t).toContain("First Fire, its results apply before the attack: 3rd Coy");
    expect(t).toMatch(/First Fire Russian IA1 12\.33.*Attacker German IA1 12\.33/);
    expect(t).toContain("Cold Steel +2 +2 IA1 12.61");
  });

  it("IA1 12.23 harassing fire, IA1 12.7 the charge with its intervening hex", async () => {
    expect(await text(await card("harassing-fire"))).toMatch(/HARASSING FIRE.*3rd Coy, Kpt Orlov → A\/0611 Assault Table/i);
    const charge = await text(await card("charge"));
    expect(charge).toContain("1./UR 9 → A/0605");
    expect(charge).toContain("Through the intervening hex A/0606");
  });

  it("IA1 15.x, 16.2, 17.4, 17.3 mounting, digging in, the fog-of-war roll and strategic movement", async () => {
    expect(await text(await card("mount"))).toContain("1./UR 9 mounts IA1 15.");
    expect(await text(await card("dig-in"))).toContain("1./IR 45 starts digging in (Dug In marker under it) IA1 16.2");
    expect(await text(await card("fog-of-war"))).toContain("Fog of war: German rolls 5 + 5 + 5 = 15; the turn ends IA1 17.4");
    expect(await text(await card("strategic"))).toMatch(/1\.\/IR 45 Strategic move/i);
  });
});
