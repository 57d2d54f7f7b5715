/**
 * Moves at the table (docs/foundry.md, "Moves"): Alice drags her company's token; her page refuses the raw move
 * (`preMoveToken`) and sends the drag's hexes to the referee, which moves the company one hex at a time. The Russians
 * may fire at it in each hex it enters (IA1 13.1): Bob's page is asked while the move waits. The hidden Russian company
 * (IA1 16.5) means Bob is asked at every hex entered, whether or not anything may fire (docs/rulings.md).
 *
 * The drag: from [3, 3] through [4, 4], [5, 4] and [6, 5], each four hexes from the Russian stack at [3, 7] (IA1 5.5:
 * without a leader of its own type, the company may not move closer to the enemy).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { drag, dragControlled, pointOf, tokenOf } from "./drags";
import { command, everyone, liveTable, received, result, table, type LiveTable } from "./table";

const DRAG: [number, number][] = [
  [4, 4],
  [5, 4],
  [6, 5],
];

/** The table with Alice's 1st company (g1) activated to move. */
async function toTheMove(options: { gun?: boolean } = {}): Promise<LiveTable> {
  const t = await liveTable(options);
  t.server.dice.push(4, 2);
  expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move" } })).status).toBe("done");
  return t;
}

/** Bob's next decision dialog, answered with the option at `index`. */
async function bobAnswers(t: LiveTable, index: number) {
  const dialog = await t.bob.nextDialog();
  await t.bob.run(() => dialog.click(String(index)));
  return dialog;
}

const hexOf = (t: LiveTable, piece: string) => everyone(t).tokens.find((x) => x.piece === piece)!.hex;

afterEach(() => {
  vi.useRealTimers();
});

