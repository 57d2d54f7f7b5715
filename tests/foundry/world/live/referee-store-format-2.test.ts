/**
 * A store of format 2 (b86b266, the last release before capabilities) at the table: its pages hold the sector-command
 * record as `orders` (snapshot `{ game, orders }`, entries `{ kind: "orders", orders }`), and the GM's browser holds
 * the entries it held back as a bare `Sealed` at `<battle>#held-back`. Played at the sector table of sector-table.ts
 * with the East sector (Bob the Russians' CO), then rewritten in format 2's shapes: the GM's page reloads onto it.
 */
import { describe, expect, it, vi } from "vitest";
import { heldKey } from "../../../../src/foundry/referee/keyring";
import { seal, unseal, type Sealed } from "../../../../src/foundry/referee/sealed";
import { RefereeStore } from "../../../../src/foundry/referee/store";
import { pageData, type HeldBack } from "../../../../src/foundry/referee/sealed-journal";
import { SECTOR_COMMAND } from "../../../../src/foundry/rulesets/ia/sector-command/capability";
import { drag, hexOf, SECTORS, sectorTable, type SectorTable } from "./sector-table";
import { BATTLE, command, request, result } from "./table";

const EAST = { ...SECTORS, sectors: [...SECTORS.sectors, { name: "East", hexes: [[9, 10], [9, 11]] }] };
const ORDERS = [{ piece: "r6", sector: "East" }];
const GERMAN_ORDERS = [{ piece: "g1", sector: "South" }];

type Json = Record<string, unknown>;
/** An entry as format 2 wrote it: the sector-command record an `orders` entry. */
const formerEntry = (e: Json): Json => (e.kind === "capability" && e.id === SECTOR_COMMAND ? { kind: "orders", orders: e.record } : e);

/**
 * The battle's pages and the GM's held-back entries rewritten as format 2 wrote them (`opens` false: the held-back
 * entries sealed for another battle, so they do not open); then the GM's page reloads.
 */
async function toFormer2(t: SectorTable, opens = true): Promise<SectorTable> {
  await t.gm.run(async () => {
    const store = await RefereeStore.open();
    const key = (await heldKey(store.keyId!))!;
    await store.use(key);
    for (const page of [...store.pages(BATTLE)]) {
      const context = `${BATTLE}#${page.seq}:${page.kind}`;
      const value = JSON.parse(await unseal(key, page.sealed, context)) as { kind: string; snapshot?: { game: unknown; capabilities: Json }; entries?: Json[] };
      const former = value.snapshot
        ? { kind: "snapshot", snapshot: { game: value.snapshot.game, orders: value.snapshot.capabilities[SECTOR_COMMAND] } }
        : { kind: "entries", entries: value.entries!.map(formerEntry) };
      const sealed = await seal(key, JSON.stringify(former), context);
      await store.remove(BATTLE, [page.id]);
      await store.write(BATTLE, { ...page, sealed }, pageData(page.seq, page.kind, sealed));
    }
    const settings = game.settings as unknown as { get(ns: string, k: string): Record<string, Record<string, HeldBack | Sealed>>; set(ns: string, k: string, v: unknown): Promise<unknown> };
    const all = settings.get("hex-tactics", "refereeHeldBack");
    const world = (game as ReadyGame).world.id;
    const held = all[world]![BATTLE] as HeldBack;
    const entries = JSON.parse(await unseal(key, held.sealed, `${BATTLE}#held-back:${held.after}`)) as Json[];
    const bare = await seal(key, JSON.stringify(entries.map(formerEntry)), `${opens ? BATTLE : "elsewhere"}#held-back`);
    await settings.set("hex-tactics", "refereeHeldBack", { ...all, [world]: { ...all[world], [BATTLE]: bare } });
  });
  t.server.disconnect("gm");
  return { ...t, gm: await t.server.connect("gm") };
}

/** The orders a side's reply reads back: their turn and list. */
const orders = async (page: SectorTable["gm"], side?: string) => {
  const reply = await request(page, { kind: "orders", ...(side ? { side } : {}) });
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  const { turn, orders } = reply.result as { turn: number; orders: unknown };
  return { turn, orders };
};

/**
 * Bob orders the 6th Company into the East for turn 1 (held back), written with the initiative roll; the GM gives the
 * Germans' orders for turn 2, held back in his browser.
 */
async function played(): Promise<SectorTable> {
  const t = await sectorTable(EAST, ["bob"]);
  expect(await request(t.bob, { kind: "orders", orders: ORDERS })).toMatchObject({ ok: true });
  t.server.dice.push(2, 4);
  expect(result(await command(t.bob, { type: "roll-initiative" })).status).toBe("done");
  expect(await request(t.gm, { kind: "orders", side: "german", orders: GERMAN_ORDERS })).toMatchObject({ ok: true, result: { turn: 2 } });
  return t;
}

describe("a store of format 2 (b86b266) opens and plays on", () => {
  it("IA1 17.52 the orders its pages hold are in force, those the GM's browser held back are read back, and a request plays; once written they survive another reload", async () => {
    let t = await toFormer2(await played());
    expect(await orders(t.bob)).toEqual({ turn: 1, orders: ORDERS });
    expect(await orders(t.gm, "german")).toEqual({ turn: 2, orders: GERMAN_ORDERS });
    expect(result(await command(t.bob, { type: "activate", root: { piece: "r6" }, pieces: { r6: "move" } })).status).toBe("done");
    expect((await drag(t, t.bob, "r6", [9, 10])).result).toMatchObject({ status: "done", moved: 1 });
    expect(hexOf(t, "r6")).toEqual([9, 10]);
    t.server.disconnect("gm");
    t = { ...t, gm: await t.server.connect("gm") };
    expect(await orders(t.gm, "german")).toEqual({ turn: 2, orders: GERMAN_ORDERS });
  }, 60_000);

  it("held-back entries of format 2 that do not open are dropped, the GM told; the battle goes on from the store", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = await toFormer2(await played(), false);
    try {
      expect(await orders(t.bob)).toEqual({ turn: 1, orders: ORDERS });
    } finally {
      logged.mockRestore();
    }
    expect(t.gm.notifications.map((n) => n.message).join("\n")).toMatch(/Battle .*: the changes this browser held back under an earlier version .* could not be opened/);
    expect(await orders(t.gm, "german")).toEqual({ turn: 2, orders: [] });
  }, 60_000);
});
