/**
 * The Commanding Officer's orders dialog (IA1 17.51, 17.52) rendered from its template with the system's CSS in
 * headless Chromium, checked for what the CO reads and saved as `dialog-orders.png` in __screenshots__/out/.
 */
import { describe, expect, it } from "vitest";
import { ordersStateOf, ordersView, type OrdersInput } from "../../src/foundry/rulesets/ia/sector-command/orders-view";
import { localizeAll } from "../../src/foundry/i18n";
import { useChromium } from "./screenshots";
import { missingKeys, page, renderTemplate, strictI18n } from "./table-pages";

const chromium = useChromium();

const input: OrdersInput = {
  pieces: [
    { id: "r1", name: "1st Company", hex: [3, 7] },
    { id: "r6", name: "6th Company", hex: [8, 10] },
    { id: "kap", name: "Kapitan Orlov", hex: [3, 7] },
  ],
  factors: [
    { id: "oba-6", name: "oba-6 (6)" },
    { id: "oba-12", name: "oba-12 (12)" },
  ],
  book: {
    turn: 3,
    orders: [{ piece: "r6", sector: "East" }],
    factors: [{ factor: "oba-6", sector: "North" }],
    factorsOpen: false,
    sectors: [
      { name: "North", hexes: [[3, 3]] },
      { name: "South", hexes: [[3, 7]] },
      { name: "East", hexes: [[9, 10]] },
    ],
  },
};

describe("the CO's orders dialog in Chromium", () => {
  it("IA1 17.52 each piece with the sector it stands in and its order read back; the factors' sectors fixed once play began", async () => {
    const view = localizeAll({ ...ordersView(input, ordersStateOf(input.book)), sides: [{ id: "russian", name: "Russians", selected: true }, { id: "german", name: "Germans", selected: false }] }, strictI18n);
    const body = renderTemplate("ia/dialogs/orders", view);
    const p = await chromium.open("dialog-orders", page(`<div class="application hex-tactics table-dialog" style="width:460px"><form class="window-content">${body}</form></div>`), { width: 480, height: 400 });
    expect(await p.locator(".ht-orders-pieces .ht-piece").allInnerTexts()).toEqual(["1st Company", "6th Company", "Kapitan Orlov"]);
    expect(await p.locator(".ht-orders-pieces .ht-hex").allInnerTexts()).toEqual(["South", "no sector", "South"]);
    expect(await p.locator('select[name="order.r6"]').inputValue()).toBe("East");
    expect(await p.locator('select[name="order.r1"]').inputValue()).toBe("");
    expect(await p.locator('select[name="factor.oba-6"]').inputValue()).toBe("North");
    expect(await p.locator('select[name="factor.oba-6"]').isDisabled()).toBe(true);
    expect(await p.locator(".ht-orders-factors .ht-sub").innerText()).toBe("Assigned at the start of the game, they may not be moved to other sectors during play (IA1 17.52).");
    expect(await p.locator('select[name="side"]').inputValue()).toBe("russian");
    expect(await p.locator('button[type="submit"]').isEnabled()).toBe(true);
    expect(await p.locator(".ht-dialog").innerHTML()).not.toMatch(/HEX_TACTICS\.|\[object |undefined|NaN/);
    expect([...missingKeys]).toEqual([]);
    await p.close();
  });
});
