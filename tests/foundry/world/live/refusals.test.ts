/**
 * What a player may not do at the table (docs/foundry.md): command the other side (his side comes from the sides
 * setting, never from his request), pass himself off as another client, write a referee-only actor field, or read the
 * referee's store. Each refusal leaves every page's documents as they were.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { replyNotice } from "../../../../src/foundry/applications/reply-notice";
import { localizePhrase } from "../../../../src/foundry/i18n";
import { QUERY } from "../../../../src/foundry/referee/protocol";
import { STORE_PACK } from "../../../../src/foundry/referee/store";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { enI18n } from "../../../support/i18n";
import { stored } from "./store";
import { BATTLE, command, everyone, liveTable, readStore, request, result, type LiveTable } from "./table";

let t: LiveTable;

describe("refusals at the table", () => {
  beforeAll(async () => {
    t = await liveTable();
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  }, 60_000);

  it("a player's command is played for his own side: naming the Russians in the command does not make Alice command their company", async () => {
    const before = everyone(t);
    const reply = await command(t.alice, { type: "activate", side: "russian", root: { piece: "r1" }, pieces: { r1: "move" } });
    expect(result(reply)).toMatchObject({ status: "refused", code: "engine.not-your-piece", params: { piece: "r1" } });
    expect(everyone(t)).toEqual(before);
  });

  it("a player may not ask for a side he does not play; a GM may", async () => {
    const before = everyone(t);
    expect(await request(t.alice, { kind: "command", side: "russian", command: { type: "pass" } })).toMatchObject({ ok: false, code: "referee.no-side" });
    expect(await request(t.bob, { kind: "view", side: "german" })).toMatchObject({ ok: false, code: "referee.no-side" });
    expect(everyone(t)).toEqual(before);
    const view = result(await request(t.gm, { kind: "view", side: "german" }));
    expect(view).toMatchObject({ side: "german", hiddenEnemies: 1 });
  });

  it("a command the battle cannot read is refused naming the fields at fault", async () => {
    const reply = await command(t.alice, { type: "activate", root: { stack: "north" }, pieces: { g1: "fire" } });
    expect(reply).toEqual({ ok: false, code: "referee.bad-command", params: { paths: "$.root" } });
    expect(localizePhrase(replyNotice(reply)!.text, enI18n)).toBe("The command is not one this battle accepts (look at $.root).");
  });

  it("a player may not take back the other side's command", async () => {
    expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } })).status).toBe("done");
    const before = everyone(t);
    expect(await request(t.bob, { kind: "undo" })).toMatchObject({ ok: false, code: "referee.not-your-command" });
    expect(everyone(t)).toEqual(before);
  });

  it("a request with a key the referee never gave is refused: a client cannot pass for another", async () => {
    const pass = { kind: "command", battle: "steinbach", command: { type: "pass" } };
    const forged = await t.alice.run(() => (game as ReadyGame).users.activeGM!.query(QUERY, { type: "request", user: "bob", key: "bob's key, guessed", request: pass }));
    expect(forged).toMatchObject({ ok: false, code: "referee.unknown-key" });
    // Her own key with Bob's name: the key is not Bob's.
    const own = t.alice.run(() => tableClient().key);
    const posing = await t.alice.run(() => (game as ReadyGame).users.activeGM!.query(QUERY, { type: "request", user: "bob", key: own, request: pass }));
    expect(posing).toMatchObject({ ok: false, code: "referee.unknown-key" });
  });

  it("a session key Alice slips to Bob's page neither locks him out nor makes his requests hers", async () => {
    const sessionTo = (key: string) => t.alice.run(() => (game as ReadyGame).users.get("bob")!.query(QUERY, { type: "session", key }));
    for (const key of ["made up", t.alice.run(() => tableClient().key!)]) {
      expect(await sessionTo(key)).toBe(true);
      expect(t.bob.run(() => tableClient().key)).toBe(key);
      // Refused as unknown, Bob's page asks the referee for a key again and gets a fresh one: he is served as Bob.
      expect(result(await request(t.bob, { kind: "view" }))).toMatchObject({ side: "russian" });
      expect(t.bob.run(() => tableClient().key)).not.toBe(key);
      expect(result(await request(t.alice, { kind: "view" }))).toMatchObject({ side: "german" });
    }
  });

  it("the simulated server refuses a player's write to a gmOnlyFields path of his own actor, and to the battle's Combat", async () => {
    const actor = t.alice.game.actors.find((a) => a.name === "German infantry")!;
    await expect(t.alice.run(() => actor.update({ "system.steps.value": 9 }))).rejects.toThrow(/system.steps.* may only be updated by a GM/);
    const combat = t.alice.game.combats.contents[0]!;
    await expect(t.alice.run(() => combat.update({ "system.turn": 9 }))).rejects.toThrow(/only a GM may/);
    expect(everyone(t).combat).toMatchObject({ turn: 1 });
  });

  it("a player cannot read the referee's store; its contents never reached his page", async () => {
    await expect(readStore(t.alice)).rejects.toThrow(/lacks permission to view/);
    await expect(readStore(t.bob)).rejects.toThrow(/lacks permission to view/);
    expect(t.alice.game.packs.get(STORE_PACK)?.ownership).toEqual({ PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER", GAMEMASTER: "OWNER" });
    // The GM's page reads it with the world's key: the battle, kept after every command; the server holds it sealed.
    expect((await stored(t.gm, BATTLE)).game).toMatchObject({ ruleset: "infantry-attacks", game: { format: "hex-tactics/infantry-attacks" } });
    expect(JSON.stringify(t.server.packContents(STORE_PACK))).not.toContain("infantry-attacks");
    for (const page of [t.alice, t.bob]) expect(page.received.join("\n")).not.toContain("hex-tactics/infantry-attacks");
  });
});