describe("moves through the referee, with opportunity fire", () => {
  it("IA1 13.1, 13.14 the move pauses in the first hex, Bob's page is asked, his fire's failed morale check stops the company there", async () => {
    const t = await toTheMove();
    // Fire 4+3: M (a morale check); the check 6+6 fails (morale 8): demoralized (IA1 14.1).
    t.server.dice.push(4, 3, 6, 6);
    const { refused, reply } = await drag(t, t.alice, "g1", DRAG);
    expect(refused).toBe(true);
    const dialog = await bobAnswers(t, 1);
    expect(dialog.buttons.map((b) => b.label).slice(0, 3)).toEqual(["Pass (default)", "1st Company", "2nd Company"]);
    // While Bob decided, the company stood in the hex it had entered.
    expect((await reply).result).toMatchObject({ status: "done", moved: 1, stopped: true });
    expect(t.server.dice.remaining).toBe(0);
    expect(hexOf(t, "g1")).toEqual([4, 4]);
    expect(everyone(t).tokens.find((x) => x.piece === "g1")!.statuses).toEqual(["ht-demoralized"]);
    expect(everyone(t).cards.map((c) => c.kind).slice(2)).toEqual(["move", "opportunity-fire", "morale"]);
    expect([t.alice.dialogs, t.gm.dialogs, t.alice.notifications]).toEqual([[], [], []]);
  }, 60_000);

  it("IA1 13.1, 13.11 the company passes its check and goes on to the end of the drag, Bob asked again in each hex", async () => {
    const t = await toTheMove();
    // Fire 4+3: M; the check 1+1 passes.
    t.server.dice.push(4, 3, 1, 1);
    const { reply } = await drag(t, t.alice, "g1", DRAG);
    await bobAnswers(t, 1);
    // The window stays open for the Russians' next attack in [4, 4] (IA1 13.15), then [5, 4] and [6, 5]: Bob passes.
    for (let n = 0; n < 3; n++) await bobAnswers(t, 0);
    expect((await reply).result).toMatchObject({ status: "done", moved: 3 });
    expect(hexOf(t, "g1")).toEqual([6, 5]);
    expect(everyone(t).cards.map((c) => c.kind).slice(2)).toEqual(["move", "opportunity-fire", "morale", "move", "move"]);
    expect(t.bob.dialogs.every((d) => !d.open)).toBe(true);
  }, 60_000);

  it("IA1 13.1 with Bob offline the GM's page is asked; no answer in the prompt timeout is a pass and the move goes on", async () => {
    const t = await toTheMove();
    t.server.disconnect("bob");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const { reply } = await drag(t, t.alice, "g1", [[4, 4]]);
    const dialog = await t.gm.nextDialog();
    // The prompt timeout setting's default, 60 s.
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(dialog.open).toBe(false);
    expect((await reply).result).toMatchObject({ status: "done", moved: 1 });
    const seen = table(t.alice, t.scene);
    expect(table(t.gm, t.scene)).toEqual(seen);
    expect(seen.tokens.find((x) => x.piece === "g1")!.hex).toEqual([4, 4]);
    expect(seen.cards.map((c) => c.kind).slice(2)).toEqual(["move"]);
    expect(t.alice.dialogs).toEqual([]);
  }, 60_000);

  it("IA1 5.5 a step the engine refuses stops the move at the last legal hex, and Alice is told why", async () => {
    const t = await toTheMove();
    // [4, 5] is three hexes from the Russians: closer.
    const { reply } = await drag(t, t.alice, "g1", [
      [4, 4],
      [4, 5],
    ]);
    await bobAnswers(t, 0);
    expect((await reply).result).toMatchObject({ status: "refused", code: "move.closer", rule: "IA1 5.5", moved: 1 });
    expect(hexOf(t, "g1")).toEqual([4, 4]);
    expect(t.alice.notifications).toEqual([
      { type: "warn", message: "1./IR 147 was not activated by a leader of its own type and may not move closer to enemy combat units" },
    ]);
  }, 60_000);

  it("the GM's drag moves the piece for the side it belongs to, through the same referee", async () => {
    const t = await toTheMove();
    const { refused, reply } = await drag(t, t.gm, "g1", [[4, 4]]);
    expect(refused).toBe(true);
    await bobAnswers(t, 0);
    expect((await reply).result).toMatchObject({ status: "done", moved: 1 });
    expect(hexOf(t, "g1")).toEqual([4, 4]);
  }, 60_000);

  it("a drag through hexes off the map is refused as a bad request and nothing moves", async () => {
    const t = await toTheMove();
    const before = everyone(t);
    const { reply } = await drag(t, t.alice, "g1", [[12, 3]]);
    expect(await reply).toEqual({ ok: false, code: "referee.bad-command", params: { paths: "$.path[0]" } });
    expect(everyone(t)).toEqual(before);
  }, 60_000);

  it("a token moved outside the referee stays: Alice's own update of her token, and the GM's, are refused on their pages", async () => {
    const t = await toTheMove();
    for (const page of [t.alice, t.gm]) {
      await page.run(() => tokenOf(t, page, "g1").update(pointOf(t, page, [5, 5])));
      await t.gm.idle();
      expect(hexOf(t, "g1")).toEqual([3, 3]);
      expect(page.notifications.at(-1)).toEqual({ type: "warn", message: "Battle tokens move only through the referee: drag the token, or move it with the arrow keys." });
    }
    // Neither was played as a move: no card.
    expect(everyone(t).cards.map((c) => c.kind)).toEqual(["initiative", "activation"]);
  }, 60_000);
});

