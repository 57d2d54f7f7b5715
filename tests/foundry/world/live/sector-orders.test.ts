/**
 * The Commanding Officer's orders and where a sector's pieces fire and go (IA1 17.51, 17.52) at the table of
 * sector-table.ts: Bob (North) is the Russians' Commanding Officer, Carol (South) is not; Alice plays the Germans.
 */
import { describe, expect, it } from "vitest";
import { replyNotice } from "../../../../src/foundry/applications/reply-notice";
import type { Reply } from "../../../../src/foundry/referee/protocol";
import { localizePhrase } from "../../../../src/foundry/i18n";
import { enI18n } from "../../../support/i18n";
import { activate, drag, everyone, hexOf, russiansFirst, SECTORS, sectorTable, type SectorTable } from "./sector-table";
import { command, request, result } from "./table";

const CO = ["bob"];

/** The orders a reply gives or reads back: their turn and list (the reply also tells the factors' sectors and the scene's sectors). */
function given(reply: Reply) {
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  const { turn, orders } = reply.result as { turn: number; orders: unknown };
  return { turn, orders };
}

/**
 * The sectors with a third, East, of [9, 10] and [9, 11] next to the 6th Company: moving there takes it farther from the
 * Germans, so it may move without a leader (IA1 5.5).
 */
const EAST = { ...SECTORS, sectors: [...SECTORS.sectors, { name: "East", hexes: [[9, 10], [9, 11]] }] };

/** Bob, the CO, orders the 6th Company (in no sector) into the East. */
const orderSixthEast = (t: SectorTable) => request(t.bob, { kind: "orders", orders: [{ piece: "r6", sector: "East" }] });

/** The Russians take the initiative (Germans roll 2, Russians 4). */
async function rollRussiansFirst(t: SectorTable) {
  t.server.dice.push(2, 4);
  expect(result(await command(t.bob, { type: "roll-initiative" })).status).toBe("done");
}

describe("IA1 17.51, 17.52 units may not fire, nor their commanders plot fire, at targets outside their own sector", () => {
  it("IA1 17.51 Carol's companies in the South may not fire at the Germans in the North: refused naming the rule before any die, nothing changes", async () => {
    const t = await russiansFirst(undefined, CO);
    expect(result(await command(t.carol, { type: "activate", root: { piece: "r1" }, pieces: { r1: "fire" } })).status).toBe("done");
    const before = everyone(t);
    const reply = await command(t.carol, { type: "direct-fire", firers: ["r1"], at: [3, 3] });
    expect(reply).toEqual({ ok: false, code: "referee.target-outside-sector", params: { sector: "South", other: "North" } });
    expect(localizePhrase(replyNotice(reply)!.text, enI18n)).toBe("You command sector South: your pieces may not fire, nor plot fire, at a hex in sector North (IA1 17.51, 17.52).");
    expect(everyone(t)).toEqual(before);
    expect(t.server.dice.remaining).toBe(0);
  }, 60_000);

  it("IA1 17.51 fire outside the sector stays refused whatever the CO ordered: an assault there is made by entering it", async () => {
    const t = await sectorTable(undefined, CO);
    expect(await request(t.bob, { kind: "orders", orders: [{ piece: "r1", sector: "North" }] })).toMatchObject({ ok: true });
    await rollRussiansFirst(t);
    expect(result(await command(t.carol, { type: "activate", root: { piece: "r1" }, pieces: { r1: "fire" } })).status).toBe("done");
    expect(await command(t.carol, { type: "direct-fire", firers: ["r1"], at: [3, 3] })).toMatchObject({ ok: false, code: "referee.target-outside-sector" });
  }, 60_000);

  it("IA1 17.52 a sector commander may not plot Planned Fire at a hex of another sector; the GM is not held to sectors", async () => {
    const t = await sectorTable(undefined, CO);
    const plan = { type: "write-artillery-plan", missions: { r1: { mission: "planned-fire", turns: [{ at: [3, 8] }, { at: [3, 3] }] } } };
    expect(await command(t.carol, plan)).toEqual({ ok: false, code: "referee.target-outside-sector", params: { sector: "South", other: "North" } });
    // The GM (given the South too) reaches the engine, which words its own refusal: this scenario gives no artillery.
    expect(result(await request(t.gm, { kind: "command", side: "russian", command: plan }))).toMatchObject({ status: "refused", code: "artillery.no-artillery" });
  }, 60_000);
});

