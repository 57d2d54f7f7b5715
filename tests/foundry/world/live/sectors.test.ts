/**
 * Sector command at the table (IA1 17.51, docs/foundry.md "Sectors"): the Russians are played by Bob, commander of the
 * North sector, and Carol, commander of the South; Alice plays the Germans with no sector; the GM is given the South too.
 * The scene's sectors flag: North is rows 0–4 of the whole map, South columns 0–6 of rows 6–9.
 *
 * Pieces: the German companies at [3, 3] (in the North); the Russian companies and their Kapitan at [3, 7] (South), the
 * 5th Company at [9, 0] (North, out of range of [4, 4]) and the 6th at [8, 10] (in no sector).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { replyNotice } from "../../../../src/foundry/applications/reply-notice";
import { localizePhrase } from "../../../../src/foundry/i18n";
import { enI18n } from "../../../support/i18n";
import { activate, drag, everyone, hexOf, russiansFirst, sectorTable, type SectorTable } from "./sector-table";
import { command, request, result } from "./table";

afterEach(() => {
  vi.useRealTimers();
});

describe("IA1 17.51 each sector commander controls the friendly units in his sector", () => {
  it("IA1 17.51 Carol may not order the 5th Company in Bob's sector: refused naming the rule, nothing changes; the 6th, in no sector, she may", async () => {
    const t = await russiansFirst();
    const before = everyone(t);
    const reply = await activate(t.carol, "r5");
    expect(reply).toEqual({ ok: false, code: "referee.not-your-sector", params: { sector: "South", other: "North" } });
    expect(localizePhrase(replyNotice(reply)!.text, enI18n)).toBe(
      "You command the pieces in sector South and those in no sector; these stand in sector North, whose commander orders them (IA1 17.51).",
    );
    expect(everyone(t)).toEqual(before);
    expect(t.server.dice.remaining).toBe(0);
    expect(result(await activate(t.carol, "r6")).status).toBe("done");
    expect(everyone(t).cards.map((c) => c.kind)).toEqual(["initiative", "activation"]);
  }, 60_000);

  it("IA1 17.51 Bob may not order the 1st Company in Carol's sector; his own 5th Company he may", async () => {
    const t = await russiansFirst();
    const before = everyone(t);
    // A stack's activation orders every piece it designates: one of them in the South is enough to refuse it.
    expect(await command(t.bob, { type: "activate", root: { stack: [3, 7] }, pieces: { r1: "move", r2: "move" } })).toMatchObject({ ok: false, code: "referee.not-your-sector" });
    expect(everyone(t)).toEqual(before);
    expect(result(await activate(t.bob, "r5")).status).toBe("done");
  }, 60_000);

  it("IA1 17.51 the 6th Company, in no sector, is Bob's to order as well as Carol's", async () => {
    const t = await russiansFirst();
    expect(result(await activate(t.bob, "r6")).status).toBe("done");
  }, 60_000);

  it("IA1 17.51 a drag of Carol's company by Bob is refused before anything moves; Carol's own drag moves it", async () => {
    const t = await russiansFirst();
    expect(result(await command(t.carol, { type: "activate", root: { piece: "r1" }, pieces: { r1: "move" } })).status).toBe("done");
    const before = everyone(t);
    expect(await drag(t, t.bob, "r1", [3, 8])).toMatchObject({ ok: false, code: "referee.not-your-sector", params: { sector: "North", other: "South" } });
    expect(everyone(t)).toEqual(before);
    // [3, 8] is farther from the Germans (IA1 5.5), out of their range: no opportunity fire.
    expect((await drag(t, t.carol, "r1", [3, 8])).result).toMatchObject({ status: "done", moved: 1 });
    expect(hexOf(t, "r1")).toEqual([3, 8]);
  }, 60_000);

  it("IA1 17.51 with the GM confirming commands first, a command outside the player's sector is refused before the GM is asked", async () => {
    const t = await russiansFirst();
    await t.gm.run(() => game.settings!.set("hex-tactics" as never, "automation" as never, "confirm" as never));
    expect(await activate(t.carol, "r5")).toMatchObject({ ok: false, code: "referee.not-your-sector" });
    expect(t.gm.dialogs).toEqual([]);
    // Her own company's activation is put to the GM.
    const reply = activate(t.carol, "r1");
    const dialog = await t.gm.nextDialog();
    await t.gm.run(() => dialog.click("yes"));
    expect(result(await reply).status).toBe("done");
  }, 60_000);

  it("the scene's sectors count their hexes from their own grid origin: 4 rows above the battle's map hex [0, 0] here", async () => {
    // Flag hex [c, r] is grid offset {i: r - 4, j: c}: the battle's [c, r - 4].
    const t = await russiansFirst({ origin: { i: -4, j: 0 }, sectors: [{ name: "North", hexes: [[9, 4]] }, { name: "South", hexes: [[3, 11]] }] });
    expect(await activate(t.carol, "r5")).toMatchObject({ ok: false, code: "referee.not-your-sector", params: { other: "North" } });
    expect(result(await activate(t.carol, "r1")).status).toBe("done");
  }, 60_000);

  it("the GM orders any piece, whatever sector he is given: the 5th Company in the North for the Russians", async () => {
    const t = await russiansFirst();
    expect(result(await request(t.gm, { kind: "command", side: "russian", command: { type: "activate", root: { piece: "r5" }, pieces: { r5: "move" } } })).status).toBe("done");
  }, 60_000);

  it("a player with no sector (Alice) orders every piece of his side: her companies stand in the North", async () => {
    const t = await sectorTable();
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move" } })).status).toBe("done");
  }, 60_000);
});

describe("IA1 17.51 opportunity fire is asked of the sector commander of the firing units", () => {
  /** Alice's company, activated to move, dragged into [4, 4]: in range of the Russians at [3, 7] only. */
  async function aliceMoves(t: SectorTable) {
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move" } })).status).toBe("done");
    return drag(t, t.alice, "g1", [4, 4]);
  }

  it("IA1 13.1, 17.51 the Russians in the South may fire: Carol is asked, not Bob", async () => {
    const t = await sectorTable();
    const moving = aliceMoves(t);
    const dialog = await t.carol.nextDialog();
    expect(dialog.buttons.map((b) => b.label).slice(0, 3)).toEqual(["Pass (default)", "1st Company", "2nd Company"]);
    await t.carol.run(() => dialog.click("0"));
    expect((await moving).result).toMatchObject({ status: "done", moved: 1 });
    expect([t.bob.dialogs, t.gm.dialogs, t.alice.dialogs]).toEqual([[], [], []]);
  }, 60_000);

  it("IA1 13.1 with Carol offline, Bob (another player of the side) is asked", async () => {
    const t = await sectorTable();
    t.server.disconnect("carol");
    const moving = aliceMoves(t);
    const dialog = await t.bob.nextDialog();
    await t.bob.run(() => dialog.click("0"));
    expect((await moving).result).toMatchObject({ status: "done", moved: 1 });
    expect(t.gm.dialogs).toEqual([]);
  }, 60_000);
});
