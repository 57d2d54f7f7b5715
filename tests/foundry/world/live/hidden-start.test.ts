/**
 * IA1 16.5 at the start of a scenario: a hidden piece is written down, not placed, and world documents reach every
 * client (docs/foundry.md). A scenario entry of the ia-scenarios compendium — the demonstration with a Russian dragoon
 * squadron set up hidden in the woods two hexes from the Germans at [15, 4], a counter no other piece uses — is started with and
 * without that squadron: Alice's page receives the same actors, folders and tokens either way, and no word of the
 * dragoons, until a German company moves next to them and spots them; then every page has their counter and its token. A world
 * copy of such an entry (its flags reach every player) cannot be started.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startScenario } from "../../../../src/foundry/scenarios/start-scenario";
import type { SimActor, SimScene, SimToken } from "../documents";
import { simulatedWorld, type Client, type Server } from "../world";
import type { Reply } from "../../../../src/foundry/referee/protocol";
import { requestReferee } from "../../../../src/foundry/referee/queries";
import { STORE_PACK } from "../../../../src/foundry/referee/store";
import { stored } from "./store";
import { answer, result, settled, SIDES } from "./table";

const DEMO = JSON.parse(readFileSync(join(import.meta.dirname, "../../../../packs/_source/ia-scenarios/htsc45TDEeOi4kCi.json"), "utf8"));
const ENTRY = "hiddenDragoons01";
const PACK = "hex-tactics.ia-scenarios";
const DRAGOONS = { side: "russian", counter: "rus-cav", at: [15, 2], hidden: true };

/** The demonstration as another scenario entry, with the hidden dragoons or without. */
function entry(hidden: boolean) {
  const flags = structuredClone(DEMO.flags);
  const scenario = flags["hex-tactics"].scenario;
  scenario.id = "test-hidden-dragoons";
  if (hidden) scenario.setup.push(DRAGOONS);
  return { _id: ENTRY, name: "The dragoons at Steinbach", pages: [], flags };
}

type MenuItem = { name: string; condition: (li: HTMLElement) => boolean };
const li = (entryId: string) => ({ dataset: { entryId } }) as unknown as HTMLElement;

/** The world: the system's packs and the test's entry; the GM, Alice (Germans) and Bob (Russians) log in; the GM starts it. */
async function started(hidden: boolean): Promise<{ server: Server; gm: Client; alice: Client; bob: Client; battle: string }> {
  const server = simulatedWorld();
  for (const pack of ["ia-counters", "ia-markers", "ia-scenarios"]) server.seedSystemPack(pack);
  server.seedPackDocument(PACK, entry(hidden));
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const battle = await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, SIDES as never);
    return startScenario(`Compendium.${PACK}.JournalEntry.${ENTRY}`);
  });
  await gm.idle();
  return { server, gm, alice, bob, battle };
}

