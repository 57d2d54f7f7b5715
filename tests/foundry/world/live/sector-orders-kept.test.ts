/**
 * The Commanding Officer's orders and factor sectors (IA1 17.52) are kept with the battle in the referee's store: the
 * GM's page reloads and they are still in force; and they are his side's secret — Alice's page receives exactly the
 * same whether or not Bob gave any. At the sector table of sector-table.ts with the East sector and the Russians'
 * off-board factors; Bob is the Russians' CO.
 */
import { describe, expect, it } from "vitest";
import { STORE_PACK } from "../../../../src/foundry/referee/store";
import { drag, factorPlan, hexOf, SECTORS, sectorTable, type SectorTable } from "./sector-table";
import { stored } from "./store";
import { answer, BATTLE, command, received, request, result } from "./table";

const EAST = { ...SECTORS, sectors: [...SECTORS.sectors, { name: "East", hexes: [[9, 10], [9, 11]] }] };
const ORDERS = [{ piece: "r6", sector: "East" }];
const FACTORS = [
  { factor: "oba-6", sector: "North" },
  { factor: "oba-12", sector: "South" },
];

/** The GM's page reloads: it closes, and the GM's next page starts a new referee that opens the store. */
async function reloadGm(t: SectorTable): Promise<SectorTable> {
  t.server.disconnect("gm");
  return { ...t, gm: await t.server.connect("gm") };
}

/** The GM writes the Russians' plan (no fire: IA1 9.1, it is due first), then the Russians take the initiative. */
async function beginTurn(t: SectorTable) {
  expect(result(await request(t.gm, { kind: "command", side: "russian", command: factorPlan() })).status).toBe("done");
  t.server.dice.push(2, 4);
  const rolled = command(t.bob, { type: "roll-initiative" });
  // IA1 9.14: in the Bombardment Phase Bob is asked, for each factor, whether to abort its mission: no.
  await answer(t.bob, 0);
  await answer(t.bob, 0);
  expect(result(await rolled).status).toBe("done");
}

/** Bob gives the orders (or not) and reads them back; then the GM reloads and Bob reads them back again. */
async function play(give: boolean) {
  const t = await sectorTable(EAST, ["bob"], true);
  if (give) expect(await request(t.bob, { kind: "orders", orders: ORDERS, factors: FACTORS })).toMatchObject({ ok: true });
  expect(await request(t.bob, { kind: "orders" })).toMatchObject({ ok: true, result: { orders: give ? ORDERS : [] } });
  const reloaded = await reloadGm(t);
  const read = await request(reloaded.bob, { kind: "orders" });
  return { t: reloaded, read };
}

describe("IA1 17.52 the CO's orders survive the GM's reload and stay his side's secret", () => {
  it("IA1 17.52 after the GM reloads, the orders and factor sectors read back and the ordered move into the East is allowed", async () => {
    const { t, read } = await play(true);
    expect(read).toMatchObject({ ok: true, result: { turn: 1, orders: ORDERS, factors: FACTORS, factorsOpen: true } });
    // The store holds them with the battle, in the GM-only compendium.
    expect((await stored(t.gm, BATTLE)).orders).toEqual({ russian: { turn: 1, orders: ORDERS, factors: FACTORS } });
    // IA1 17.51: the order is in force this turn — the 6th Company (in no sector, so Bob's to order) enters the East.
    await beginTurn(t);
    expect(result(await command(t.bob, { type: "activate", root: { piece: "r6" }, pieces: { r6: "move" } })).status).toBe("done");
    expect((await drag(t, t.bob, "r6", [9, 10])).result).toMatchObject({ status: "done", moved: 1 });
    expect(hexOf(t, "r6")).toEqual([9, 10]);
  }, 60_000);

  it("IA1 17.52 without the store's orders the same move is refused after the reload: the comparison can tell", async () => {
    const { t, read } = await play(false);
    expect(read).toMatchObject({ ok: true, result: { turn: 1, orders: [], factors: [] } });
    await beginTurn(t);
    expect(result(await command(t.bob, { type: "activate", root: { piece: "r6" }, pieces: { r6: "move" } })).status).toBe("done");
    expect(await drag(t, t.bob, "r6", [9, 10])).toMatchObject({ ok: false, code: "referee.not-ordered-into-sector" });
  }, 60_000);

  it("IA1 17.52 Alice's page receives exactly the same with or without Bob's orders, the GM's reload included; she reads none, nor the store; Bob's page can tell", async () => {
    const withOrders = await play(true);
    const without = await play(false);
    expect(received(withOrders.t.alice.received)).toEqual(received(without.t.alice.received));
    expect(received(withOrders.t.alice.received).join("\n")).not.toContain("oba-6");
    expect(await request(withOrders.t.alice, { kind: "orders" })).toMatchObject({ ok: true, result: { orders: [], factors: [] } });
    // A player's page cannot open the store.
    await expect(withOrders.t.alice.run(() => withOrders.t.alice.game.packs.get(STORE_PACK)!.getDocuments())).rejects.toThrow();
    expect(received(withOrders.t.bob.received)).not.toEqual(received(without.t.bob.received));
  }, 60_000);
});
