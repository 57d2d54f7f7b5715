/**
 * Sector command at the table (IA1 17.51, docs/foundry.md "Sectors"): the Russians are played by Bob, commander of the
 * North sector, and Carol, commander of the South; Alice plays the Germans with no sector; the GM is given the South too.
 * The scene's sectors flag: North is rows 0–4 of the whole map, South columns 0–6 of rows 6–9.
 *
 * Pieces: the German companies at [3, 3] (in the North); the Russian companies and their Kapitan at [3, 7] (South), the
 * 5th Company at [9, 0] (North, out of range of [4, 4]) and the 6th at [8, 10] (in no sector).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { ia1Tec } from "../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../src/engine/rules/ia/ruleset";
import { saveGame } from "../../../../src/engine/rules/ia/saved-game";
import { replyNotice } from "../../../../src/foundry/applications/reply-notice";
import { localizePhrase } from "../../../../src/foundry/i18n";
import { startBattle } from "../../../../src/foundry/referee/start";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { battle, inf, leader, side } from "../../../fixtures/ia-battle";
import { enI18n } from "../../../support/i18n";
import type { SimToken } from "../documents";
import { simulatedWorld, USERS, type Client, type Server } from "../world";
import { BATTLE, command, fireTables, map, request, result, table } from "./table";

const at = (column: number, row: number) => map.indexOfOffset(column, row);
const rows = (from: number, to: number, columns: number) =>
  Array.from({ length: (to - from + 1) * columns }, (_, k): [number, number] => [k % columns, from + Math.floor(k / columns)]);
const SECTORS = {
  origin: { i: 0, j: 0 },
  sectors: [
    { name: "North", hexes: rows(0, 4, 10) },
    { name: "South", hexes: rows(6, 9, 7) },
  ],
};

interface SectorTable {
  readonly server: Server;
  readonly gm: Client;
  readonly alice: Client;
  readonly bob: Client;
  readonly carol: Client;
  readonly scene: string;
}

async function sectorTable(sectors: unknown = SECTORS): Promise<SectorTable> {
  const server = simulatedWorld({}, [...USERS, { id: "carol", name: "Carol", role: "PLAYER" }]);
  const germans = server.seed("Actor", { name: "German infantry", type: "unit", system: { counterId: "ger-inf" }, ownership: { default: 0, alice: 3 } });
  const russians = server.seed("Actor", { name: "Russian infantry", type: "unit", system: { counterId: "rus-inf" }, ownership: { default: 0, bob: 3, carol: 3 } });
  const kapitan = server.seed("Actor", { name: "Kapitan", type: "leader", system: {}, ownership: { default: 0, bob: 3, carol: 3 } });
  const scene = server.seed("Scene", { name: "Steinbach", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 }, flags: { "hex-tactics": { sectors } } });
  const initial = battle(
    [side("german", 3, { name: "Germans" }), side("russian", 3, { name: "Russians" })],
    [
      inf("g1", "german", at(3, 3), { name: "1./IR 147" }),
      inf("g2", "german", at(3, 3), { name: "2./IR 147" }),
      inf("r1", "russian", at(3, 7), { name: "1st Company" }),
      inf("r2", "russian", at(3, 7), { name: "2nd Company" }),
      inf("r5", "russian", at(9, 0), { name: "5th Company" }),
      inf("r6", "russian", at(8, 10), { name: "6th Company" }),
    ],
    [leader("kap", "russian", at(3, 7), { name: "Kapitan Orlov" })],
  );
  const ruleset = iaRuleset(map, ia1Tec, { fireTables });
  const saved = saveGame({ map, fireTables, log: new EventLog(ruleset, initial, []), pending: null });
  const actors = { g1: germans._id, g2: germans._id, r1: russians._id, r2: russians._id, r5: russians._id, r6: russians._id, kap: kapitan._id };
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const carol = await server.connect("carol");
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, { alice: ["german"], bob: ["russian"], carol: ["russian"] } as never);
    await game.settings!.set("hex-tactics" as never, "sectors" as never, { bob: "North", carol: "South", gm: "South" } as never);
    await startBattle(BATTLE, { ruleset: "infantry-attacks", game: saved, actors, scene: scene._id, grid: { gridType: FOUNDRY_GRID_TYPE["odd-q"] as 4, origin: { i: 0, j: 0 } } });
  });
  return { server, gm, alice, bob, carol, scene: scene._id };
}

/** What every page holds; throws unless the four hold the same. */
function everyone(t: SectorTable) {
  const seen = [t.gm, t.alice, t.bob, t.carol].map((p) => JSON.stringify(table(p, t.scene)));
  if (seen.some((s) => s !== seen[0])) throw new Error(`the pages differ:\n${seen.join("\n")}`);
  return table(t.gm, t.scene);
}

const activate = (page: Client, piece: string) => command(page, { type: "activate", root: { piece }, pieces: { [piece]: "move" } });

/** The Russians take the initiative (Germans roll 2, Russians 4). */
async function russiansFirst(sectors?: unknown): Promise<SectorTable> {
  const t = await sectorTable(sectors);
  t.server.dice.push(2, 4);
  expect(result(await command(t.bob, { type: "roll-initiative" })).status).toBe("done");
  return t;
}

const tokenOf = (t: SectorTable, page: Client, piece: string) => page.game.scenes.get(t.scene)!.tokens.find((x: SimToken) => x.getFlag("hex-tactics", "piece") === piece)!;

/** Drags `piece`'s token to `hex` on `page` as V13 does (preMoveToken refuses the raw move, the page sends the path). */
function drag(t: SectorTable, page: Client, piece: string, [column, row]: [number, number]) {
  const token = tokenOf(t, page, piece);
  const waypoints = [{ ...page.game.scenes.get(t.scene)!.grid.getTopLeftPoint({ i: row, j: column }), action: "walk" }];
  page.run(() => page.Hooks.call("preMoveToken", token, { passed: { waypoints: [] }, pending: { waypoints }, method: "dragging" }, {}));
  return page.run(() => tableClient().moving) as Promise<{ ok: boolean; result?: Record<string, unknown>; code?: string; params?: Record<string, unknown> }>;
}

const hexOf = (t: SectorTable, piece: string) => everyone(t).tokens.find((x) => x.piece === piece)!.hex;

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
