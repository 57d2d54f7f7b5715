/**
 * The referee when something fails (docs/foundry.md, "One referee"): a failure while a command waits on a decision
 * does not leave the battle stuck; a failure to show a command that was carried out does not report it as refused (a
 * retry would play it twice); a referee's page that never answers gives a refusal, not a hang; two starts make one
 * referee; a failed data update still starts the table; a battle whose Combat is gone is served to nobody.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { requestTimeoutMs } from "../../../../src/foundry/referee/queries";
import { enI18n } from "../../../support/i18n";
import { simulatedWorld } from "../world";
import { stored } from "./store";
import { answer, BATTLE, command, everyone, liveTable, request, result, type LiveTable } from "./table";

/** Fire 1+3: X; morale 1+1, 1+1, 5+4; the Kapitan's casualty 6+6 (live-game.test.ts). */
const FIRE_DICE = [1, 3, 1, 1, 1, 1, 5, 4, 6, 6];
const FIRE = { type: "direct-fire", firers: ["g1"], at: [3, 7] };
const ACTIVATE = { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } };

async function initiative(): Promise<LiveTable> {
  const t = await liveTable();
  t.server.dice.push(4, 2);
  expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  return t;
}

/** The referee's ports on the GM's page, to make one of them fail. */
const gmPorts = (t: LiveTable) => t.gm.run(() => tableClient().ports!);
/** The session keys a page was sent. */
const sessions = (t: LiveTable) => t.alice.received.filter((m) => m.includes('"type":"session"')).length;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the referee when something fails", () => {
  it("the store failing as a command waits on a decision: the command is dropped, not left pending; the next one runs", async () => {
    const t = await initiative();
    expect(result(await command(t.alice, ACTIVATE)).status).toBe("done");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(gmPorts(t), "append").mockRejectedValueOnce(new Error("the store is down"));
    t.server.dice.push(1, 3);
    expect(await command(t.alice, FIRE)).toEqual({ ok: false, code: "referee.failed", params: {} });
    expect((await stored(t.gm, BATTLE)).pending).toBeNull();
    t.server.dice.push(...FIRE_DICE);
    const fired = command(t.alice, FIRE);
    await answer(t.bob, 1);
    expect(result(await fired).status).toBe("done");
    expect(t.server.dice.remaining).toBe(0);
  }, 60_000);

  it("posting the cards failing after the command was carried out: the player is told it was done, and it stands", async () => {
    const t = await initiative();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(gmPorts(t), "post").mockRejectedValueOnce(new Error("chat is down"));
    expect(result(await command(t.alice, ACTIVATE)).status).toBe("done");
    expect(everyone(t).combat).toMatchObject({ segment: { side: "german", pieces: [{ piece: "g1", action: "fire", ledBy: null }] } });
    expect(everyone(t).cards.map((c) => c.kind)).toEqual(["initiative"]);
    expect(console.error).toHaveBeenCalledWith(new Error("chat is down"));
  }, 60_000);

  it("rewriting the public documents failing after the command was carried out: its cards are posted all the same", async () => {
    const t = await initiative();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(gmPorts(t), "project").mockRejectedValueOnce(new Error("the Combat is locked"));
    expect(result(await command(t.alice, ACTIVATE)).status).toBe("done");
    expect(everyone(t).cards.map((c) => c.kind)).toEqual(["initiative", "activation"]);
    expect(console.error).toHaveBeenCalledWith(new Error("the Combat is locked"));
  }, 60_000);

  it("a referee's page that never answers: the request is refused once the request timeout has passed", async () => {
    const t = await initiative();
    t.gm.CONFIG.queries["hex-tactics"] = () => new Promise(() => undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const reply = request(t.alice, { kind: "view" });
    await vi.advanceTimersByTimeAsync(t.alice.run(() => requestTimeoutMs()));
    expect(await reply).toEqual({ ok: false, code: "referee.unreachable", params: {} });
  }, 60_000);

  it("two starts at once make one referee: each player is sent one key; a stopped referee plays nothing", async () => {
    const t = await initiative();
    const old = t.gm.run(() => tableClient().referee!);
    t.gm.run(() => {
      tableClient().referee = null;
      tableClient().ports = null;
    });
    const before = sessions(t);
    // The GM's own page hears of a GM connecting twice: each time it takes the referee's role if it has none.
    for (let i = 0; i < 2; i++) t.gm.run(() => t.gm.Hooks.callAll("userConnected", t.gm.user, true));
    await t.gm.run(() => tableClient().starting);
    expect(sessions(t) - before).toBe(1);
    expect(result(await request(t.alice, { kind: "view" }))).toMatchObject({ side: "german" });
    old.stop();
    expect(await old.handle("alice", { kind: "view", battle: "steinbach" })).toEqual({ ok: false, code: "referee.not-referee", params: {} });
  }, 60_000);

  it("a battle whose Combat the GM deleted is over: nobody's view or command is served", async () => {
    const t = await initiative();
    await t.gm.run(() => t.gm.game.combats.contents[0]!.delete());
    for (const page of [t.alice, t.gm]) {
      expect(await request(page, { kind: "view", side: "german" })).toEqual({ ok: false, code: "referee.not-in-play", params: {} });
      expect(await request(page, { kind: "command", side: "german", command: ACTIVATE })).toEqual({ ok: false, code: "referee.not-in-play", params: {} });
    }
  }, 60_000);
});

describe("ready", () => {
  it("a data update that fails is reported to the GM, and the table starts anyway", async () => {
    const server = simulatedWorld();
    server.seed("Actor", { name: "German infantry", type: "unit", system: { counterId: "ger-inf" } });
    server.refusedSettings.add("hex-tactics.schemaVersion");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const gm = await server.connect("gm");
    expect(gm.notifications.filter((n) => n.type === "error").map((n) => n.message)).toEqual([enI18n.localize("HEX_TACTICS.Migration.crashed")]);
    expect(gm.run(() => tableClient().referee)).not.toBeNull();
    const alice = await server.connect("alice");
    expect(alice.run(() => tableClient().key)).toEqual(expect.any(String));
  }, 60_000);
});
