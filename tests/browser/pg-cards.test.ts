/**
 * Panzer Grenadier's own chat cards — AT fire (PG 11.1, 11.12, 13.1), minefields (16.7–16.74), wrecks (16.3) — rendered
 * from recorded commands with the system's templates and CSS in headless Chromium, checked for the rows and rules a
 * player reads, and saved as screenshots in __screenshots__/out/ (`pg-cards.png`).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardContext, type CardSource } from "../../src/foundry/data/chat/card-view";
import type { Card } from "../../src/foundry/referee/ports";
import { PG } from "../../src/foundry/rulesets/pg/combat";
import { PG_CARDS } from "../../src/foundry/rulesets/pg/card-templates";
import { atFire, atTable, battle as atBattle, fireWith, playAll as atPlayAll, ruleset as atRuleset, unit as atUnit } from "../engine/rules/pg/at-command/fixtures";
import { activate, at, battle, map, move, playAll, ruleset, unit } from "../engine/rules/pg/movement-command/fixtures";
import { germanMove, ruleset as oppRuleset, window } from "../engine/rules/pg/opportunity/fixtures";
import { cardsOf } from "../foundry/rulesets/pg/card-support";
import { useChromium } from "./screenshots";
import { missingKeys, page, renderTemplate, strictI18n } from "./table-pages";

function cardHtml(card: Card, n: number): string {
  const context = cardContext({ ruleset: PG, kind: card.kind, data: card.data } satisfies CardSource, strictI18n, true);
  const header = renderTemplate("chat/header", { ...context, alias: "Referee", canDelete: false });
  return `<li class="hex-tactics chat-message message flexcol ht-card-message" data-n="${n}">${header}<div class="message-content">${renderTemplate(PG_CARDS[card.kind as keyof typeof PG_CARDS], context)}</div></li>`;
}

/** An AT hit in a town (a wreck), an AT opportunity shot, a minefield turned up and rolling, a dummy. */
function recorded(): Card[] {
  const inTown = atPlayAll(atBattle([atUnit("t", "soviet", "soviet-tank", at(9, 5)), atUnit("g", "german", "german-tank", at(12, 5))], [], { tankLeaders: { soviet: [] } }), [fireWith(["t"])]);
  const germanMoves = playAll(
    battle([unit("t", "soviet", "soviet-tank", at(9, 8)), unit("g", "german", "german-tank", at(12, 8))], [], { tankLeaders: { soviet: [] }, impulses: { sides: ["soviet", "german"], active: "german", lead: 1, lastPass: null, over: false } }),
    [{ type: "activate", side: "german", root: { piece: "g" }, pieces: { g: "move" } }],
  );
  const mined = (strength: 0 | 2) => playAll(battle([unit("i", "soviet", "soviet-infantry", at(6, 8))], [], { minefields: [{ id: "m", owner: "german", hex: at(7, 8), strength, revealed: false }] }), [activate(["i"])]);
  return [
    ...cardsOf(atRuleset, map, inTown, atFire("t", "g"), [6, 5], {}, atTable).cards,
    ...cardsOf(oppRuleset, map, germanMoves, germanMove("g", at(13, 8)), [3, 3], { [window("g", 13, 8)]: { at: "t" } }, atTable).cards.filter((c) => c.kind === "at-fire"),
    ...cardsOf(ruleset, map, mined(2), move("i", at(7, 8)), [6, 3]).cards.filter((c) => c.kind === "minefield"),
    ...cardsOf(ruleset, map, mined(0), move("i", at(7, 8))).cards.filter((c) => c.kind === "minefield"),
  ];
}

let chat: Page;

useChromium({
  setUp: async ({ open }) => {
    const log = `<ol class="chat-log">${recorded().map(cardHtml).join("\n")}</ol>`;
    chat = await open("pg-cards", page(log, ".chat-log { width: 300px; margin: 0; padding: 0; list-style: none; } .chat-message { margin: 0 0 6px; }"), { width: 340, height: 400 });
  },
});

const texts = async () => (await chat.locator("li.chat-message").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());

describe("Panzer Grenadier's cards in Chromium", () => {
  it("every card translated: no lang key shown or missing, no value failed to render", async () => {
    expect(await chat.locator(".chat-log").innerHTML()).not.toMatch(/HEX_TACTICS\.|\[object |undefined|NaN/);
    expect([...missingKeys]).toEqual([]);
  });

  it("PG 11.1, 16.3 the AT card: the dice, the AT value and armor rows with their rule, the total, the table's result; the losses with two wrecks", async () => {
    const [shot, losses] = await texts();
    expect(shot).toMatch(/ANTI-TANK FIRE/i);
    expect(shot).toContain("soviet tank [9, 5] → german tank [12, 5]");
    expect(shot).toMatch(/6 5 11 AT value \+5 PG 11\.1 Target armor -2 PG 11\.1 Total 14 X Eliminated/);
    expect(shot).toContain("Resolved with playtest cells");
    expect(losses).toContain("A wreck marker is placed in [12, 5] PG 16.3");
  });

  it("PG 13.1 AT opportunity fire names the moving vehicle and its hex", async () => {
    expect((await texts())[2]).toMatch(/ANTI-TANK FIRE soviet PG 13\.1, 11\.1 At german tank entering \[13, 8\]/i);
  });

  it("PG 16.71, 16.74 the minefield cards: turned up with its strength, each die's result and the steps lost; a dummy removed", async () => {
    const [, , , rolled, dummy] = await texts();
    expect(rolled).toContain("The minefield in [7, 8] is turned up: strength 2 PG 16.71");
    expect(rolled).toMatch(/Rifles \[7, 8\] Minefield strength 2 .*6 Step loss 3 Stops Step losses: 1 PG 16\.71/);
    expect(dummy).toContain("The minefield in [7, 8] is turned up: a dummy, removed PG 16.74");
    expect(await chat.locator(".ht-minefield-attack .ht-die").allInnerTexts()).toEqual(["6", "3"]);
  });
});
