/**
 * IA1 17.52 the CO's orders dialog at the sector table of sector-table.ts (the Russians' factors, the East sector): Bob,
 * the CO, fills its model on his own page from his side's view and the orders read back, and sends its one request.
 */
import { describe, expect, it } from "vitest";
import { ordersRequest, ordersStateFrom, ordersView, OrdersReplyJson } from "../../../../src/foundry/rulesets/ia/sector-command/orders-view";
import { iaClientView } from "../../../../src/foundry/rulesets/ia/client-view";
import { iaOrdersSide } from "../../../../src/foundry/rulesets/ia/sector-command/orders-side";
import type { Client } from "../world";
import { SECTORS, sectorTable } from "./sector-table";
import { request } from "./table";

const EAST = { ...SECTORS, sectors: [...SECTORS.sectors, { name: "East", hexes: [[9, 10], [9, 11]] }] };

/** The dialog's input on `page`: his side's own pieces and factors from its view, and its orders read back. */
async function dialogInput(page: Client) {
  const view = await request(page, { kind: "view" });
  const read = await request(page, { kind: "orders" });
  if (!view.ok || !read.ok) throw new Error(JSON.stringify([view, read]));
  const got = iaClientView(view.result)!;
  const { pieces, factors } = iaOrdersSide(got.view.battle, got.map, got.view.side);
  return { pieces, factors, book: OrdersReplyJson.parse(read.result) };
}

describe("IA1 17.52 the CO's orders dialog", () => {
  it("IA1 17.52 lists only Bob's side's pieces with their sectors and its factors; its one request gives the orders and factor sectors, read back to Carol", async () => {
    const t = await sectorTable(EAST, ["bob"], true);
    const input = await dialogInput(t.bob);
    const view = ordersView(input, ordersStateFrom({}, input));
    expect(view.pieces.map((p) => [p.id, typeof p.stands === "string" ? p.stands : p.stands.i18n])).toEqual([
      ["r1", "South"],
      ["r2", "South"],
      ["r5", "North"],
      ["r6", "HEX_TACTICS.Dialog.Orders.noSector"],
      ["kap", "South"],
    ]);
    expect(view.factors.map((f) => f.name)).toEqual(["oba-6 (6)", "oba-12 (12)"]);
    const body = ordersRequest(input, ordersStateFrom({ "order.r6": "East", "order.kap": "North", "factor.oba-6": "North", "factor.oba-12": "South" }, input));
    expect(await request(t.bob, { kind: "orders", ...body })).toMatchObject({ ok: true });
    const carol = await dialogInput(t.carol);
    expect(ordersView(carol, ordersStateFrom({}, carol)).pieces.length).toBe(5);
    expect(carol.book).toMatchObject({ turn: 1, orders: body.orders, factors: body.factors, factorsOpen: true });
    // The same dialog sent by Carol, no CO, is refused (the dialog shows it as a notification).
    expect(await request(t.carol, { kind: "orders", ...body })).toMatchObject({ ok: false, code: "referee.not-commanding-officer" });
  }, 60_000);
});
