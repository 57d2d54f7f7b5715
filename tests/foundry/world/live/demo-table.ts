/**
 * The compendium's demonstration scenario (packs/_source/ia-scenarios) played in the simulated V13 world: the GM starts
 * it from its journal entry with "Start battle" (startScenario), Bob commands the Germans and their artillery, Alice the
 * Russians. The world's fire tables are the oracle script's fixtures (tests/cli/demo-game.ts), stored by the GM as his
 * edited charts before the start, so the table plays the headless script's dice to the same results.
 */
import type { Reply } from "../../../../src/foundry/referee/protocol";
import { requestReferee } from "../../../../src/foundry/referee/queries";
import { startScenario } from "../../../../src/foundry/scenarios/start-scenario";
import { storeTable } from "../../../../src/foundry/tables/world-tables";
import { fireTables, HEX, planMissions, type Line } from "../../../cli/demo-game";
import { simulatedWorld, type Client, type Server } from "../world";
import { answer, result, settled } from "./table";

const ENTRY = "htsc45TDEeOi4kCi";
export const DEMO_UUID = `Compendium.hex-tactics.ia-scenarios.JournalEntry.${ENTRY}`;

/** The players' sides: Bob has the artillery. */
export const DEMO_SIDES = { alice: ["russian"], bob: ["german"] };

export interface DemoTable {
  readonly server: Server;
  /** The GM's page (a new one after he reloads). */
  gm: Client;
  readonly alice: Client;
  readonly bob: Client;
  /** The battle's id, as startScenario gave it. */
  readonly battle: string;
}

/** The world with the system's packs, the pages connected, the GM's tables and sides set and the demonstration started. */
export async function demoTable(): Promise<DemoTable> {
  const server = simulatedWorld();
  for (const pack of ["ia-counters", "ia-markers", "ia-scenarios"]) server.seedSystemPack(pack);
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const battle = await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, DEMO_SIDES as never);
    await storeTable("fire-tables", fireTables);
    return (await startScenario(DEMO_UUID))!;
  });
  await gm.idle();
  return { server, gm, alice, bob, battle };
}

/** A command from `page`'s user in the demonstration battle, once every page has settled after it. */
export async function demoCommand(t: DemoTable, page: Client, json: Record<string, unknown>): Promise<Reply> {
  const reply = await page.run(() => requestReferee({ battle: t.battle, kind: "command", command: json }));
  await settled(t.server);
  return reply;
}

/** A command's reply, which must say it was carried out. */
type Done = (reply: Promise<Reply>) => Promise<ReturnType<typeof result>>;

const carriedOut: Done = async (reply) => {
  const r = result(await reply);
  if (r.status !== "done") throw new Error(`not done: ${JSON.stringify(r)}`);
  return r;
};

/** Bob rolls the initiative (5–1); in the Bombardment Phase he attempts no abort (IA1 9.14) and combines the two off-board factors (9.2). */
async function initiative(t: DemoTable, bombardment: number[], done: Done) {
  t.server.dice.push(5, 1, ...bombardment);
  const rolled = demoCommand(t, t.bob, { type: "roll-initiative" });
  // Three abort attempts (no: the first option), then the second factor joins the first one's attack (its first option).
  for (let i = 0; i < 4; i++) await answer(t.bob, 0);
  return done(rolled);
}

/**
 * IA1 9.71: Alice's outpost at [13, 4] steps out to [13, 3] and back into the drumfire; Bob passes on opportunity fire
 * each time (13.1) and combines the two off-board factors' attacks on it (9.2, the first option). The re-entry's events.
 */
async function drumfireEntry(t: DemoTable, done: Done) {
  const alice = (json: Record<string, unknown>) => demoCommand(t, t.alice, json);
  await done(alice({ type: "activate", root: { piece: "rus-inf-4" }, pieces: { "rus-inf-4": "move" } }));
  const out = alice({ type: "move", piece: "rus-inf-4", to: HEX.out });
  await answer(t.bob, 0);
  await done(out);
  t.server.dice.push(4, 4, 5, 2, 4, 2);
  const back = alice({ type: "move", piece: "rus-inf-4", to: HEX.target });
  for (let i = 0; i < 2; i++) await answer(t.bob, 0);
  const entered = await done(back);
  await done(alice({ type: "end-activation" }));
  return entered.events!;
}

/** How far the game goes: 0 the plan only, 1 turn 1's bombardment, 2 the whole script to the drumfire's entry attack. */
export type Reach = 0 | 1 | 2;

/**
 * Bob writes `line` for every German gun; the table after `more` of the game, with each step's events (the referee's
 * reply to Bob). `turn1`: turn 1's bombardment dice (none when the plan fires at an empty hex). The dice and answers are
 * tests/cli/demo-game.ts's. `after`: what happens after each command carried out (the GM reloading …).
 */
export async function playDemo(line: Line, more: Reach, turn1 = [4, 4, 4, 4], after?: (t: DemoTable) => Promise<void>) {
  const t = await demoTable();
  const done: Done = async (reply) => {
    const r = await carriedOut(reply);
    await after?.(t);
    return r;
  };
  const written = await done(demoCommand(t, t.bob, { type: "write-artillery-plan", missions: planMissions(line) }));
  const steps: { type: string }[][] = [written.events!];
  const bob = (json: Record<string, unknown>) => done(demoCommand(t, t.bob, json));
  if (more >= 1) steps.push((await initiative(t, turn1, done)).events!);
  if (more >= 2) {
    for (const page of [t.bob, t.bob, t.alice]) await done(demoCommand(t, page, { type: "pass" }));
    steps.push((await initiative(t, [4, 4, 5, 2, 4, 2], done)).events!);
    await bob({ type: "activate", root: { leader: "ger-hptm-a1" }, pieces: { "ger-inf-1": "move", "ger-hptm-a1": "move" } });
    steps.push((await bob({ type: "move", piece: "ger-inf-1", to: HEX.assaulted, with: ["ger-hptm-a1"] })).events!);
    t.server.dice.push(3, 5, 1, 1);
    steps.push((await bob({ type: "assault", at: HEX.assaulted, units: ["ger-inf-1"], leaders: ["ger-hptm-a1"] })).events!);
    await bob({ type: "end-activation" });
    // The charge: Alice's outpost passes on opportunity fire at the squadron in the intervening hex (IA1 12.71).
    await bob({ type: "activate", root: { leader: "ger-rittm-1" }, pieces: { "ger-cav-1": "move", "ger-rittm-1": "move" } });
    const through = demoCommand(t, t.bob, { type: "move", piece: "ger-cav-1", to: HEX.through, with: ["ger-rittm-1"] });
    await answer(t.alice, 0);
    await done(through);
    steps.push((await bob({ type: "move", piece: "ger-cav-1", to: HEX.charged, with: ["ger-rittm-1"] })).events!);
    t.server.dice.push(2, 6);
    steps.push((await bob({ type: "assault", at: HEX.charged, units: ["ger-cav-1"], leaders: ["ger-rittm-1"] })).events!);
    await bob({ type: "end-activation" });
    steps.push(await drumfireEntry(t, done));
  }
  if (t.server.dice.remaining !== 0) throw new Error(`${t.server.dice.remaining} scripted dice left unrolled`);
  return { t, steps };
}
