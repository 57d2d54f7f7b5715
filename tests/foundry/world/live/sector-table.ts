/**
 * The sector table of the multi-player tests (IA1 17.5): the Russians are played by Bob, commander of the North sector,
 * and Carol, commander of the South; Alice plays the Germans with no sector; the GM is given the South too. The scene's
 * sectors flag: North is rows 0–4 of the whole map, South columns 0–6 of rows 6–9. `commanders`: the users who are
 * their sides' Commanding Officer (IA1 17.52).
 *
 * Pieces: the German companies at [3, 3] (in the North); the Russian companies and their Kapitan at [3, 7] (South), the
 * 5th Company at [9, 0] (North, out of range of [4, 4]) and the 6th at [8, 10] (in no sector). With `artillery` the
 * Russians have two off-board factors, `oba-6` (6) and `oba-12` (12), with fire on every turn (IA1 9.2, 11.1): their
 * Artillery Plan is due before the first initiative roll (9.1).
 */
import { expect } from "vitest";
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { ia1Tec } from "../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../src/engine/rules/ia/ruleset";
import { saveGame } from "../../../../src/engine/rules/ia/saved-game";
import { startBattle } from "../../../../src/foundry/referee/start";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { battle, inf, leader, side } from "../../../fixtures/ia-battle";
import type { SimToken } from "../documents";
import { dragTokens } from "../movement";
import { simulatedWorld, USERS, type Client, type Server } from "../world";
import { BATTLE, command, fireTables, map, result, table } from "./table";

const at = (column: number, row: number) => map.indexOfOffset(column, row);
const rows = (from: number, to: number, columns: number) =>
  Array.from({ length: (to - from + 1) * columns }, (_, k): [number, number] => [k % columns, from + Math.floor(k / columns)]);
export const SECTORS = {
  origin: { i: 0, j: 0 },
  sectors: [
    { name: "North", hexes: rows(0, 4, 10) },
    { name: "South", hexes: rows(6, 9, 7) },
  ],
};

export interface SectorTable {
  readonly server: Server;
  readonly gm: Client;
  readonly alice: Client;
  readonly bob: Client;
  readonly carol: Client;
  readonly scene: string;
}

export async function sectorTable(sectors: unknown = SECTORS, commanders: readonly string[] = [], artillery: boolean | "both" = false): Promise<SectorTable> {
  const server = simulatedWorld({}, [...USERS, { id: "carol", name: "Carol", role: "PLAYER" }]);
  const germans = server.seed("Actor", { name: "German infantry", type: "unit", system: { counterId: "ger-inf" }, ownership: { default: 0, alice: 3 } });
  const russians = server.seed("Actor", { name: "Russian infantry", type: "unit", system: { counterId: "rus-inf" }, ownership: { default: 0, bob: 3, carol: 3 } });
  const kapitan = server.seed("Actor", { name: "Kapitan", type: "leader", system: {}, ownership: { default: 0, bob: 3, carol: 3 } });
  const scene = server.seed("Scene", { name: "Steinbach", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 }, flags: { "hex-tactics": { sectors } } });
  const initial = battle(
    [
      side("german", 3, { name: "Germans", ...(artillery === "both" ? { artillery: { offBoard: [{ id: "oba-10", strength: 10 }], smoke: false } } : {}) }),
      side("russian", 3, { name: "Russians", ...(artillery ? { artillery: { offBoard: [{ id: "oba-6", strength: 6 }, { id: "oba-12", strength: 12 }], smoke: false } } : {}) }),
    ],
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
    await game.settings!.set("hex-tactics" as never, "commanders" as never, [...commanders] as never);
    await startBattle(BATTLE, { ruleset: "infantry-attacks", game: saved, actors, scene: scene._id, grid: { gridType: FOUNDRY_GRID_TYPE["odd-q"] as 4, origin: { i: 0, j: 0 } } });
  });
  return { server, gm, alice, bob, carol, scene: scene._id };
}

/** What every page holds; throws unless the four hold the same. */
export function everyone(t: SectorTable) {
  const seen = [t.gm, t.alice, t.bob, t.carol].map((p) => JSON.stringify(table(p, t.scene)));
  if (seen.some((s) => s !== seen[0])) throw new Error(`the pages differ:\n${seen.join("\n")}`);
  return table(t.gm, t.scene);
}

export const activate = (page: Client, piece: string) => command(page, { type: "activate", root: { piece }, pieces: { [piece]: "move" } });

/** The Russians take the initiative (Germans roll 2, Russians 4). */
export async function russiansFirst(sectors?: unknown, commanders?: readonly string[]): Promise<SectorTable> {
  const t = await sectorTable(sectors, commanders);
  t.server.dice.push(2, 4);
  expect(result(await command(t.bob, { type: "roll-initiative" })).status).toBe("done");
  return t;
}

export const tokenOf = (t: SectorTable, page: Client, piece: string) => page.game.scenes.get(t.scene)!.tokens.find((x: SimToken) => x.getFlag("hex-tactics", "piece") === piece)!;

/** Drags `piece`'s token to `hex` on `page` as V13 does (../movement.ts: `preMoveToken` refuses the raw move, the page sends the path). */
export async function drag(t: SectorTable, page: Client, piece: string, [column, row]: [number, number]) {
  const token = tokenOf(t, page, piece);
  await dragTokens(page, [{ token, waypoints: [page.game.scenes.get(t.scene)!.grid.getTopLeftPoint({ i: row, j: column })] }]);
  return page.run(() => tableClient().moving) as Promise<{ ok: boolean; result?: Record<string, unknown>; code?: string; params?: Record<string, unknown> }>;
}

export const hexOf = (t: SectorTable, piece: string) => everyone(t).tokens.find((x) => x.piece === piece)!.hex;

/**
 * The Russians' Artillery Plan at the `artillery` sector table: Planned Fire for each off-board factor, a hex (or No
 * Fire) on each of the ten turns: `{ 0: [3, 3] }` fires on turn 1 at [3, 3], No Fire on the others.
 */
export function factorPlan(six: Readonly<Record<number, [number, number]>> = {}, twelve: Readonly<Record<number, [number, number]>> = {}) {
  const turns = (fire: Readonly<Record<number, [number, number]>>) => Array.from({ length: 10 }, (_, i) => (fire[i] ? { at: fire[i] } : null));
  return { type: "write-artillery-plan", missions: { "oba-6": { mission: "planned-fire", turns: turns(six) }, "oba-12": { mission: "planned-fire", turns: turns(twelve) } } };
}
