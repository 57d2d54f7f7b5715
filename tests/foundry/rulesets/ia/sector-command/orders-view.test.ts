import { describe, expect, it } from "vitest";
import { ordersRequest, ordersStateFrom, ordersStateOf, ordersView, type OrdersInput, type OrdersReply } from "../../../../../src/foundry/rulesets/ia/sector-command/orders-view";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { enI18n } from "../../../../support/i18n";

const book: OrdersReply = {
  turn: 2,
  orders: [{ piece: "r6", sector: "East" }],
  factors: [{ factor: "oba-6", sector: "North" }],
  factorsOpen: true,
  sectors: [
    { name: "North", hexes: [[0, 0]] },
    { name: "South", hexes: [[0, 5]] },
    { name: "East", hexes: [[9, 9]] },
  ],
};
const input: OrdersInput = {
  pieces: [
    { id: "r1", name: "1st Company", hex: [0, 5] },
    { id: "r6", name: "6th Company", hex: [8, 10] },
  ],
  factors: [
    { id: "oba-6", name: "oba-6 (6)" },
    { id: "oba-12", name: "oba-12 (12)" },
  ],
  book,
};
const shown = (i: OrdersInput, form?: Record<string, unknown>) => localizeAll(ordersView(i, form ? ordersStateFrom(form, i) : ordersStateOf(i.book)), enI18n);

describe("the CO's orders dialog (IA1 17.51, 17.52)", () => {
  it("IA1 17.52 lists the side's pieces with the sector each stands in and the orders read back, and the factors' sectors", () => {
    const view = shown(input);
    expect(view.turn).toBe("For turn 2: a piece ordered into a sector may enter it that turn; until that turn begins the orders may be given again (IA1 17.51, 17.52).");
    expect(view.pieces.map((p) => [p.name, p.stands, p.options.find((o) => o.selected)!.label])).toEqual([
      ["1st Company", "South", "no order"],
      ["6th Company", "no sector", "East"],
    ]);
    expect(view.pieces[0]!.options.map((o) => o.value)).toEqual(["", "North", "South", "East"]);
    expect(view.factors.map((f) => [f.name, f.options.find((o) => o.selected)!.label])).toEqual([
      ["oba-6 (6)", "North"],
      ["oba-12 (12)", "no sector"],
    ]);
    expect(view.canSubmit).toBe(true);
  });

  it("IA1 17.52 the form becomes one request: the orders, and the factors' sectors while the game has not started; unknown sectors are no order", () => {
    const form = { "order.r1": "North", "order.r6": "", "factor.oba-6": "South", "factor.oba-12": "Atlantis" };
    expect(ordersRequest(input, ordersStateFrom(form, input))).toEqual({ orders: [{ piece: "r1", sector: "North" }], factors: [{ factor: "oba-6", sector: "South" }] });
    const fixed = { ...input, book: { ...book, factorsOpen: false } };
    expect(ordersRequest(fixed, ordersStateFrom(form, fixed))).toEqual({ orders: [{ piece: "r1", sector: "North" }] });
    // Once fixed, the factors show as read back (their selects are disabled: the form carries none).
    expect(shown(fixed, { "order.r1": "North" }).factors.map((f) => f.options.find((o) => o.selected)!.value)).toEqual(["North", ""]);
    expect(shown(fixed).factorsNote).toBe("Assigned at the start of the game, they may not be moved to other sectors during play (IA1 17.52).");
  });

  it("IA1 17.51 a scene without sectors: nothing to order, nothing to send", () => {
    const view = shown({ ...input, book: { ...book, orders: [], factors: [], sectors: [] } });
    expect(view.notice).toBe("This battle's scene has no sectors: there is nothing to order (IA1 17.51).");
    expect([view.pieces, view.factors, view.canSubmit]).toEqual([[], [], false]);
  });
});
