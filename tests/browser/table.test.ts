/**
 * What players see of a battle in Foundry's UI — every chat card kind, the activation tracker, the Activate, Fire and
 * decision dialogs — rendered from the sample turn with the system's templates and CSS in headless Chromium, checked
 * for the values a player reads and saved as screenshots in __screenshots__/out/.
 */
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startImpulses } from "../../src/engine/rules/series/sequence/impulses";
import { decisionView, plainLabels } from "../../src/foundry/applications/dialogs/decision-view";
import { trackerView, type BattleCombatData } from "../../src/foundry/applications/tracker/tracker-view";
import { cardContext, cardTemplate, type CardSource } from "../../src/foundry/data/chat/card-view";
import { localizeAll } from "../../src/foundry/i18n";
import { iaCards } from "../../src/foundry/rulesets/ia/cards";
import { iaCombat } from "../../src/foundry/rulesets/ia/combat";
import { iaTracker } from "../../src/foundry/rulesets/ia/tracker";
import { iaTableRuleset } from "../../src/foundry/rulesets/ia/table-ruleset";
import { registerTableRuleset } from "../../src/foundry/rulesets/table-ruleset";
import { activateView } from "../../src/foundry/rulesets/ia/dialogs/activate-view";
import { fireStateFrom, fireView } from "../../src/foundry/rulesets/ia/dialogs/fire-view";
import type { IaTableGame } from "../../src/foundry/rulesets/ia/table-game";
import { hexAt, play, sampleBattle, sampleHeavyFire, sampleMap, sampleOverrun, sampleTurn, sampleTurnEnd, type SampleStep } from "../support/ia-table-samples";
import { missingKeys, page, renderTemplate, strictI18n } from "./table-pages";
import { outDir, useChromium } from "./screenshots";

