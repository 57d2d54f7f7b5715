/**
 * A battle the store's format 2 wrote (b86b266, the last release before capabilities), read by this one
 * (src/foundry/referee/sealed-journal.ts, journal.ts): a snapshot `{ game, orders }`, entries `{ kind: "orders", orders }`,
 * and entries held back in the browser as a bare `Sealed` at `<battle>#held-back`. Sealed here as format 2 sealed them,
 * the pages and held-back entries in memory.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { newStoreKey, seal, type Sealed, type StoreKey } from "../../../src/foundry/referee/sealed";
import { SealedJournal, type HeldBack, type HeldBackStore, type PageKind, type PageSink, type StoredPage } from "../../../src/foundry/referee/sealed-journal";

const BATTLE = "steinbach";
const GAME = { ruleset: "infantry-attacks", game: { turn: 1 } };
const BOOK = { russian: { turn: 1, orders: [{ piece: "r6", sector: "East" }], factors: [] } };
const LATER = { russian: { turn: 2, orders: [{ piece: "r5", sector: "East" }], factors: [] } };

let pages: StoredPage[];
let held: Map<string, HeldBack | Sealed>;
let dropped: (number | null)[];

const sink: PageSink = {
  pages: () => pages,
  write: async (_battle, page) => void pages.push({ ...page, id: `p${page.seq}` }),
  remove: async (_battle, ids) => void (pages = pages.filter((p) => !ids.includes(p.id))),
};
const heldBack: HeldBackStore = {
  get: (battle) => held.get(battle),
  set: async (battle, value) => void (value ? held.set(battle, value) : held.delete(battle)),
  dropped: (_battle, entries) => void dropped.push(entries),
};

/** A page as format 2 sealed it: its JSON at `<battle>#<seq>:<kind>`. */
async function formerPage(key: StoreKey, seq: number, kind: PageKind, value: object): Promise<void> {
  pages.push({ id: `p${seq}`, seq, kind, sealed: await seal(key, JSON.stringify({ kind, ...value }), `${BATTLE}#${seq}:${kind}`) });
}

/** A battle format 2 wrote: its snapshot with empty orders, then a page with the orders given and a command. */
async function formerBattle(key: StoreKey): Promise<void> {
  await formerPage(key, 1, "snapshot", { snapshot: { game: GAME, orders: {} } });
  await formerPage(key, 2, "entries", { entries: [{ kind: "orders", orders: BOOK }, { kind: "record", record: { command: "roll-initiative" } }] });
}

beforeEach(() => {
  pages = [];
  held = new Map();
  dropped = [];
});

describe("a battle the store's format 2 wrote", () => {
  it("opens: its snapshot's and entries' records read as the records under their legacy key, and it is written on in this format", async () => {
    const key = await newStoreKey();
    await formerBattle(key);
    const journal = new SealedJournal(key, sink, heldBack);
    const read = await journal.read(BATTLE);
    expect(read?.snapshot).toEqual({ game: GAME, capabilities: { orders: {} } });
    expect(read?.entries).toEqual([
      { kind: "capability", id: "orders", record: BOOK },
      { kind: "record", record: { command: "roll-initiative" } },
    ]);
    await journal.append(BATTLE, { kind: "undo" }, true);
    expect((await journal.read(BATTLE))?.entries.map((e) => e.kind)).toEqual(["capability", "record", "undo"]);
  });

  it("its entries held back in this browser, a bare Sealed naming no page, follow the last page and are written with the next one", async () => {
    const key = await newStoreKey();
    await formerBattle(key);
    held.set(BATTLE, await seal(key, JSON.stringify([{ kind: "orders", orders: LATER }]), `${BATTLE}#held-back`));
    const journal = new SealedJournal(key, sink, heldBack);
    expect((await journal.read(BATTLE))?.entries.at(-1)).toEqual({ kind: "capability", id: "orders", record: LATER });
    await journal.append(BATTLE, { kind: "undo" }, true);
    expect(held.size).toBe(0);
    expect((await new SealedJournal(key, sink, heldBack).read(BATTLE))?.entries.slice(-2)).toEqual([{ kind: "capability", id: "orders", record: LATER }, { kind: "undo" }]);
    expect(dropped).toEqual([]);
  });

  it("held-back entries that do not open (sealed under another key) are dropped, the GM told; the battle opens from its pages", async () => {
    const key = await newStoreKey();
    await formerBattle(key);
    held.set(BATTLE, await seal(await newStoreKey(), JSON.stringify([{ kind: "orders", orders: LATER }]), `${BATTLE}#held-back`));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const read = await new SealedJournal(key, sink, heldBack).read(BATTLE);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(read?.entries.map((e) => e.kind)).toEqual(["capability", "record"]);
    expect(dropped).toEqual([null]);
    expect(held.size).toBe(0);
  });
});