describe("IA1 6.4 leaders moving with a unit", () => {
  /** The table with Lt. Weber at [3, 3] activating Alice's 1st company to move, both designated to move. */
  async function withLieutenant(): Promise<LiveTable> {
    const t = await liveTable({ lieutenant: true });
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    const pieces = { g1: { action: "move", ledBy: "lt" }, lt: "move" };
    expect(result(await command(t.alice, { type: "activate", root: { leader: "lt" }, pieces })).status).toBe("done");
    return t;
  }

  it("IA1 6.4, 5.5 the company and its lieutenant dragged together move as one request and end in the same hex", async () => {
    const t = await withLieutenant();
    const referee = t.gm.run(() => tableClient().referee)!;
    const handle = vi.spyOn(referee, "handle");
    // [4, 5] is closer to the Russians: allowed only with a leader of the company's type moving with it (IA1 5.5).
    const { refused, reply } = await dragControlled(t, t.alice, ["g1", "lt"], [
      [4, 4],
      [4, 5],
    ]);
    expect(refused).toEqual([true, true]);
    for (let n = 0; n < 2; n++) await bobAnswers(t, 0);
    expect((await reply).result).toMatchObject({ status: "done", moved: 2 });
    expect(handle.mock.calls.map(([, r]) => r)).toEqual([
      { kind: "move-path", battle: "steinbach", movers: ["g1", "lt"], path: [[4, 4], [4, 5]] },
    ]);
    expect([hexOf(t, "g1"), hexOf(t, "lt")]).toEqual([
      [4, 5],
      [4, 5],
    ]);
    expect(t.alice.notifications).toEqual([]);
  }, 60_000);

  it("IA1 3.13 the lieutenant, not activated (the 2nd company activated alone), cannot move: Alice is told why and nothing moves", async () => {
    const t = await liveTable({ lieutenant: true });
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    expect(result(await command(t.alice, { type: "activate", root: { piece: "g2" }, pieces: { g2: "move" } })).status).toBe("done");
    const before = everyone(t);
    const { refused, reply } = await dragControlled(t, t.alice, ["lt"], [[4, 4]]);
    expect(refused).toEqual([true]);
    expect((await reply).result).toMatchObject({ status: "refused", rule: "IA1 3.13", moved: 0 });
    expect(t.alice.notifications).toEqual([{ type: "warn", message: "Lt. Weber was not activated this segment" }]);
    expect(everyone(t)).toEqual(before);
  }, 60_000);
});

describe("IA1 13.0, 16.5 opportunity fire tells the mover nothing", () => {
  /** Alice's drag into [4, 4]; Bob passes (he has more firing groups to pass on with his hidden MG platoon). */
  async function passed(gun: boolean): Promise<string[]> {
    const t = await toTheMove({ gun });
    const start = t.alice.received.length;
    const { reply } = await drag(t, t.alice, "g1", [[4, 4]]);
    const dialog = await bobAnswers(t, 0);
    expect(dialog.buttons.some((b) => b.label.includes("MG Platoon"))).toBe(gun);
    expect((await reply).result).toMatchObject({ status: "done", moved: 1 });
    return received(t.alice.received.slice(start));
  }

  it("IA1 16.5 Bob's prompt names his hidden company, a name only his page receives", async () => {
    const t = await toTheMove();
    const { reply } = await drag(t, t.alice, "g1", [[4, 4]]);
    const dialog = await bobAnswers(t, 0);
    const labels = dialog.buttons.map((b) => b.label);
    expect(labels.slice(0, 4)).toEqual(["Pass (default)", "1st Company", "2nd Company", "3rd Company"]);
    expect(labels).toContain("1st Company + 3rd Company + Kapitan Orlov");
    expect(labels.join("\n")).not.toContain("r3");
    expect((await reply).result).toMatchObject({ status: "done", moved: 1 });
    expect(t.bob.received.join("\n")).toContain("3rd Company");
    expect(t.alice.received.join("\n")).not.toContain("3rd Company");
  }, 60_000);

  it("IA1 16.5 Alice's page receives the same whether or not Bob had a hidden MG platoon able to fire at her company", async () => {
    const without = await passed(false);
    const withGun = await passed(true);
    expect(withGun.join("\n")).not.toContain("r4");
    expect(withGun.join("\n")).not.toContain("MG Platoon");
    expect(withGun).toEqual(without);
  }, 60_000);
});
