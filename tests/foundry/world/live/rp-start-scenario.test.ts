/**
 * A GM starts Red Poppies' demonstration scenario from its compendium entry (packs/_source/rp-scenarios) in the
 * simulated V13 world of an RP world: the counter and marker actors come into a folder, a scene on the map's odd-q
 * grid is activated, a token stands on each unit the order of battle sets up (RP 10.1: nothing is hidden), and the
 * battle's Combat is at turn 1 in the preliminary bombardment on every page. The campaign's entry starts the campaign
 * (RP 11.0: rulesets/rp/campaign/campaign-start.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { loadRpGame } from "../../../../src/engine/rules/rp/saved-game";
import { RP_MARKER_KINDS } from "../../../../src/foundry/rulesets/rp/board-marks";
import { startScenario } from "../../../../src/foundry/scenarios/start-scenario";
import type { SimActor } from "../documents";
import type { Client, Server } from "../world";
import { contextMenuItem, gameWorld, li, seen } from "./scenario-pages";
import { stored } from "./store";

const dir = join(import.meta.dirname, "../../../../packs/_source/rp-scenarios");
const sources = readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));
const source = sources.find((s) => !("campaign" in s.flags["hex-tactics"]));
const ENTRY: string = source._id;
const CAMPAIGN_ENTRY: string = sources.find((s) => "campaign" in s.flags["hex-tactics"])._id;
const flags = source.flags["hex-tactics"];

type Line = { counter: string; count?: number; at?: string[] };
/** A printed hex name of the demonstration map (one column letter) as [column, row]: "X09" → [23, 8]. */
const offsetOf = (label: string): [number, number] => [label.charCodeAt(0) - 65, Number(label.slice(1)) - 1];
/** The order of battle's units as [counter, hex] (a line with `count` places that many in its one hex), sorted. */
const units = (): [string, [number, number]][] =>
  (flags.scenario.order as Line[])
    .flatMap((l) => Array.from({ length: l.count ?? 1 }, () => [l.counter, offsetOf(l.at![0]!)] as [string, [number, number]]))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

let server: Server;
let gm: Client;
let alice: Client;
let bob: Client;
let battle: string;

describe("RP 10.1 a GM starts Red Poppies' demonstration scenario", () => {
  beforeAll(async () => {
    ({ server, gm, alice, bob } = await gameWorld({ ruleset: "red-poppies", edition: "RPC3", packs: ["rp-counters", "rp-markers", "rp-scenarios"], sides: { alice: ["german"], bob: ["british"] } }));
  }, 60_000);

  it("a player cannot start a battle: the menu entry is not his, and the API refuses him", async () => {
    expect(alice.run(() => contextMenuItem(alice, "hex-tactics.rp-scenarios")!.condition(li(ENTRY)))).toBe(false);
    await expect(alice.run(() => startScenario(`Compendium.hex-tactics.rp-scenarios.JournalEntry.${ENTRY}`))).rejects.toThrow("Only a GM starts a battle.");
  });

  it("the GM starts it from the entry's context menu in the rp-scenarios compendium", async () => {
    const item = contextMenuItem(gm, "hex-tactics.rp-scenarios")!;
    expect(gm.run(() => item.condition(li(ENTRY)))).toBe(true);
    battle = (await gm.run(() => item.callback(li(ENTRY))))!;
    await gm.idle();
    expect(battle).toMatch(/^rp-demo-/);
    expect(gm.notifications.at(-1)).toEqual({ type: "info", message: `The battle ${battle} has begun: its scene is active.` });
  }, 60_000);

  it("RP 10.1 every page has the active scene on the map's odd-q grid, a token per unit of the order of battle, the Combat at turn 1 in the preliminary bombardment", () => {
    const expected = {
      scene: { name: source.name, active: true, grid: FOUNDRY_GRID_TYPE["odd-q"], tokenVision: false },
      tokens: units(),
      combat: { type: "battle", turn: 1, phase: "preliminary" },
    };
    expect(expected.tokens).toHaveLength(14);
    for (const page of [gm, alice, bob]) expect(seen(page, battle)).toEqual(expected);
  });

  it("RP 2.1 the marker actors come into the world, one of each kind RP's map shows", () => {
    const markers = (alice.game.actors.contents as SimActor[]).filter((a) => a.type === "marker");
    expect(markers.map((a) => String(a.system.kind)).sort()).toEqual([...RP_MARKER_KINDS].sort());
  });

  it("RP 7.11, 10.1 the stored battle is the scenario's (not a campaign's) at turn 1: the Germans' pulverizing preliminary bombardment comes first", async () => {
    const now = loadRpGame((await stored(gm, battle)).game.game).log.replay();
    expect(now).toMatchObject({ turn: 1, phase: "preliminary", scenario: { id: "rp-demo", turns: flags.scenario.turns } });
    expect(now.campaign).toBeUndefined();
    expect(now.preliminary.map((p) => [p.side, p.kind])).toEqual([["german", "pulverizing"]]);
  });

  it("RP 11.0, 11.2 the campaign's entry starts the campaign: day 1's 12-turn attack scenario, the later days' arrivals on its reserve", async () => {
    const started = (await gm.run(() => contextMenuItem(gm, "hex-tactics.rp-scenarios")!.callback(li(CAMPAIGN_ENTRY))))!;
    await gm.idle();
    expect(started).toMatch(/^rp-demo-campaign-/);
    const now = loadRpGame((await stored(gm, started)).game.game).log.replay();
    expect(now.campaign).toMatchObject({ day: 1, days: 2, attacker: "german", segment: "attack" });
    expect(now.scenario.turns).toBe(12);
    expect(Object.keys(now.campaign!.reserve)).toHaveLength(4);
  }, 60_000);
});
