/**
 * Panzer Grenadier's demonstration scenario played at the table in the simulated V13 world: the GM starts it from its
 * journal entry (pg-scenarios), Bob (the Soviets) assigns his tank leader (PG 6.8) and places the minefields he drew
 * (16.7), Alice (the Germans) rolls initiative and moves a platoon; Bob's page is offered opportunity fire (13.1) and
 * passes. Everything Alice's page receives is the same whichever T-34 carries the tank leader and whichever minefield
 * drawn from the cup (their strengths): the secrets never reach her.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { requestReferee } from "../../../../src/foundry/referee/queries";
import type { Reply, Request } from "../../../../src/foundry/referee/protocol";
import { startScenario } from "../../../../src/foundry/scenarios/start-scenario";
import { simulatedWorld, type Client, type Server } from "../world";
import { stored } from "./store";
import { answer, received, settled } from "./table";

const dir = join(import.meta.dirname, "../../../../packs/_source/pg-scenarios");
const ENTRY: string = JSON.parse(readFileSync(join(dir, readdirSync(dir).find((f) => f.endsWith(".json"))!), "utf8"))._id;

interface Played {
  readonly server: Server;
  readonly alice: Client;
  readonly bob: Client;
  readonly battle: string;
  readonly replies: Record<string, Reply>;
  /** The battle as set up: its leaders and minefields (GM-only). */
  readonly start: { readonly leaders: unknown; readonly minefields: readonly { readonly strength: number }[] };
}

/** A request from `page`'s user to the battle's referee, once every page has settled after it. */
async function ask(page: Client, battle: string, req: Omit<Request, "battle">): Promise<Reply> {
  const reply = await page.run(() => requestReferee({ battle, ...req } as Request));
  await settled(page.server);
  return reply;
}
const command = (page: Client, battle: string, json: Record<string, unknown>) => ask(page, battle, { kind: "command", command: json } as never);

/**
 * The demonstration from its start, the set-up's dice `setUp` (6.1 leader draws, then the minefields drawn from the cup,
 * 16.7): Bob gives his tank leader to the T-34 at `tank` (0, 1, 2 in the battle's order) and places his minefields in
 * three hexes of his zone; Alice rolls initiative (4 against 3: hers) and moves the platoon at [13, 6] to [12, 6],
 * within reach of the Soviet rifles at [11, 7]; Bob passes on his opportunity fire.
 */
async function play(tank: number, setUp: readonly number[]): Promise<Played> {
  const server = simulatedWorld();
  for (const pack of ["pg-counters", "pg-markers", "pg-scenarios"]) server.seedSystemPack(pack);
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "ruleset" as never, "panzer-grenadier" as never);
    await game.settings!.set("hex-tactics" as never, "edition" as never, "PG3" as never);
    await game.settings!.set("hex-tactics" as never, "sides" as never, { alice: ["german"], bob: ["soviet"] } as never);
  });
  server.dice.push(...setUp);
  const battle = (await gm.run(() => startScenario(`Compendium.hex-tactics.pg-scenarios.JournalEntry.${ENTRY}`)))!;
  await settled(server);
  if (server.dice.remaining !== 0) throw new Error(`the set-up left ${server.dice.remaining} of its dice`);
  // The initiative dice: the Germans' 1 + 3 against the Soviets' 1 + 2.
  server.dice.push(1, 1);
  const start = (await stored(gm, battle)).game.game.battle;
  const tanks = Object.values(start.units as Record<string, { id: string; type: string }>).filter((u) => u.type === "t-34").map((u) => u.id);
  const platoon = Object.values(start.units as Record<string, { id: string; side: string; hex: [number, number] }>).find((u) => u.side === "german" && u.hex[0] === 13 && u.hex[1] === 6)!.id;
  const replies: Record<string, Reply> = {};
  replies.tankLeaders = await command(bob, battle, { type: "assign-tank-leaders", units: [tanks[tank]] });
  replies.minefields = await command(bob, battle, { type: "place-minefields", at: ZONE });
  replies.initiative = await command(alice, battle, { type: "roll-initiative" });
  replies.activate = await command(alice, battle, { type: "activate", root: { piece: platoon }, pieces: { [platoon]: "move" } });
  const moving = command(alice, battle, { type: "move", piece: platoon, to: [12, 6] });
  await answer(bob, 0);
  replies.move = await moving;
  replies.end = await command(alice, battle, { type: "end-activation" });
  return { server, alice, bob, battle, replies, start: { leaders: start.leaders, minefields: start.minefields } };
}

/** Three hexes of the Soviets' minefield zone (the scenario's). */
const ZONE: [number, number][] = [
  [9, 6],
  [9, 7],
  [8, 8],
];
/** The set-up's seven dice: five for the leader draws (6.1), two for the minefields drawn from the cup (16.7). */
const DRAWS = [1, 1, 1, 1, 1, 1, 1];
const OTHER_MINES = [1, 1, 1, 1, 1, 2, 2];

describe("PG 6.8, 16.7, 13.1 the demonstration at the table, its secrets kept", () => {
  it("PG 6.8, 16.7, 3.0, 5.0, 13.1 Bob's set-up, Alice's initiative and move, Bob's pass on opportunity fire: each carried out by the referee", async () => {
    const { replies } = await play(0, DRAWS);
    for (const [name, reply] of Object.entries(replies)) expect([name, reply.ok]).toEqual([name, true]);
  }, 120_000);

  it("PG 6.8, 16.7 everything Alice's page received is the same whichever T-34 has the tank leader and whichever minefields Bob drew; Bob's page holds his secrets", async () => {
    const a = await play(0, DRAWS);
    const b = await play(2, OTHER_MINES);
    // The premise: the same leaders, other minefields drawn.
    expect(a.start.leaders).toEqual(b.start.leaders);
    expect(a.start.minefields.map((m) => m.strength)).not.toEqual(b.start.minefields.map((m) => m.strength));
    expect(received(a.alice.received)).toEqual(received(b.alice.received));
    expect(received(a.bob.received)).not.toEqual(received(b.bob.received));
  }, 240_000);
});