const turn = sampleTurn();
// Cards name their templates through the ruleset's table part, registered at `init` in Foundry.
registerTableRuleset(iaTableRuleset({}));
/** `templates/<name>.hbs` as the name table-pages renders (`ia/chat/fire`, `chat/undone`). */
const templateName = (card: CardSource) => cardTemplate(card).replace(/^systems\/hex-tactics\/templates\//, "").replace(/\.hbs$/, "");
const heavy = sampleHeavyFire([1, 1, 5, 5, 6, 6, 1, 1]);
const cardsOf = (s: SampleStep): CardSource[] => iaCards(s.before, s.events, s.rolls, sampleMap).map((c) => ({ ruleset: "infantry-attacks", kind: c.kind, data: c.data }));
const sideNames = (id: string) => ({ G: "German", R: "Russian" })[id] ?? id;

/** A card as CardModel.renderHTML frames it in the chat log. */
function cardHtml(card: CardSource, citations = true): string {
  const context = cardContext(card, strictI18n, citations, sideNames);
  const header = renderTemplate("chat/header", { ...context, alias: "Referee", canDelete: false });
  return `<li class="hex-tactics chat-message message flexcol ht-card-message" data-card="${card.kind}">${header}<div class="message-content">${renderTemplate(templateName(card), context)}</div></li>`;
}

/** Every card kind, from the sample turn (one of each kind; the fire's losses, morale and casualties follow it). */
const CARDS: CardSource[] = (() => {
  const all = [
    ...cardsOf(turn.initiative),
    ...cardsOf(turn.activation),
    ...cardsOf(turn.opportunity),
    ...cardsOf(heavy),
    ...cardsOf(turn.recovery),
    ...cardsOf(turn.load),
    ...cardsOf(sampleOverrun([3, 3])),
    ...cardsOf(sampleTurnEnd()),
    { ruleset: "infantry-attacks", kind: "undone", data: { command: "move", side: "G" } },
  ];
  return all.filter((c, i) => all.findIndex((d) => d.kind === c.kind) === i);
})();

let chat: Page;

const chromium = useChromium({
  setUp: async () => {
    const log = `<ol class="chat-log">${CARDS.map((c) => cardHtml(c)).join("\n")}</ol>`;
    chat = await open("chat-cards", page(log, ".chat-log { width: 300px; margin: 0; padding: 0; list-style: none; } .chat-message { margin: 0 0 6px; }"), 340);
  },
});

/** Writes a page, opens it and saves its full screenshot as `<name>.png`. */
const open = (name: string, html: string, width: number) => chromium.open(name, html, { width, height: 400 });

/** A chat card's element, saved as `card-<kind>.png`. */
async function card(kind: string): Promise<Locator> {
  const element = chat.locator(`li[data-card="${kind}"]`);
  await element.screenshot({ path: join(outDir, `card-${kind}.png`) });
  return element;
}

const text = async (l: Locator) => (await l.innerText()).replace(/\s+/g, " ");

/** No lang key is shown, none was missing, and no value failed to render. */
async function expectTranslated(l: Locator): Promise<void> {
  const html = await l.innerHTML();
  expect(html).not.toMatch(/HEX_TACTICS\.|TYPES\.|\[object |undefined|NaN/);
  expect([...missingKeys]).toEqual([]);
}

describe("chat cards in Chromium", () => {
  it("shows one card of every kind, translated", async () => {
    expect(CARDS.map((c) => c.kind).sort()).toEqual(
      ["activation", "decapitation", "fire", "initiative", "leader-casualty", "losses", "morale", "move", "opportunity-fire", "overrun", "recovery", "sequence", "transport", "undone"].sort(),
    );
    for (const c of CARDS) await expectTranslated(await card(c.kind));
  });

  it("a card another user than the referee posted shows the notice in place of its results", async () => {
    const header = renderTemplate("chat/header", { alias: "Alice", canDelete: false });
    const html = `<li class="hex-tactics chat-message message flexcol ht-card-message">${header}<div class="message-content">${renderTemplate("chat/forged", {})}</div></li>`;
    const p = await open("card-forged", page(`<ol class="chat-log" style="width:300px;margin:0;padding:0;list-style:none">${html}</ol>`), 340);
    expect(await text(p.locator(".ht-card--forged"))).toMatch(/^Not from the referee/);
    await expectTranslated(p.locator(".chat-log"));
    await p.close();
  });

  it("IA1 3.0 A the initiative card: each side's die and total, the tie, the winner's lead segments", async () => {
    const t = await text(await card("initiative"));
    expect(t).toContain("INITIATIVE");
    expect(t).toContain("Tie: rolled again");
    expect(t).toContain("German wins, 2 lead segment(s)");
    expect(await (await card("initiative")).locator(".ht-total").allInnerTexts()).toEqual(["6", "6", "8", "4"]);
  });

  it("IA1 10.2, 4.2, 6.52 the fire card: contributions, column modifiers with rules, the dice, each target's result, the playtest warning", async () => {
    const fire = await card("fire");
    const t = await text(fire);
    expect(t).toContain("1./IR 45, 2./IR 45, Hptm Kluge → A/0811");
    expect(t).toContain("Hptm Kluge adds his combat modifier to 1./IR 45 +1 IA1 6.52");
    expect(t).toContain("Companies in the target hex ×2 +2 +2 IA1 4.2");
    expect(await fire.locator(".ht-block h4 b.ht-num").allInnerTexts()).toEqual(["9", "16", "2"]);
    expect(await fire.locator(".ht-results tbody tr").evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, " ").trim()))).toEqual([
      "3rd Coy 16 2X",
      "4th Coy 16 2X",
      "Kpt Orlov 16 2X",
    ]);
    expect(await fire.locator(".ht-die").allInnerTexts()).toEqual(["1", "1"]);
    expect(await fire.locator(".ht-warning").isVisible()).toBe(true);
  });

  it("IA1 13.1, 13.15 the opportunity fire card: at the mover in the hex he entered, with the +1", async () => {
    const t = await text(await card("opportunity-fire"));
    expect(t).toContain("At 1./IR 45 entering A/0609");
    expect(t).toContain("Opportunity fire +1 +1 IA1 13.15");
  });

  it("IA1 14.1, 14.12 the morale card: the leader first, base morale, result modifier, dice, margin, new state", async () => {
    const morale = await card("morale");
    const checks = await morale.locator(".ht-morale-check").evaluateAll((s) => s.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, " ")));
    expect(checks).toHaveLength(2);
    expect(checks[0]).toContain("Kpt Orlov");
    expect(checks[0]).toContain("Kpt Orlov's morale 8 IA1 14.0");
    expect(checks[0]).toContain("M2 result +2 IA1 14.1");
    expect(checks[0]).toContain("10 → 12 vs 8 failed by 4");
    expect(checks[0]).toContain("now Demoralized");
    expect(checks[1]).toContain("4th Coy");
  });

  it("IA1 7.61, 6.7, 6.72 losses, the leader casualty and the decapitation", async () => {
    expect(await text(await card("losses"))).toContain("2X: 3rd Coy takes a combat unit step loss");
    const casualty = await text(await card("leader-casualty"));
    expect(casualty).toContain("Kpt Orlov");
    expect(casualty).toContain("−2");
    expect(casualty).toContain("ELIMINATED");
    expect(await text(await card("decapitation"))).toContain("Russian has lost Kpt Orlov, its highest-ranking Infantry leader.");
  });

  it("IA1 3.13, 5.2, 14.41, 5.62, 6.71, 3.0 D activation, movement, recovery, transport, overrun and sequence", async () => {
    expect(await text(await card("activation"))).toContain("2./IR 45 MOVE by Hptm Kluge");
    expect(await text(await card("move"))).toContain("1./IR 45 A/0610 → A/0609");
    expect(await text(await card("recovery"))).toContain("GOOD ORDER now Good order");
    expect(await text(await card("transport"))).toContain("Fahrzeug 1 loads sMG-Zug 45 IA1 5.62");
    expect(await text(await card("overrun"))).toContain("Por Belov");
    expect(await text(await card("sequence"))).toContain("MOVED/FIRED and OPPORTUNITY FIRE markers removed: 1./IR 45, MG-Zug 45 IA1 3.0 D");
    expect(await text(await card("undone"))).toContain("German took back its last command (move)");
  });

  it("hides rule citations where the setting turns them off", async () => {
    const fire = CARDS.find((c) => c.kind === "fire")!;
    const p = await open("card-fire-no-citations", page(`<ol class="chat-log" style="width:300px;padding:0;list-style:none">${cardHtml(fire, false)}</ol>`), 340);
    const t = await p.locator("li[data-card]").innerText();
    expect(t).toContain("Hptm Kluge adds his combat modifier to 1./IR 45");
    expect(t).not.toMatch(/IA1 \d/);
    await p.close();
  });
});

