/**
 * A GM starts the demonstration scenario from its compendium entry (packs/_source/ia-scenarios) in the simulated V13
 * world: the counter actors come into a folder, a scene on the map's hex grid is activated, a token stands on each
 * piece's hex, and the battle's Combat is at turn 1 on every page. A player cannot start a battle. The battle plays with
 * the world's charts: a fire-table cell the GM edited (`user` provenance) is the one in the stored battle.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { sheetOptions } from "../../../../src/foundry/applications/sheets/sheet-context";
import { stored } from "./store";
import { unitActor } from "../../../../src/foundry/rulesets/ia/counters-to-actors";
import type { IaWorldTables } from "../../../../src/foundry/rulesets/ia/tables";
import { startScenario } from "../../../../src/foundry/scenarios/start-scenario";
import { storeTable, worldTables } from "../../../../src/foundry/tables/world-tables";
import type { SimActor, SimScene, SimToken } from "../documents";
import { simulatedWorld, type Client, type Server } from "../world";
import { contextMenuItem, li, seen } from "./scenario-pages";
import { SIDES } from "./table";
import { MARKER_KINDS } from "../../../../src/foundry/rulesets/ia/choices";

const ENTRY = "htsc45TDEeOi4kCi";
const UUID = `Compendium.hex-tactics.ia-scenarios.JournalEntry.${ENTRY}`;
const source = JSON.parse(readFileSync(join(import.meta.dirname, `../../../../packs/_source/ia-scenarios/${ENTRY}.json`), "utf8"));
const flags = source.flags["hex-tactics"];
const NAME = "Demonstration: the bridge at Steinbach";

/** The scenario's setup as [counter, hex] per piece (an entry with `count` places that many), sorted. */
const setupPieces = (): [string, [number, number]][] =>
  (flags.scenario.setup as { counter: string; count?: number; at: [number, number] }[])
    .flatMap((e) => Array.from({ length: e.count ?? 1 }, () => [e.counter, e.at] as [string, [number, number]]))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

type HeaderControl = { label: string; onClick: () => Promise<string | null> };

let server: Server;
let gm: Client;
let alice: Client;
let bob: Client;
let battle: string;
/** The fire-table cell the GM edits: table 0, the first row, the first column. */
let edited: { roll: string; value: string };

