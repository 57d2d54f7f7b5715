/**
 * The referee's store at the table (src/foundry/referee/store.ts): sealed with a key only GMs' browsers hold, written
 * as an entry per change and a snapshot now and then, changes nobody else sees held back in the GM's browser, the key
 * handed from one GM's browser to another's or carried in a key file. The simulated server shows every page every
 * change of the pack (the worst case, its default), so every leak comparison of the live tests covers the store too.
 */
import { describe, expect, it, vi } from "vitest";
import { heldKeys, holdKeys, keyFile, readKeyFile } from "../../../../src/foundry/referee/keyring";
import { exchangePair, publicJwk, sharedKey, wrapKeys } from "../../../../src/foundry/referee/key-wrap";
import { newStoreKey, toBase64 } from "../../../../src/foundry/referee/sealed";
import { RefereeStore, STORE_PACK } from "../../../../src/foundry/referee/store";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { HEX, type Line } from "../../../cli/demo-game";
import { playDemo, type DemoTable } from "./demo-table";
import { stored } from "./store";
import { BATTLE, command, everyone, liveTable, received, request, result, storedBattle, SIDES } from "./table";
import { BARE, simulatedWorld, USERS } from "../world";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";

const ASSISTANT = { id: "gm2", name: "Assistant", role: "ASSISTANT" } as const;
/** Every German gun fires at the demonstration's target hex in turns 1 and 2 (demo-game.test.ts). */
const LINE_T: Line = [{ at: HEX.target }, { at: HEX.target }, null, null, null, null, null, null];

/** The number of the store's last page on the server. */
const lastSeq = (t: { server: DemoTable["server"] }) =>
  Math.max(...t.server.packContents(STORE_PACK).flatMap((e) => ((e as { pages?: { flags: { "hex-tactics": { seq: number } } }[] }).pages ?? []).map((p) => p.flags["hex-tactics"].seq)));

/** The store's pages on the server, by kind, in order. */
const pages = (t: { server: DemoTable["server"] }) =>
  t.server
    .packContents(STORE_PACK)
    .flatMap((e) => ((e as { pages?: { flags: { "hex-tactics": { seq: number; kind: string } } }[] }).pages ?? []).map((p) => p.flags["hex-tactics"]))
    .sort((a, b) => a.seq - b.seq)
    .map((p) => p.kind);

/** Everything a battle shows: every page's documents, and each side's view as the referee gives it to the GM. */
async function outcome(t: DemoTable) {
  const views = [];
  for (const side of ["german", "russian"]) views.push(await t.gm.run(() => tableClient().referee!.handle("gm", { kind: "view", battle: t.battle, side })));
  const pages = [t.gm, t.alice, t.bob].map((page) => JSON.stringify({ combat: page.game.combats.contents.map((c) => c.system), cards: page.game.messages.contents.map((m) => [m.type, m.system, m._source.rolls]) }));
  // Ids differ from world to world: numbered in order of appearance (table.ts `received`).
  return received([...pages, ...views.map((v) => JSON.stringify(v))]);
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
};

