/**
 * Decisions at the table (docs/foundry.md, "Decisions"): the deciding side's user is asked in a dialog on his page; no
 * answer before the prompt timeout and the decision's default applies; with no user of the side connected the GM is
 * asked on his own page; and a command waiting on a decision is saved with its dice, so a GM who reloads finds it and
 * asks again. Each test plays the opening of live-game.test.ts up to Alice's fire on the Russian stack (IA1 7.61: the
 * X costs a step of one of the two companies, Bob's choice; the default is the 1st Company).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, command, liveTable, request, result, table, type LiveTable } from "./table";
import type { Client } from "../world";

/** Fire 1+3: X; morale 1+1, 1+1, 5+4; the Kapitan's casualty 6+6. */
const FIRE_DICE = [1, 3, 1, 1, 1, 1, 5, 4, 6, 6];

async function toTheFire(): Promise<LiveTable> {
  const t = await liveTable();
  t.server.dice.push(4, 2);
  expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } })).status).toBe("done");
  t.server.dice.push(...FIRE_DICE);
  return t;
}

const fire = (t: LiveTable) => command(t.alice, { type: "direct-fire", firers: ["g1"], at: [3, 7] });

/** The company that lost the step, as the losses card on `page` says. */
const lossOn = (page: Client, scene: string) => {
  const card = table(page, scene).cards.find((c) => c.kind === "losses");
  return (card?.data as { rows: { text: { params: { unit: string } } }[] } | undefined)?.rows.map((r) => r.text.params.unit);
};

afterEach(() => {
  vi.useRealTimers();
});

describe("decisions at the table", () => {
  it("IA1 7.61 no answer within the prompt timeout: Bob's dialog closes and the default allocation applies", async () => {
    const t = await toTheFire();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const fired = fire(t);
    const dialog = await t.bob.nextDialog();
    expect(dialog.open).toBe(true);
    // The prompt timeout setting's default, 60 s.
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(dialog.open).toBe(false);
    expect(result(await fired).status).toBe("done");
    for (const page of [t.gm, t.alice, t.bob]) expect(lossOn(page, t.scene)).toEqual(["1st Company"]);
    // IA1 14.1 the 2nd Company kept its full strength (morale 8): the same 5+4 disrupts it rather than demoralizing it.
    expect(table(t.alice, t.scene).tokens.find((x) => x.piece === "r2")?.statuses).toEqual(["ht-disrupted"]);
  }, 60_000);

  it("IA1 7.61 with no Russian player connected, the GM decides for the Russians on his own page", async () => {
    const t = await toTheFire();
    t.server.disconnect("bob");
    const fired = fire(t);
    const dialog = await answer(t.gm, 1);
    expect(dialog.buttons.map((b) => b.label)).toEqual(["1st Company (default)", "2nd Company"]);
    expect(result(await fired).status).toBe("done");
    expect(t.alice.dialogs).toEqual([]);
    for (const page of [t.gm, t.alice]) expect(lossOn(page, t.scene)).toEqual(["2nd Company"]);
    expect(table(t.gm, t.scene)).toEqual(table(t.alice, t.scene));
  }, 60_000);

  it("a command waiting on a decision survives the GM reloading: his new referee finds it in the store and asks Bob again", async () => {
    const t = await toTheFire();
    const fired = fire(t);
    const first = await t.bob.nextDialog();
    // The fire was rolled before Bob was asked; the GM's page closes while Bob thinks.
    expect(t.server.dice.remaining).toBe(FIRE_DICE.length - 2);
    t.server.disconnect("gm");
    expect(await fired).toMatchObject({ ok: false, code: "referee.unreachable" });
    await t.bob.run(() => first.close());
    expect(table(t.alice, t.scene).cards.map((c) => c.kind)).toEqual(["initiative", "activation"]);

    const gm = await t.server.connect("gm");
    await answer(t.bob, 1);
    // A request queues behind the resumed command: its reply comes once the command is carried out.
    expect((await request(t.alice, { kind: "view" })).ok).toBe(true);
    expect(t.server.dice.remaining).toBe(0);
    for (const page of [gm, t.alice, t.bob]) {
      expect(lossOn(page, t.scene)).toEqual(["2nd Company"]);
      // The fire card shows the roll made before the reload, once.
      const fireCards = table(page, t.scene).cards.filter((c) => c.kind === "fire");
      expect(fireCards.map((c) => c.rolls)).toEqual([[{ formula: "2d6", faces: [1, 3] }]]);
    }
    expect(table(gm, t.scene)).toEqual(table(t.alice, t.scene));
  }, 60_000);

  it("IA1 6.62 a leader \"may help\": Bob's answer that none helps is his, not the default's", async () => {
    const t = await toTheFire();
    const fired = fire(t);
    await answer(t.bob, 0);
    expect(result(await fired).status).toBe("done");
    expect(result(await command(t.alice, { type: "end-activation" })).status).toBe("done");
    expect(result(await command(t.bob, { type: "activate", root: { leader: "kap" }, pieces: { kap: "move", r2: "move" } })).status).toBe("done");
    t.server.dice.push(1, 1);
    const recovering = command(t.bob, { type: "recover", piece: "r2" });
    const dialog = await answer(t.bob, 1);
    expect(dialog.buttons.map((b) => b.label)).toEqual(["Kapitan Orlov (default)", "None"]);
    const done = result(await recovering) as { status: string; events: { type: string; leader?: unknown; pieces?: unknown }[] };
    expect(done.status).toBe("done");
    expect(done.events.find((e) => e.type === "recovery-attempted")).toMatchObject({ leader: null });
    // IA1 6.65: the Kapitan did not help, so he keeps his own action.
    expect(done.events.filter((e) => e.type === "moved-fired").map((e) => e.pieces)).toEqual([["r2"]]);
  }, 60_000);
});