/** The battle Combat the referee writes after a sample step. */
const combatAfter = (state: SampleStep["after"], canUndo = false): BattleCombatData =>
  iaCombat({ id: "b1", state, pending: null } as unknown as IaTableGame, canUndo);

describe("activation tracker in Chromium", () => {
  it("IA1 3.0 turn, phase, initiative, who holds the segment with his lead segments, and the buttons he may use", async () => {
    const view = localizeAll(trackerView(combatAfter(turn.initiative.after), { sides: ["G"] }, iaTracker), strictI18n);
    const p = await open("tracker", page(`<div id="combat" style="width:290px">${renderTemplate("combat/battle-tracker", { battle: view })}</div>`), 320);
    const tracker = p.locator(".ht-tracker");
    expect(await text(tracker.locator(".ht-tracker__head"))).toBe("Turn 1 of 10 ACTION PHASE");
    expect(await text(tracker.locator(".ht-holder"))).toContain("German: 2 lead segment(s) left");
    expect((await p.locator("button:not([disabled])").allInnerTexts()).map((b) => b.trim())).toEqual(["Activate", "Enter the board", "Pass"]);
    // Artillery Plan, Roll initiative, Fire, Assault, Mount/dismount/dig in, End activation, Undo, Orders.
    expect(await p.locator("button[disabled]").count()).toBe(8);
    await expectTranslated(tracker);
    await p.close();
  });

  it("IA1 3.13 the segment under way: each piece's designation and activating leader", async () => {
    const view = localizeAll(trackerView(combatAfter(turn.activation.after, true), { sides: ["R"] }, iaTracker), strictI18n);
    const p = await open("tracker-segment", page(`<div style="width:290px">${renderTemplate("combat/battle-tracker", { battle: view })}</div>`), 320);
    const t = await text(p.locator(".ht-tracker"));
    expect(t).toContain("GERMAN'S SEGMENT UNDER WAY");
    expect(t).toContain("Lt Adler MOVE by Hptm Kluge");
    expect(await p.locator('button[data-battle-action="undo"]').isDisabled()).toBe(false);
    await expectTranslated(p.locator(".ht-tracker"));
    await p.close();
  });

  it("IA1 3.0 the victory points so far, each side's line by line, and who wins as things stand", async () => {
    const victory = { points: [{ side: "G", for: "steps", points: 1 }, { side: "R", for: "hexes", hexes: [hexAt(5, 4)], points: 3 }], winner: { by: "more-points" } } as const;
    const losses = { G: { steps: 0, units: 0, leaders: 0, exits: [] }, R: { steps: 2, units: 0, leaders: 0, exits: [] } };
    const state = { ...turn.fireEnd.after, victory, losses, control: { [hexAt(5, 4)]: "R" } };
    const view = localizeAll(trackerView(combatAfter(state), { sides: ["R"] }, iaTracker), strictI18n);
    const p = await open("tracker-score", page(`<div style="width:290px">${renderTemplate("combat/battle-tracker", { battle: view })}</div>`), 320);
    const score = p.locator(".ht-score");
    expect(await text(score)).toBe("VICTORY POINTS SO FAR German 2 Enemy steps lost: 2 2 Russian 3 Objective hexes held: 1 3 Winning as things stand: Russian");
    await expectTranslated(score);
    await p.close();
  });
});

