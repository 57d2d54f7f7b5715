import { describe, expect, it } from "vitest";
import type { BattleSector } from "../../../../../src/foundry/rulesets/series/sector-command/battle-sectors";
import { ordersInForce, readOrders, unorderedEntry } from "../../../../../src/foundry/rulesets/ia/sector-command/orders";
import { ordersTurn } from "../../../../../src/foundry/rulesets/series/sector-command/turns";

const sectors: BattleSector[] = [
  { name: "North", hexes: [[0, 0], [1, 0]] },
  { name: "South", hexes: [[0, 5], [1, 5]] },
];

describe("the Commanding Officer's orders (IA1 17.51, 17.52)", () => {
  it("IA1 17.52 orders are given before the turn begins: for this turn until it has begun, else for the next", () => {
    expect(ordersTurn({ turn: 3, begun: false })).toBe(3);
    expect(ordersTurn({ turn: 3, begun: true })).toBe(4);
  });

  it("IA1 17.52 orders are in force only in the turn they are for: cleared once it ends, waiting before it", () => {
    const given = { turn: 3, orders: [{ piece: "r1", sector: "North" }] };
    expect(ordersInForce(given, { turn: 3, begun: true })).toEqual(given.orders);
    expect(ordersInForce(given, { turn: 4, begun: false })).toEqual([]);
    expect(ordersInForce(given, { turn: 2, begun: true })).toEqual([]);
    expect(ordersInForce(undefined, { turn: 3, begun: true })).toEqual([]);
  });

  it("IA1 17.51 a piece may not enter another sector without an order to that sector; its own sector and no sector it may", () => {
    const entries = [
      { piece: "r1", hex: [1, 0] as const },
      { piece: "r1", hex: [4, 4] as const },
      { piece: "r2", hex: [0, 5] as const },
    ];
    expect(unorderedEntry(sectors, "North", entries, [])).toEqual({ piece: "r2", other: "South" });
    expect(unorderedEntry(sectors, "North", entries, [{ piece: "r2", sector: "South" }])).toBeNull();
    expect(unorderedEntry(sectors, "North", entries, [{ piece: "r1", sector: "South" }])).toEqual({ piece: "r2", other: "South" });
    expect(unorderedEntry(sectors, "North", entries, [{ piece: "r2", sector: "North" }])).toEqual({ piece: "r2", other: "South" });
  });

  it("a user with no sector, or one not drawn on the scene, is not held to sectors", () => {
    const entries = [{ piece: "r2", hex: [0, 5] as const }];
    expect(unorderedEntry(sectors, null, entries, [])).toBeNull();
    expect(unorderedEntry(sectors, "East", entries, [])).toBeNull();
  });

  it("orders read from JSON: a list of { piece, sector }, names trimmed; anything else is not orders", () => {
    expect(readOrders([{ piece: "r1", sector: " North " }])).toEqual([{ piece: "r1", sector: "North" }]);
    expect(readOrders([])).toEqual([]);
    for (const bad of [null, {}, [{ piece: "r1" }], [{ piece: "", sector: "North" }], [{ piece: "r1", sector: " " }], [{ piece: "r1", sector: "North", turn: 2 }], ["r1"]])
      expect(readOrders(bad)).toBeNull();
  });
});