describe("the referee's store: sealed, written as it goes, kept by GMs' browsers", () => {
  it("a reload of the GM's page after every command — after held-back entries, entries written and snapshots alike — finishes the demonstration game as one never reloaded", async () => {
    const kept = await playDemo(LINE_T, 2);
    const seen = new Set<string>();
    const reloaded = await playDemo(LINE_T, 2, undefined, async (t) => {
      seen.add(pages(t).at(-1)!);
      t.server.disconnect("gm");
      t.gm = await t.server.connect("gm");
    });
    expect(seen).toEqual(new Set(["snapshot", "entries"]));
    expect(reloaded.steps).toEqual(kept.steps);
    const [a, b] = [await outcome(kept.t), await outcome(reloaded.t)];
    expect(b).toEqual(a);
    expect(a.slice(3).every((v) => v.startsWith('{"ok":true'))).toBe(true);
  }, 240_000);

  it("IA1 16.5 a change nobody else sees writes nothing: a hidden platoon's limbering and its undo are held back in the GM's browser, then written with the next change everyone sees", async () => {
    const t = await liveTable({ hidden: true, gun: true });
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    expect(result(await command(t.alice, { type: "pass" })).status).toBe("done");
    expect(result(await command(t.bob, { type: "activate", root: { leader: "kap" }, pieces: { kap: "move", r2: "move", r3: "move", r4: "move" } })).status).toBe("done");
    const written = lastSeq(t);
    expect(result(await command(t.bob, { type: "limber", unit: "r4" })).status).toBe("done");
    expect(await request(t.bob, { kind: "undo" })).toEqual({ ok: true, result: { undone: "limber" } });
    expect(lastSeq(t)).toBe(written);
    // Sealed in the GM's browser meanwhile; a reload there reads them back.
    expect(JSON.stringify([...t.server.browser("gm").values()])).not.toContain("limber");
    expect((await stored(t.gm, BATTLE)).kinds.slice(-2)).toEqual(["record", "undo"]);
    expect(result(await command(t.bob, { type: "end-activation" })).status).toBe("done");
    expect(lastSeq(t)).toBeGreaterThan(written);
    const kept = await stored(t.gm, BATTLE);
    const log = [...(kept.game.game.log as { command: { type: string } }[]).map((r) => r.command.type), ...kept.kinds];
    expect(log.slice(-2)).toEqual(log.includes("undo") ? ["undo", "record"] : ["activate", "end-activation"]);
  }, 60_000);

  it("a page that cannot be written is held back with its entry, and written with the next one: a reload in between or after plays on as if nothing failed", async () => {
    const t = await liveTable();
    t.server.dice.push(4, 2);
    const failing = vi.spyOn(RefereeStore.prototype, "write").mockRejectedValueOnce(new Error("the store is down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
      expect(failing).toHaveBeenCalledTimes(1);
      t.server.disconnect("gm");
      const again = await t.server.connect("gm");
      expect(everyone({ ...t, gm: again }).combat).toMatchObject({ phase: "action", active: "german" });
      expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } })).status).toBe("done");
      t.server.disconnect("gm");
      const third = await t.server.connect("gm");
      expect((await stored(third, BATTLE)).kinds.filter((k) => k === "record")).toHaveLength(2);
      expect(everyone({ ...t, gm: third }).combat).toMatchObject({ segment: { side: "german" } });
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
  }, 60_000);

  it("changes held back in a browser the store has moved on from are dropped, and the GM told: the battle goes on from the store", async () => {
    const t = await liveTable({ hidden: true, gun: true });
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    expect(result(await command(t.alice, { type: "pass" })).status).toBe("done");
    expect(result(await command(t.bob, { type: "activate", root: { leader: "kap" }, pieces: { kap: "move", r2: "move", r3: "move", r4: "move" } })).status).toBe("done");
    // The hidden platoon limbers: held back in the GM's browser. The GM goes on in another browser, with the key file.
    expect(result(await command(t.bob, { type: "limber", unit: "r4" })).status).toBe("done");
    const file = JSON.stringify(t.gm.run(() => keyFile()));
    t.server.disconnect("gm");
    const laptop = await t.server.connect("gm", { browser: "laptop" });
    await laptop.run(() => holdKeys(readKeyFile(file)));
    await until(() => laptop.run(() => tableClient().referee !== null));
    expect(result(await command(t.bob, { type: "end-activation" })).status).toBe("done");
    // Back in the first browser: its held-back limbering follows a page the store has moved on from.
    t.server.disconnect("gm");
    const back = await t.server.connect("gm");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(result(await command(t.alice, { type: "pass" })).status).toBe("done");
    } finally {
      logged.mockRestore();
    }
    expect(back.notifications.map((n) => n.message).join("\n")).toMatch(/1 change\(s\) this browser held back/);
    expect((await stored(back, BATTLE)).kinds).not.toContain("undo");
  }, 60_000);

  it("the server holds nothing in clear and players' pages are told nothing the store holds; each player's receiving it is reported to the GM once", async () => {
    const t = await liveTable();
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    const raw = JSON.stringify(t.server.packContents(STORE_PACK));
    for (const secret of ["3rd Company", "infantry-attacks", '"r3"']) expect(raw).not.toContain(secret);
    for (const page of [t.alice, t.bob]) expect(received(page.received).join("\n")).toContain('"sealed"');
    const told = t.gm.notifications.filter((n) => n.message.includes("received changes to the referee's store"));
    expect(told.map((n) => n.message.split("'")[0])).toEqual(["Alice", "Bob"]);
  }, 60_000);

  it("a second GM's browser is given the key by the first's, sealed: when the first leaves, the second referees the battle on", async () => {
    const t = await liveTable({ users: [...USERS, ASSISTANT] });
    const gm2 = await t.server.connect("gm2");
    const key = Object.values(t.gm.run(() => heldKeys()))[0]!;
    await until(() => gm2.run(() => Object.values(heldKeys())).includes(key));
    for (const page of [t.alice, t.bob, gm2]) expect(page.received.join("\n")).not.toContain(key);
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    t.server.disconnect("gm");
    await until(() => gm2.run(() => tableClient().referee !== null));
    expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } })).status).toBe("done");
    expect(everyone({ ...t, gm: gm2 }).combat).toMatchObject({ segment: { side: "german" } });
  }, 60_000);

  it("a GM in a new browser without the key is told, and nothing is refereed; the key file he exported starts the referee where the battle stood", async () => {
    const t = await liveTable();
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    const file = JSON.stringify(t.gm.run(() => keyFile()));
    t.server.disconnect("gm");
    const laptop = await t.server.connect("gm", { browser: "laptop" });
    expect(laptop.notifications.map((n) => n.message).join("\n")).toMatch(/lacks the key it is sealed under/);
    // No referee gives Alice a session: her request is refused.
    expect(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } })).toEqual({ ok: false, code: "referee.no-session", params: {} });
    await laptop.run(() => holdKeys(readKeyFile(file)));
    await until(() => laptop.run(() => tableClient().referee !== null));
    expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } })).status).toBe("done");
    expect(everyone({ ...t, gm: laptop }).combat).toMatchObject({ phase: "action", segment: { side: "german" } });
  }, 60_000);

  it("a store of the earlier format (the saved game in clear in a flag) is sealed into a snapshot when the referee starts; its clear flags go; the battle plays on; a battle that cannot be read is left, the GM told", async () => {
    const server = simulatedWorld();
    const germans = server.seed("Actor", { name: "German infantry", type: "unit", system: { counterId: "ger-inf" }, ownership: { default: 0, alice: 3 } });
    const russians = server.seed("Actor", { name: "Russian infantry", type: "unit", system: { counterId: "rus-inf" }, ownership: { default: 0, bob: 3 } });
    const kapitan = server.seed("Actor", { name: "Kapitan", type: "leader", system: {}, ownership: { default: 0, bob: 3 } });
    const scene = server.seed("Scene", { name: "Steinbach", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 } });
    const actors = { g1: germans._id, g2: germans._id, r1: russians._id, r2: russians._id, r3: russians._id, kap: kapitan._id };
    const grid = { gridType: FOUNDRY_GRID_TYPE["odd-q"], origin: { i: 0, j: 0 } };
    server.seed("Combat", { type: "battle", scene: scene._id, active: true, flags: { "hex-tactics": { battle: BATTLE, grid } }, system: {} });
    // The earlier store, written by the earlier system: the pack, and the battle's entry with its flags in clear.
    const before = await server.connect("gm", { entry: BARE });
    await before.run(async () => {
      await foundry.documents.collections.CompendiumCollection.createCompendium({ name: "hex-tactics-referee", label: "x", type: "JournalEntry", ownership: { PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER", GAMEMASTER: "OWNER" } } as never);
      const saved = JSON.stringify(storedBattle(true, actors, scene._id));
      await before.classes.JournalEntry.create({ name: BATTLE, flags: { "hex-tactics": { battle: BATTLE, saved, orders: "{}" } } }, { pack: STORE_PACK });
      // A second battle whose clear JSON was cut short: it is left as it is, the GM told, and the first is sealed anyway.
      await before.classes.JournalEntry.create({ name: "torn", flags: { "hex-tactics": { battle: "torn", saved: saved.slice(0, 100) } } }, { pack: STORE_PACK });
    });
    server.disconnect("gm");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const gm = await server.connect("gm");
    logged.mockRestore();
    const alice = await server.connect("alice");
    await gm.run(() => game.settings!.set("hex-tactics" as never, "sides" as never, SIDES as never));
    const entries = server.packContents(STORE_PACK);
    expect(JSON.stringify(entries.find((e) => e.name === BATTLE))).not.toMatch(/3rd Company|"saved"/);
    expect(gm.notifications.map((n) => n.message)).toContain("The referee could not seal the battle torn, stored in clear by an earlier version: it is left as it was (see the console). The other battles are sealed.");
    server.dice.push(4, 2);
    expect(result(await command(alice, { type: "roll-initiative" })).status).toBe("done");
    expect((await stored(gm, BATTLE)).kinds).toEqual(["record"]);
  }, 60_000);

  it("a store written by a later version is neither read nor written: the GM is told to update the system", async () => {
    const server = simulatedWorld();
    const before = await server.connect("gm", { entry: BARE });
    await before.run(async () => {
      await foundry.documents.collections.CompendiumCollection.createCompendium({ name: "hex-tactics-referee", label: "x", type: "JournalEntry", ownership: { PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER", GAMEMASTER: "OWNER" } } as never);
      await before.classes.JournalEntry.create({ name: "store", flags: { "hex-tactics": { store: { format: 99, key: "0123456789abcdef" } } } }, { pack: STORE_PACK });
    });
    server.disconnect("gm");
    const gm = await server.connect("gm");
    expect(gm.notifications.map((n) => n.message).join("\n")).toMatch(/later version of Hex Tactics \(layout 99\)/);
    expect(gm.run(() => tableClient().referee)).toBeNull();
  }, 60_000);

  it("a player's console can neither take the store's key nor slip one in: the hand-over's query types are a GM's", async () => {
    const t = await liveTable();
    const held = t.gm.run(() => heldKeys());
    const key = Object.values(held)[0]!;
    const gm = t.alice.game.users.get("gm")!;
    // Alice asks for the keys as if she were a GM wanting them: the GM's client gives nothing to a player.
    const pair = await exchangePair();
    const wanted = await t.alice.run(async () => gm.query("hex-tactics", { type: "key-wanted", user: "alice", offer: "o1", publicKey: await publicJwk(pair) }, { timeout: 5000 }));
    expect(wanted).toBe(false);
    expect(t.alice.received.join("\n")).not.toContain(key);
    // Alice delivers a key of her own, sealed for the GM's client: no hand-over of his asked for it, so he keeps none.
    const hers = await newStoreKey();
    const theirs = await exchangePair();
    const sealed = await wrapKeys(await sharedKey(theirs, await publicJwk(pair)), { [hers.id]: toBase64(hers.raw) }, "o1");
    const delivered = await t.alice.run(async () => gm.query("hex-tactics", { type: "key-deliver", offer: "o1", publicKey: await publicJwk(theirs), keys: sealed }, { timeout: 5000 }));
    expect(delivered).toBe(false);
    expect(t.gm.run(() => heldKeys())).toEqual(held);
    expect(await request(t.alice, { kind: "view" })).toMatchObject({ ok: true });
  }, 60_000);
});
