/**
 * A GM starts Panzer Grenadier's demonstration scenario from its compendium entry (packs/_source/pg-scenarios) in the
 * simulated V13 world of a PG world: the counter and marker actors come into a folder, a scene on the map's hex grid is
 * activated, a token stands on each piece set up in the open, none for the AT gun set up hidden (PG 16.6), and the
 * battle's Combat is at turn 1 on every page; the battle is in set-up, its secrets (6.8 tank leaders, 16.7 minefields)
 * still to come, and the optional rules the world's settings turn on are in force (17.0).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { startScenario } from "../../../../src/foundry/scenarios/start-scenario";
import { PG_OPTIONAL_RULE_SETTINGS } from "../../../../src/foundry/rulesets/pg/optional-rules";
import type { SimActor } from "../documents";
import type { Client, Server } from "../world";
import { contextMenuItem, gameWorld, li, seen } from "./scenario-pages";
import { stored } from "./store";

const dir = join(import.meta.dirname, "../../../../packs/_source/pg-scenarios");
const FILE = readdirSync(dir).find((f) => f.endsWith(".json"))!;
const source = JSON.parse(readFileSync(join(dir, FILE), "utf8"));
const ENTRY: string = source._id;
const flags = source.flags["hex-tactics"];
const NAME = "Demonstration: the Sokolovo bridge, July 1942";

type Entry = { counter: string; count?: number; at?: [number, number]; hidden?: boolean };
/** The scenario's pieces set up in the open, as [counter, hex] (an entry with `count` places that many), sorted. */
const openPieces = (): [string, [number, number]][] =>
  (flags.scenario.setup as Entry[])
    .filter((e) => e.at !== undefined && !e.hidden)
    .flatMap((e) => Array.from({ length: e.count ?? 1 }, () => [e.counter, e.at!] as [string, [number, number]]))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

let server: Server;
let gm: Client;
let alice: Client;
let bob: Client;
let battle: string;

describe("PG 2.3 a GM starts Panzer Grenadier's demonstration scenario", () => {
  beforeAll(async () => {
    ({ server, gm, alice, bob } = await gameWorld({ ruleset: "panzer-grenadier", edition: "PG3", packs: ["pg-counters", "pg-markers", "pg-scenarios"], sides: { alice: ["german"], bob: ["soviet"] } }, (page) =>
      page.run(async () => void (await game.settings!.set("hex-tactics" as never, PG_OPTIONAL_RULE_SETTINGS["fog-of-war"] as never, true as never))),
    ));
  }, 60_000);

  it("a player cannot start a battle: the menu entry is not his, and the API refuses him", async () => {
    expect(alice.run(() => contextMenuItem(alice, "hex-tactics.pg-scenarios")!.condition(li(ENTRY)))).toBe(false);
    await expect(alice.run(() => startScenario(`Compendium.hex-tactics.pg-scenarios.JournalEntry.${ENTRY}`))).rejects.toThrow("Only a GM starts a battle.");
  });

  it("the GM starts it from the entry's context menu in the pg-scenarios compendium", async () => {
    const item = contextMenuItem(gm, "hex-tactics.pg-scenarios")!;
    expect(gm.run(() => item.condition(li(ENTRY)))).toBe(true);
    // The set-up's draws (6.1 leaders flipped like a coin, 16.7 minefields from the cup): ones take the first of each.
    server.dice.push(...Array.from({ length: 40 }, () => 1));
    battle = (await gm.run(() => item.callback(li(ENTRY))))!;
    await gm.idle();
    expect(battle).toMatch(/^pg3-demo-sokolovo-/);
    expect(gm.notifications.at(-1)).toEqual({ type: "info", message: `The battle ${battle} has begun: its scene is active.` });
  }, 60_000);

  it("PG 16.6 every page has the active scene on the map's odd-q grid, a token per piece set up in the open (the hidden AT gun has none), the Combat at turn 1", async () => {
    const drawn = Object.values((await stored(gm, battle)).game.game.battle.leaders as Record<string, { id: string; hex: [number, number] }>).map((l: { id: string; hex: [number, number] }) => [l.id, l.hex] as [string, [number, number]]);
    const expected = {
      scene: { name: NAME, active: true, grid: FOUNDRY_GRID_TYPE["odd-q"], tokenVision: false },
      tokens: [...openPieces().filter(([counter]) => !drawn.some(([id]) => id === counter)), ...drawn].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      combat: { type: "battle", turn: 1, phase: "initiative" },
    };
    expect(expected.tokens.some(([counter]) => counter === "soviet-at-gun")).toBe(false);
    for (const page of [gm, alice, bob]) expect(seen(page, battle)).toEqual(expected);
  });

  it("PG 16.7 the marker actors come into the world, one of each kind (smoke, entrenchment, wreck, minefields face-down and turned up)", () => {
    const markers = (alice.game.actors.contents as SimActor[]).filter((a) => a.type === "marker");
    expect(markers.map((a) => String(a.system.kind)).sort()).toEqual(["entrenchment", "minefield", "minefield-1", "minefield-2", "minefield-3", "smoke", "wreck"]);
  });

  it("PG 6.8, 16.7, 17.0 the stored battle is in set-up: three minefields drawn for the Soviets, not yet placed; the Fog of War the world turned on is in force beside the scenario's own Excess Initiative", async () => {
    const saved = (await stored(gm, battle)).game.game;
    expect(flags.scenario.optionalRules).toEqual({ "excess-initiative": true });
    expect(saved.battle).toMatchObject({ turn: 1, phase: "initiative", options: ["excess-initiative", "fog-of-war"] });
    expect(saved.battle.minefields.map((m: { owner: string; hex: unknown }) => [m.owner, m.hex])).toEqual([
      ["soviet", null],
      ["soviet", null],
      ["soviet", null],
    ]);
  });
});
