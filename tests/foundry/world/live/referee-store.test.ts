/**
 * The referee's store at the table (src/foundry/referee/store.ts): sealed with a key only GMs' browsers hold, written
 * as an entry per change and a snapshot now and then, changes nobody else sees held back in the GM's browser, the key
 * handed from one GM's browser to another's or carried in a key file. The simulated server shows every page every
 * change of the pack (the worst case, its default), so every leak comparison of the live tests covers the store too.
 */
import { describe, expect, it } from "vitest";
import { heldKeys, holdKeys, keyFile, readKeyFile } from "../../../../src/foundry/referee/keyring";
import { STORE_PACK } from "../../../../src/foundry/referee/store";
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

  it("a store of the earlier format (the saved game in clear in a flag) is sealed into a snapshot when the referee starts; its clear flags go; the battle plays on", async () => {
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
    });
    server.disconnect("gm");
    const gm = await server.connect("gm");
    const alice = await server.connect("alice");
    await gm.run(() => game.settings!.set("hex-tactics" as never, "sides" as never, SIDES as never));
    const raw = JSON.stringify(server.packContents(STORE_PACK));
    expect(raw).not.toContain("3rd Company");
    expect(raw).not.toContain('"saved"');
    server.dice.push(4, 2);
    expect(result(await command(alice, { type: "roll-initiative" })).status).toBe("done");
    expect((await stored(gm, BATTLE)).kinds).toEqual(["record"]);
  }, 60_000);

  it("a player's page asking the referee for the store gets nothing: the query types of the key hand-over are a GM's", async () => {
    const t = await liveTable();
    const offer = await t.gm.run(() => tableClient().referee!.handle("alice", { kind: "view", battle: BATTLE }));
    expect(offer.ok).toBe(true);
    const asked = await t.alice.run(() => t.alice.game.users.get("gm")!.query("hex-tactics", { type: "key-wanted", user: "alice" }, { timeout: 5000 }));
    expect(asked).toBe(false);
    expect(t.alice.received.join("\n")).not.toContain(Object.values(t.gm.run(() => heldKeys()))[0]!);
    expect(await request(t.alice, { kind: "view" })).toMatchObject({ ok: true });
  }, 60_000);
});