describe("IA1 17.51, 17.52 units may not enter another sector unless the CO ordered it before the turn began", () => {
  it("IA1 17.51 Bob's drag of the 6th Company into the East is refused before anything moves; with the CO's order given before the turn it moves", async () => {
    const t = await russiansFirst(EAST, CO);
    expect(result(await activate(t.bob, "r6")).status).toBe("done");
    const before = everyone(t);
    const reply = await drag(t, t.bob, "r6", [9, 10]);
    expect(reply).toEqual({ ok: false, code: "referee.not-ordered-into-sector", params: { sector: "North", other: "East", piece: "r6" } });
    expect(everyone(t)).toEqual(before);

    const ordered = await sectorTable(EAST, CO);
    expect(given(await orderSixthEast(ordered))).toEqual({ turn: 1, orders: [{ piece: "r6", sector: "East" }] });
    await rollRussiansFirst(ordered);
    expect(result(await activate(ordered.bob, "r6")).status).toBe("done");
    expect((await drag(ordered, ordered.bob, "r6", [9, 10])).result).toMatchObject({ status: "done", moved: 1 });
    expect(hexOf(ordered, "r6")).toEqual([9, 10]);
    // IA1 17.51: in the East it is no longer Bob's to order.
    expect(await drag(ordered, ordered.bob, "r6", [9, 11])).toMatchObject({ ok: false, code: "referee.not-your-sector" });
  }, 60_000);

  it("IA1 17.52 orders given once the turn has begun are for the next turn: the drag stays refused this turn", async () => {
    const t = await russiansFirst(EAST, CO);
    expect(given(await orderSixthEast(t))).toEqual({ turn: 2, orders: [{ piece: "r6", sector: "East" }] });
    expect(result(await activate(t.bob, "r6")).status).toBe("done");
    expect(await drag(t, t.bob, "r6", [9, 10])).toMatchObject({ ok: false, code: "referee.not-ordered-into-sector" });
  }, 60_000);

  it("IA1 17.52 orders are cleared at the turn's end: in turn 2 the 6th Company may not enter the East", async () => {
    const t = await sectorTable(EAST, CO);
    expect(await orderSixthEast(t)).toMatchObject({ ok: true });
    await rollRussiansFirst(t);
    expect(result(await command(t.bob, { type: "pass" })).status).toBe("done");
    expect(result(await command(t.alice, { type: "pass" })).status).toBe("done");
    expect(everyone(t).combat).toMatchObject({ turn: 2, phase: "initiative" });
    expect(given(await request(t.carol, { kind: "orders" }))).toEqual({ turn: 2, orders: [] });
    await rollRussiansFirst(t);
    expect(result(await activate(t.bob, "r6")).status).toBe("done");
    expect(await drag(t, t.bob, "r6", [9, 10])).toMatchObject({ ok: false, code: "referee.not-ordered-into-sector" });
  }, 60_000);
});

describe("IA1 17.52 only the Commanding Officer (or the GM) gives orders", () => {
  it("IA1 17.52 Carol, no CO, may not give orders; she reads her side's orders; the Germans read only theirs; giving them changes no document", async () => {
    const t = await sectorTable(EAST, CO);
    const before = everyone(t);
    const refused = await request(t.carol, { kind: "orders", orders: [{ piece: "r1", sector: "North" }] });
    expect(refused).toEqual({ ok: false, code: "referee.not-commanding-officer", params: {} });
    expect(localizePhrase(replyNotice(refused)!.text, enI18n)).toBe("Only your side's Commanding Officer, or the GM, gives orders (IA1 17.52).");
    expect(await orderSixthEast(t)).toMatchObject({ ok: true });
    expect(given(await request(t.carol, { kind: "orders" }))).toEqual({ turn: 1, orders: [{ piece: "r6", sector: "East" }] });
    expect(given(await request(t.alice, { kind: "orders" }))).toEqual({ turn: 1, orders: [] });
    expect(everyone(t)).toEqual(before);
  }, 60_000);

  it("IA1 17.52 the GM gives a side's orders; an order for another side's piece or a sector not on the scene is refused alike", async () => {
    const t = await sectorTable(undefined, CO);
    expect(await request(t.gm, { kind: "orders", side: "russian", orders: [{ piece: "r5", sector: "South" }] })).toMatchObject({ ok: true, result: { turn: 1 } });
    expect(await request(t.bob, { kind: "orders", orders: [{ piece: "g1", sector: "South" }] })).toEqual({ ok: false, code: "referee.bad-order", params: { piece: "g1", sector: "South" } });
    expect(await request(t.bob, { kind: "orders", orders: [{ piece: "nobody", sector: "South" }] })).toMatchObject({ ok: false, code: "referee.bad-order" });
    expect(await request(t.bob, { kind: "orders", orders: [{ piece: "r6", sector: "East" }] })).toMatchObject({ ok: false, code: "referee.bad-order" });
    expect(await request(t.bob, { kind: "orders", orders: "r6 south" })).toMatchObject({ ok: false, code: "referee.bad-orders" });
    // The GM's orders stand: Bob's refused ones replaced nothing.
    expect(given(await request(t.bob, { kind: "orders" }))).toEqual({ turn: 1, orders: [{ piece: "r5", sector: "South" }] });
  }, 60_000);
});