/** A dialog window as Foundry frames an ApplicationV2 form. */
const dialogPage = (title: string, body: string, classes: string) =>
  page(`<div class="application ${classes}" style="width:460px"><header class="window-header" style="padding:4px 8px;background:#3b4630;color:#f4f0e3;font-weight:700">${title}</header><form class="window-content">${body}</form></div>`);

describe("dialogs in Chromium", () => {
  const action = { ...sampleBattle(), phase: "action" as const, impulses: startImpulses("G", "R", 1) };

  it("IA1 3.13, 3.2 the Activate dialog shows whom the captain reaches, and move or fire per piece", async () => {
    const input = { battle: action, map: sampleMap, side: "G" };
    const view = localizeAll(activateView(input, { root: "leader:hptm", designations: { g1: "fire", gw: "none" }, ledBy: { g2: "lt" } }), strictI18n);
    const p = await open("dialog-activate", dialogPage("Activate", renderTemplate("ia/dialogs/activate", view), "hex-tactics table-dialog"), 480);
    const rows = await p.locator(".ht-scope tbody tr").evaluateAll((r) => r.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
    expect(rows).toHaveLength(7);
    expect(await p.locator('select[name="root"] option:checked').innerText()).toBe("Hptm Kluge (A/0611)");
    expect(await p.isChecked('input[name="action.g1"][value="fire"]')).toBe(true);
    expect(await p.isChecked('input[name="action.gw"][value="none"]')).toBe(true);
    expect(await p.locator('select[name="ledBy.g2"] option:checked').innerText()).toBe("Lt Adler");
    expect(await p.locator("button[type=submit]").isDisabled()).toBe(false);
    await expectTranslated(p.locator("form"));
    await p.close();
  });

  it("IA1 10.2, 6.52 the Fire dialog: firers with their fire, combining leaders, target hexes with range", async () => {
    const ready = play(action, { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "fire", hptm: "fire", g2: "fire" } });
    const state = fireStateFrom({ "firer.g1": true, "leader.hptm": true, target: String(hexAt(5, 4)) });
    const view = localizeAll(fireView({ battle: ready.after, map: sampleMap, side: "G" }, state), strictI18n);
    const p = await open("dialog-fire", dialogPage("Direct fire", renderTemplate("ia/dialogs/fire", view), "hex-tactics table-dialog"), 480);
    const t = await text(p.locator("form"));
    expect(t).toContain("1./IR 45 A/0611 5");
    expect(t).toContain("Hptm Kluge A/0611 +1");
    expect(t).toContain("A/0605 3rd Coy, 4th Coy, Kpt Orlov, Por Belov 6 hex(es)");
    expect(await p.isChecked(`input[name="target"][value="${hexAt(5, 4)}"]`)).toBe(true);
    await expectTranslated(p.locator("form"));
    await p.close();
  });

  it("IA1 7.61 the decision dialog: the prompt with its rule, one button per option, the default marked, the countdown", async () => {
    const decision = {
      id: "loss:2X:combat:1",
      kind: "loss-allocation",
      side: "R",
      prompt: { code: "fire.loss-combat-unit", params: { result: "2X", loss: 1, steps: 2 }, text: "" },
      options: ["r1", "r2"],
      default: "r1",
      rule: "IA1 7.61",
    };
    const labels = { ...plainLabels, piece: (id: string) => ({ r1: "3rd Coy", r2: "4th Coy" })[id] ?? id };
    const view = localizeAll(decisionView(decision, labels, 28), strictI18n);
    // DialogV2's footer: one button per option.
    const buttons = view.options.map((o) => `<button type="button" data-action="${o.index}" class="${o.isDefault ? "default" : ""}">${o.title}</button>`).join("");
    const p = await open("dialog-decision", dialogPage("Your decision", `${renderTemplate("dialogs/decision", view)}<footer class="form-footer">${buttons}</footer>`, "hex-tactics ht-decision-dialog"), 480);
    const t = await text(p.locator("form"));
    expect(t).toContain("2X: which combat unit takes step loss 1 of 2? IA1 7.61");
    expect(t).toContain("28 s left, then the default applies");
    expect(await p.locator("footer button").allInnerTexts()).toEqual(["3rd Coy (default)", "4th Coy"]);
    await expectTranslated(p.locator("form"));
    await p.close();
  });
});