/** What a page holds of actors, folders and tokens, without the ids that differ from world to world. */
function documents(page: Client) {
  const folders = page.game.folders.contents.map((f) => [f.name, f.type]);
  const actors = (page.game.actors.contents as SimActor[]).map((a) => [a.type, a.name, a.system, a.flags]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const scene = page.game.scenes.contents[0] as SimScene;
  const tokens = scene.tokens.contents
    .map((t: SimToken) => [t.x, t.y, (t.actor as SimActor).name, { ...(t.flags["hex-tactics"] as object), battle: "" }])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { folders, actors, tokens };
}

/** A command from `page`'s user in the started battle. */
async function command(page: Client, battle: string, json: object): Promise<Reply> {
  const reply = await page.run(() => requestReferee({ battle, kind: "command", command: json }));
  await settled(page.server);
  return reply;
}

const dragoonActors = (page: Client) => (page.game.actors.contents as SimActor[]).filter((a) => a.system.counterId === "rus-cav");
const dragoonToken = (page: Client) => {
  const scene = page.game.scenes.contents[0] as SimScene;
  const token = scene.tokens.contents.find((t: SimToken) => t.getFlag("hex-tactics", "piece") === "rus-cav-1");
  if (!token) return null;
  const { i, j } = scene.grid.getOffset({ x: token.x, y: token.y });
  return { hex: [j, i], counter: (token.actor as SimActor).system.counterId, flags: token.flags["hex-tactics"] };
};

describe("IA1 16.5 a scenario's hidden pieces stay off every page until revealed", () => {
  it("IA1 16.5 Alice's page receives the same actors, folders and tokens at the start with or without the hidden dragoons", async () => {
    const withHidden = await started(true);
    const without = await started(false);
    expect(documents(withHidden.alice)).toEqual(documents(without.alice));
    expect(documents(withHidden.bob)).toEqual(documents(without.bob));
    for (const page of [withHidden.gm, withHidden.alice, withHidden.bob]) expect(dragoonActors(page)).toEqual([]);
    expect(withHidden.alice.received.join("\n")).not.toContain("rus-cav");
    // The comparison can tell: the battle the GM's referee stored has the dragoons, with their counter to import — sealed.
    expect(JSON.stringify((await stored(withHidden.gm, withHidden.battle)).game)).toContain("rus-cav-1");
    expect(JSON.stringify(withHidden.server.packContents(STORE_PACK))).not.toContain("rus-cav");
  }, 120_000);

  it("IA1 16.5 a German company moving next to the dragoons spots them: their counter comes into the scenario's folder and every page has it and its token", async () => {
    const t = await started(true);
    // IA1 9.1: the German batteries' plan first (none of them fires); each Bombardment Phase asks whether to abort (9.14: no).
    const planned = { mission: "planned-fire", turns: Array.from({ length: 8 }, () => null) };
    const plan = { type: "write-artillery-plan", missions: { "ger-art-1": planned, "german-oba-1": planned, "german-oba-2": planned } };
    expect(result(await command(t.alice, t.battle, plan)).status).toBe("done");
    t.server.dice.push(4, 2);
    const rolled = command(t.alice, t.battle, { type: "roll-initiative" });
    for (let i = 0; i < 3; i++) await answer(t.alice, 0);
    expect(result(await rolled).status).toBe("done");
    expect(result(await command(t.alice, t.battle, { type: "activate", root: { stack: [15, 4] }, pieces: { "ger-inf-3": "move" } })).status).toBe("done");
    for (const page of [t.gm, t.alice, t.bob]) expect(dragoonActors(page)).toEqual([]);
    const moved = result(await command(t.alice, t.battle, { type: "move", piece: "ger-inf-3", to: [15, 3] }));
    expect(moved.events!.map((e) => e.type)).toContain("revealed");
    await t.gm.idle();
    const folder = t.gm.game.folders.contents[0]!.id;
    for (const page of [t.gm, t.alice, t.bob]) {
      expect(dragoonActors(page).map((a) => [a.name, a._source.folder, a.flags["hex-tactics"]])).toEqual([["Russian dragoon squadron", folder, { counter: "unit/rus-cav" }]]);
      expect(dragoonToken(page)).toEqual({ hex: [15, 2], counter: "rus-cav", flags: { battle: t.battle, piece: "rus-cav-1", state: { face: "full", steps: { value: 2, max: 2 } } } });
    }
  }, 120_000);

  it("a world copy of an entry that sets up hidden pieces offers no Start battle, and starting it is refused: its compendium's is the one to start", async () => {
    const server = simulatedWorld();
    for (const pack of ["ia-counters", "ia-markers"]) server.seedSystemPack(pack);
    server.seed("JournalEntry", { ...entry(true), _id: "worldHidden00001" });
    server.seed("JournalEntry", { ...entry(false), _id: "worldInSight0001" });
    const gm = await server.connect("gm");
    const items: MenuItem[] = [];
    gm.run(() => gm.Hooks.callAll("getJournalEntryContextOptions", { collection: gm.game.journal }, items));
    const start = items.find((i) => i.name === "HEX_TACTICS.Scenario.start")!;
    expect(gm.run(() => [start.condition(li("worldHidden00001")), start.condition(li("worldInSight0001"))])).toEqual([false, true]);
    const controls: object[] = [];
    gm.run(() => gm.Hooks.callAll("getHeaderControlsJournalEntrySheet", { document: gm.game.journal.get("worldHidden00001") }, controls));
    expect(controls).toEqual([]);
    await expect(gm.run(() => startScenario("JournalEntry.worldHidden00001"))).rejects.toThrow(
      "The dragoons at Steinbach sets up hidden pieces, and a world journal entry's contents reach every player: start it from its compendium, and delete this copy.",
    );
    expect([gm.game.scenes.size, gm.game.combats.size, gm.game.actors.size]).toEqual([0, 0, 0]);
  }, 60_000);
});
