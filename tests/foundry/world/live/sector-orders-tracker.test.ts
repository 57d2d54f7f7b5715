/**
 * IA1 17.52 "at the start of each turn": the CO gives his orders from the tracker. On Bob's page (the Russians' CO at the
 * sector table of sector-table.ts, with the East sector and the Russians' factors) the tracker shows the Orders button in
 * the Initiative Phase; his click opens the orders dialog (Infantry Attacks' `orders` tracker dialog) from his side's
 * view and the orders read back, and its submit sends the one `orders` request: the orders read back to Carol.
 */
import { describe, expect, it } from "vitest";
import { TableDialog } from "../../../../src/foundry/applications/dialogs/table-dialog";
import { BattleTracker, viewer } from "../../../../src/foundry/applications/tracker/battle-tracker";
import { trackerView, type BattleCombatData } from "../../../../src/foundry/applications/tracker/tracker-view";
import { tableRuleset } from "../../../../src/foundry/rulesets/table-ruleset";
import type { SimCombat } from "../documents";
import type { Client } from "../world";
import { SECTORS, sectorTable } from "./sector-table";
import { BATTLE, request } from "./table";

const EAST = { ...SECTORS, sectors: [...SECTORS.sectors, { name: "East", hexes: [[9, 10], [9, 11]] }] };

/** The battle's Combat as `page` holds it. */
const combatOn = (page: Client) => page.game.combats.find((c) => c.getFlag("hex-tactics", "battle") === BATTLE) as SimCombat;

/** `page`'s user clicks the tracker's button `action`; resolves with the application it renders (with its context). */
async function click(page: Client, action: string): Promise<{ app: { rendered: boolean }; context: Record<string, unknown> }> {
  const shown = new Promise<{ app: { rendered: boolean }; context: Record<string, unknown> }>((resolve) =>
    page.Hooks.once("renderApplicationV2", (app, _html, context) => resolve({ app: app as { rendered: boolean }, context: context as Record<string, unknown> })),
  );
  const tracker = Object.assign(Object.create(BattleTracker.prototype), { viewed: combatOn(page) });
  await page.run(() => BattleTracker.onBattleAction.call(tracker, new Event("click"), { dataset: { battleAction: action } } as unknown as HTMLElement));
  return shown;
}

/** The dialog's form submitted with `form` (its fields by name), as the dialog's form handler gets it. */
const submit = (page: Client, app: object, form: Record<string, string>) =>
  page.run(() => TableDialog.onForm.call(app, new Event("submit"), {} as HTMLFormElement, { object: form }));

describe("IA1 17.52 the CO's Orders button on the tracker", () => {
  it("IA1 17.52 Bob clicks Orders in the Initiative Phase: the dialog lists his side's pieces and factors; its submit gives the orders, read back to Carol", async () => {
    const t = await sectorTable(EAST, ["bob"], true);
    const data = combatOn(t.bob).system as unknown as BattleCombatData;
    const buttons = t.bob.run(() => trackerView(data, viewer(), tableRuleset(data.ruleset)!.tracker).buttons);
    expect(buttons.find((b) => b.action === "orders")).toMatchObject({ disabled: false });

    const { app, context } = await click(t.bob, "orders");
    expect(app.rendered).toBe(true);
    expect(context).toMatchObject({ turn: expect.stringMatching(/^For turn 1: /), factorsOpen: true, sides: [] });
    expect((context.pieces as { id: string; stands: string }[]).map((p) => [p.id, p.stands])).toEqual([
      ["r1", "South"],
      ["r2", "South"],
      ["r5", "North"],
      ["r6", "no sector"],
      ["kap", "South"],
    ]);
    expect((context.factors as { name: string }[]).map((f) => f.name)).toEqual(["oba-6 (6)", "oba-12 (12)"]);

    await submit(t.bob, app, { "order.r6": "East", "order.r1": "", "factor.oba-6": "North", "factor.oba-12": "South" });
    expect(app.rendered).toBe(false);
    expect(t.bob.notifications).toEqual([{ type: "info", message: "The orders for turn 1 are given." }]);
    expect(await request(t.carol, { kind: "orders" })).toMatchObject({
      ok: true,
      result: { turn: 1, orders: [{ piece: "r6", sector: "East" }], factors: [{ factor: "oba-6", sector: "North" }, { factor: "oba-12", sector: "South" }] },
    });
  }, 60_000);
});