describe("a GM starts a scenario from its journal entry", () => {
  beforeAll(async () => {
    server = simulatedWorld();
    server.seedSystemPack("ia-counters");
    server.seedSystemPack("ia-markers");
    server.seedSystemPack("ia-scenarios");
    server.seed("JournalEntry", { _id: "worldScenario0001", name: `${NAME} (world copy)`, flags: source.flags, pages: [] });
    gm = await server.connect("gm");
    alice = await server.connect("alice");
    bob = await server.connect("bob");
    await gm.run(async () => {
      await game.settings!.set("hex-tactics" as never, "sides" as never, SIDES as never);
      const fire = structuredClone((worldTables() as IaWorldTables).fireTables);
      const table = fire.tables[0]!;
      const roll = Object.keys(table.rows)[0]!;
      const value = Object.keys(table.results).find((code) => code !== table.rows[roll]![0]!.value)!;
      table.rows[roll]![0] = { value, provenance: { source: "user", note: "house rule" } };
      edited = { roll, value };
      await storeTable("fire-tables", fire);
    });
  }, 60_000);

  it("a player cannot start a battle: the menu entry is not his, and the API refuses him; nothing is made", async () => {
    expect(alice.run(() => contextMenuItem(alice, "hex-tactics.ia-scenarios")!.condition(li(ENTRY)))).toBe(false);
    await expect(alice.run(() => startScenario(UUID))).rejects.toThrow("Only a GM starts a battle.");
    for (const page of [gm, alice, bob]) expect([page.game.scenes.size, page.game.combats.size, page.game.actors.size, page.game.folders.size]).toEqual([0, 0, 0, 0]);
  });

  it("the GM starts the demonstration from the entry's context menu in the ia-scenarios compendium", async () => {
    const item = contextMenuItem(gm, "hex-tactics.ia-scenarios")!;
    expect(gm.run(() => item.condition(li(ENTRY)))).toBe(true);
    battle = (await gm.run(() => item.callback(li(ENTRY))))!;
    await gm.idle();
    expect(battle).toMatch(/^ia1-demo-steinbach-/);
    expect(gm.notifications.at(-1)).toEqual({ type: "info", message: `The battle ${battle} has begun: its scene is active.` });
  }, 60_000);

  it("every page has the active scene on the map's grid (odd-r: HEXODDR) without token vision, a token per piece on its setup hex, and the Combat at turn 1", () => {
    const expected = {
      // Fog is the rules' spotting: no token vision, or Foundry's own sight would hide tokens too.
      scene: { name: NAME, active: true, grid: FOUNDRY_GRID_TYPE["odd-r"], tokenVision: false },
      tokens: setupPieces(),
      combat: { type: "battle", turn: 1, phase: "initiative" },
    };
    expect(expected.tokens).toHaveLength(18);
    for (const page of [gm, alice, bob]) expect(seen(page, battle)).toEqual(expected);
  });

  it("IA1 7.6 each unit's token carries the face it shows and its steps, and the sheet of its actor shows them on every page; a leader's shows neither", () => {
    for (const page of [gm, alice, bob]) {
      const scene = page.game.scenes.find((s) => s.getFlag("hex-tactics", "battle") === battle) as SimScene;
      const token = (counter: string) => scene.tokens.contents.find((t: SimToken) => (t.actor as SimActor).system.counterId === counter)!;
      expect(token("ger-mg").flags["hex-tactics"]).toMatchObject({ piece: "ger-mg-1", state: { face: "full", steps: { value: 1, max: 1 } } });
      expect(page.run(() => sheetOptions(token("ger-inf").actor!, false, false).piece)).toEqual({ statuses: [], face: "full", steps: { value: 2, max: 2 } });
      expect(page.run(() => sheetOptions(token("ger-hptm-a1").actor!, false, false).piece)).toEqual({ statuses: [] });
    }
  });

  it("the counters come into one folder named for the scenario, one actor per counter, printed values as the world's charts give them", () => {
    const folders = alice.game.folders.contents;
    expect(folders.map((f) => [f.name, f.type])).toEqual([[NAME, "Actor"]]);
    const counters = [...new Set(setupPieces().map(([counter]) => counter))].sort();
    const actors = (alice.game.actors.contents as SimActor[]).filter((a) => a.type !== "marker");
    expect(actors.map((a) => String(a.system.counterId)).sort()).toEqual(counters);
    expect(actors.every((a) => a._source.folder === folders[0]!.id)).toBe(true);
    const inf = actors.find((a) => a.system.counterId === "ger-inf")!;
    const counterSet = gm.run(() => worldTables() as IaWorldTables).counters;
    expect(inf.system).toEqual(unitActor(counterSet, "ger-inf", counterSet.units["ger-inf"]!).system);
    expect(inf.name).toBe("German infantry company");
  });

  it("the marker actors come into the folder too, one of each kind, for the referee to put on the hexes the battle marks", () => {
    const markers = (alice.game.actors.contents as SimActor[]).filter((a) => a.type === "marker");
    expect(markers.map((a) => String(a.system.kind)).sort()).toEqual(Object.keys(MARKER_KINDS).sort());
    expect(markers.every((a) => a._source.folder === alice.game.folders.contents[0]!.id)).toBe(true);
  });

  it("the battle plays with the world's charts: the fire-table cell the GM edited (`user` provenance) is in the stored battle", async () => {
    const saved = (await stored(gm, battle)).game;
    expect(saved.game.fireTables.tables[0].rows[edited.roll][0]).toEqual({ value: edited.value, provenance: { source: "user", note: "house rule" } });
    expect(saved.game.battle.turn).toBe(1);
  });

  it("a world copy of the entry starts from its sheet's header control, reusing the scenario's counter actors", async () => {
    const controls: HeaderControl[] = [];
    const entry = gm.game.journal.get("worldScenario0001")!;
    gm.run(() => gm.Hooks.callAll("getHeaderControlsJournalEntrySheet", { document: entry }, controls));
    const aliceControls: HeaderControl[] = [];
    alice.run(() => alice.Hooks.callAll("getHeaderControlsJournalEntrySheet", { document: alice.game.journal.get("worldScenario0001") }, aliceControls));
    expect(aliceControls).toEqual([]);
    const actors = gm.game.actors.size;
    const second = (await gm.run(() => controls.find((c) => c.label === "HEX_TACTICS.Scenario.start")!.onClick()))!;
    await gm.idle();
    expect(second).not.toBe(battle);
    expect(gm.game.actors.size).toBe(actors);
    expect(seen(bob, second)).toMatchObject({ scene: { name: NAME, active: true }, tokens: setupPieces(), combat: { turn: 1 } });
  }, 60_000);
});
