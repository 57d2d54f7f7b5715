/**
 * On the table (issue 10) in headless Chromium, with the system's templates and CSS: the Token HUD's action buttons,
 * the Enter the board dialog and the assault card of a cavalry charge with its intervening hex; screenshots in
 * __screenshots__/out/ (`hud-token-actions.png`, `dialog-enter-board.png`, `card-charge-assault.png`).
 */
import { describe, expect, it } from "vitest";
import { tokenActionButtons } from "../../src/foundry/canvas/token-actions";
import { cardContext } from "../../src/foundry/data/chat/card-view";
import { localizeAll } from "../../src/foundry/i18n";
import { iaCards } from "../../src/foundry/rulesets/ia/cards";
import { enterBoardStateFrom, enterBoardView } from "../../src/foundry/rulesets/ia/dialogs/enter-board-view";
import { iaTableRuleset } from "../../src/foundry/rulesets/ia/table-ruleset";
import { registerTableRuleset } from "../../src/foundry/rulesets/table-ruleset";
import { after } from "../engine/rules/ia/transport/support";
import { activate, at, entering, ia, map } from "../engine/rules/ia/board-edge/support";
import { sampleCharge } from "../support/ia-assault-samples";
import { hexAt, play, sampleMap } from "../support/ia-table-samples";
import { useChromium } from "./screenshots";
import { missingKeys, page, renderTemplate, strictI18n } from "./table-pages";

const chromium = useChromium({
  setUp: async () => {
    registerTableRuleset(iaTableRuleset({}));
  },
});
const open = (name: string, html: string, width: number) => chromium.open(name, html, { width, height: 300 });

describe("on the table in Chromium", () => {
  it("IA1 15.4, 16.42 the Token HUD's right column gains one button per action, each named for a screen reader", async () => {
    const buttons = tokenActionButtons([{ action: "dismount", command: {} }, { action: "exit-board", command: {} }], strictI18n);
    const hud = `<div id="token-hud" style="display:flex;gap:60px"><div class="col left"></div><div class="col right" style="display:flex;flex-direction:column;gap:6px">
      <style>.control-icon { width: 36px; height: 36px; border-radius: 6px; background: rgba(0,0,0,.6); color: #eee; border: 1px solid #000; }</style>${buttons}</div></div>`;
    const p = await open("hud-token-actions", page(hud), 200);
    expect(await p.locator(".col.right .ht-token-action").evaluateAll((b) => b.map((e) => e.getAttribute("aria-label")))).toEqual(["Dismount", "Exit the board"]);
    const ring = await p.locator(".ht-token-action").first().evaluate((e) => getComputedStyle(e).boxShadow);
    expect(ring).toContain("inset");
  });

  it("IA1 16.41 the Enter the board dialog lists the pieces off the board, the entry hexes and the leaders entering with them", async () => {
    const b = after(ia, entering({ hexes: [at(5, 0), at(6, 0)] }), [activate({ r1: "move", r2: "move" })]).state;
    const view = localizeAll(enterBoardView({ battle: b, map, side: "R" }, enterBoardStateFrom({ entry: `r1:${at(5, 0)}`, "with.capt": true })), strictI18n);
    const body = renderTemplate("ia/dialogs/enter-board", view);
    const p = await open("dialog-enter-board", page(`<div class="application hex-tactics table-dialog" style="width:420px"><form class="window-content">${body}</form></div>`), 440);
    const rows = await p.locator("input[name=entry]").evaluateAll((r) => r.map((e) => (e.parentElement as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
    expect(rows).toEqual(["capt [5, 0]", "capt [6, 0]", "r1 [5, 0]", "r1 [6, 0]", "r2 [5, 0]", "r2 [6, 0]"]);
    expect(await p.locator("input[name=entry]:checked").getAttribute("value")).toBe(`r1:${at(5, 0)}`);
    expect(await p.locator("input[name='with.capt']").isChecked()).toBe(true);
    expect(await p.locator("button[type=submit]").isDisabled()).toBe(false);
  });

  it("IA1 12.73 the assault card of a cavalry charge names the intervening hex", async () => {
    const step = play(sampleCharge().after, { type: "assault", side: "G", at: hexAt(5, 4), units: ["gc"], leaders: ["rm"] }, Array(40).fill(4));
    const card = iaCards(step.before, step.events, step.rolls, sampleMap).find((c) => c.kind === "assault")!;
    const context = cardContext({ ruleset: "infantry-attacks", kind: card.kind, data: card.data }, strictI18n, true);
    const html = `<li class="hex-tactics chat-message message flexcol ht-card-message"><div class="message-content">${renderTemplate("ia/chat/assault", context)}</div></li>`;
    const p = await open("card-charge-assault", page(`<ol class="chat-log" style="width:300px;list-style:none;padding:0">${html}</ol>`), 340);
    expect(await p.locator(".ht-charge-through").innerText()).toBe("Charged through the intervening hex A/0606");
    expect([...missingKeys]).toEqual([]);
  });
});
