/**
 * A live game in the simulated V13 world (tests/foundry/world): a GM and two players, Alice commanding the Germans
 * and Bob the Russians (the sides setting), on a small fixture battle of Infantry Attacks (IA1) the referee plays.
 * Helpers read what each page holds: the battle's Combat, its tokens (hex and status effects) and its chat cards.
 */
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { ia1Tec } from "../../../../src/engine/rules/ia/data";
import { ia1Reduced } from "../../../../src/engine/rules/ia/los";
import { iaRuleset } from "../../../../src/engine/rules/ia/ruleset";
import { initialControl } from "../../../../src/engine/rules/ia/scenario/control";
import { saveGame } from "../../../../src/engine/rules/ia/saved-game";
import type { IaStoredBattle } from "../../../../src/foundry/rulesets/ia/wire";
import type { Reply, Request } from "../../../../src/foundry/referee/protocol";
import { requestReferee } from "../../../../src/foundry/referee/queries";
import { startBattle } from "../../../../src/foundry/referee/start";
import { STORE_PACK } from "../../../../src/foundry/referee/store";
import { battle, inf, leader, side } from "../../../fixtures/ia-battle";
import { testMap } from "../../../fixtures/maps";
import { fixtureTables } from "../../../engine/rules/ia/fire/support";
import type { SimChatMessage, SimCombat, SimScene, SimToken } from "../documents";
import type { SimDialog } from "../dialogs";
import { simulatedWorld, USERS, type Client, type Server } from "../world";
import type { ServerOptions } from "../server";

export const BATTLE = "steinbach";
export const SIDES = { alice: ["german"], bob: ["russian"] };

/** 10 × 12 odd-q, clear but for woods at [3, 2] and [4, 8]. */
export const map = testMap(ia1Tec, [[3, 2, ["woods"]], [4, 8, ["woods"]]], [10, 12]);
const at = (column: number, row: number) => map.indexOfOffset(column, row);

/**
 * Two German companies at [3, 3]; four hexes south, two Russian companies and their Kapitan at [3, 7], and — in the
 * `hidden` battle — a third Russian company set up hidden (IA1 16.5) in the woods at [4, 8], next to the Kapitan and
 * more than one hex from every German (a hidden unit in limiting terrain is spotted only from an adjacent hex); `gun`
 * adds a hidden Russian MG platoon there too, `lieutenant` a German infantry leader with the companies. `night` plays
 * a night turn (IA1 5.7, 8.4: a spotting range of 2), each hex controlled by the side that set up nearer to it
 * (Definitions; equidistant hexes by nobody). `artillery` gives the Russians an off-board factor of 12, `r-oba`, with
 * two turns of Planned Fire (IA1 9.2, 11.1): their Artillery Plan is due before the first initiative roll (9.1).
 */
export function initialBattle(hidden: boolean, gun = false, lieutenant = false, night = false, artillery = false) {
  const units = [
    inf("g1", "german", at(3, 3), { name: "1./IR 147" }),
    inf("g2", "german", at(3, 3), { name: "2./IR 147" }),
    inf("r1", "russian", at(3, 7), { name: "1st Company" }),
    inf("r2", "russian", at(3, 7), { name: "2nd Company" }),
    ...(hidden ? [inf("r3", "russian", at(4, 8), { name: "3rd Company", hidden: true })] : []),
    ...(gun ? [inf("r4", "russian", at(4, 8), { name: "MG Platoon", kind: "MG", hidden: true })] : []),
  ];
  return battle(
    [side("german", 3, { name: "Germans" }), side("russian", 3, { name: "Russians", ...(artillery ? { artillery: { offBoard: [{ id: "r-oba", strength: 12 }], ammunition: 2, smoke: false } } : {}) })],
    units,
    [leader("kap", "russian", at(3, 7), { name: "Kapitan Orlov" }), ...(lieutenant ? [leader("lt", "german", at(3, 3), { name: "Lt. Weber" })] : [])],
    night ? { visibility: ia1Reduced(2, true), control: initialControl(map, units, ["german", "russian"], null) } : {},
  );
}

/** The fire tables the battle plays with: the engine tests' fixture (user provenance), each roll one result in every column. */
export const fireTables = fixtureTables();

/** What the GM's referee is given: the saved game, the actor each piece is a counter of, the scene and its grid. */
export function storedBattle(hidden: boolean, actors: Record<string, string>, scene: string, gun = false, lieutenant = false, night = false, artillery = false): IaStoredBattle {
  const ruleset = iaRuleset(map, ia1Tec, { fireTables });
  const game = saveGame({ map, fireTables, log: new EventLog(ruleset, initialBattle(hidden, gun, lieutenant, night, artillery), []), pending: null });
  const pieces = Object.fromEntries(
    Object.keys(actors)
      .filter((p) => (hidden || p !== "r3") && (gun || p !== "r4") && (lieutenant || p !== "lt"))
      .map((p) => [p, actors[p]!]),
  );
  return { ruleset: "infantry-attacks", game, actors: pieces, scene, grid: { gridType: FOUNDRY_GRID_TYPE["odd-q"] as 4, origin: { i: 0, j: 0 } } };
}

export interface LiveTable {
  readonly server: Server;
  readonly gm: Client;
  readonly alice: Client;
  readonly bob: Client;
  readonly scene: string;
}

/**
 * The world before anyone connects: one counter actor per kind (German and Russian infantry, owned by their side's
 * player, and the Kapitan), a scene on the map's grid; then the GM, Alice and Bob log in, the GM assigns the sides and
 * puts the battle in play (`users`: who may log in; `world`: the simulated server's options). `hidden` adds the hidden Russian company, `gun` the hidden MG platoon (their counter is the
 * Russian infantry actor: neither is placed), `lieutenant` the German leader (his actor Alice's), `night` a night turn.
 */
export async function liveTable({ hidden = true, gun = false, lieutenant = false, night = false, artillery = false, users = USERS, world = {} as Partial<ServerOptions> } = {}): Promise<LiveTable> {
  const server = simulatedWorld(world, users);
  const germans = server.seed("Actor", { name: "German infantry", type: "unit", system: { counterId: "ger-inf" }, ownership: { default: 0, alice: 3 } });
  const russians = server.seed("Actor", { name: "Russian infantry", type: "unit", system: { counterId: "rus-inf" }, ownership: { default: 0, bob: 3 } });
  const kapitan = server.seed("Actor", { name: "Kapitan", type: "leader", system: {}, ownership: { default: 0, bob: 3 } });
  const leutnant = lieutenant ? server.seed("Actor", { name: "Leutnant", type: "leader", system: {}, ownership: { default: 0, alice: 3 } }) : null;
  const scene = server.seed("Scene", { name: "Steinbach", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 } });
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const actors = { g1: germans._id, g2: germans._id, r1: russians._id, r2: russians._id, r3: russians._id, r4: russians._id, kap: kapitan._id, ...(leutnant ? { lt: leutnant._id } : {}) };
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, SIDES as never);
    await startBattle(BATTLE, storedBattle(hidden, actors, scene._id, gun, lieutenant, night, artillery));
  });
  return { server, gm, alice, bob, scene: scene._id };
}

/**
 * Every page's canvas done with what the last change made it ask (its fog's `sight`, its hidden pieces' `view`:
 * canvas/register-canvas.ts): what a page received is then the same from run to run, whatever the timing.
 */
export async function settled(server: Server): Promise<void> {
  const busy = () =>
    [...server.pages.values()].some((page) => {
      const canvas = (page.game as unknown as Record<symbol, { refreshing: unknown; asking: number } | undefined>)[Symbol.for("hex-tactics.canvas")];
      return canvas !== undefined && (canvas.refreshing !== null || canvas.asking > 0);
    });
  // Polled on the event loop's turns (a test may fake the timers), for at most two seconds of real time.
  const until = performance.now() + 2000;
  for (let quiet = 0; quiet < 20 && performance.now() < until; ) {
    await new Promise((resolve) => setImmediate(resolve));
    quiet = busy() ? 0 : quiet + 1;
  }
}

/** A request from `page`'s user, through the system's one query (straight to the referee on the GM's own page), once every page has settled after it. */
export async function request(page: Client, req: Request extends infer R ? (R extends Request ? Omit<R, "battle"> : never) : never): Promise<Reply> {
  const reply = await page.run(() => requestReferee({ battle: BATTLE, ...req } as Request));
  await settled(page.server);
  return reply;
}

/** A command from `page`'s user. */
export const command = (page: Client, json: Record<string, unknown>): Promise<Reply> => request(page, { kind: "command", command: json });

/** The engine's side result in a reply (it must have been carried out). */
export function result(reply: Reply): { status: string; events?: { type: string }[]; [k: string]: unknown } {
  if (!reply.ok) throw new Error(`refused: ${reply.code} ${JSON.stringify(reply.params)}`);
  return reply.result as never;
}

/** The decision dialog `page` opens next, answered with the option at `index` (a click on its page). */
export async function answer(page: Client, index: number): Promise<SimDialog> {
  const dialog = await page.nextDialog();
  await page.run(() => dialog.click(String(index)));
  return dialog;
}

export interface TokenSeen {
  readonly piece: string;
  readonly hex: [number, number];
  readonly statuses: string[];
}

export interface CardSeen {
  readonly kind: string;
  readonly data: unknown;
  /** Each Roll on the message: its formula and faces. */
  readonly rolls: { formula: string; faces: number[] }[];
}

/** What a page holds of the battle: the Combat's system data, the tokens on the scene, the cards in chat (oldest first). */
export function table(page: Client, scene: string) {
  const combat = page.game.combats.find((c) => (c.getFlag("hex-tactics", "battle") as string | undefined) === BATTLE) as SimCombat | undefined;
  const board = page.game.scenes.get(scene) as SimScene;
  const tokens: TokenSeen[] = board.tokens.contents
    .map((t: SimToken) => {
      const { i, j } = board.grid.getOffset({ x: t.x, y: t.y });
      return { piece: String(t.getFlag("hex-tactics", "piece")), hex: [j, i] as [number, number], statuses: [...(t.actor?.statuses ?? [])].sort() };
    })
    .sort((a, b) => a.piece.localeCompare(b.piece));
  const cards: CardSeen[] = (page.game.messages.contents as SimChatMessage[])
    .filter((m) => m.type === "card")
    .map((m) => ({
      kind: String(m.system.kind),
      data: m.system.data,
      rolls: m.rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.values) })),
    }));
  // The ruleset's details beside what every game's Combat holds, as the tests read them.
  const system = combat?.system as Record<string, unknown> | undefined;
  return { combat: system ? { ...system, ...(system.details as object) } : null, tokens, cards };
}

/** What every page holds; throws unless the three hold the same. */
export function everyone(t: LiveTable) {
  const [gm, alice, bob] = [t.gm, t.alice, t.bob].map((p) => table(p, t.scene));
  if (JSON.stringify(gm) !== JSON.stringify(alice) || JSON.stringify(gm) !== JSON.stringify(bob))
    throw new Error(`the pages differ:\nGM    ${JSON.stringify(gm)}\nAlice ${JSON.stringify(alice)}\nBob   ${JSON.stringify(bob)}`);
  return gm!;
}

/** The cards posted since `before` cards, as every page holds them. */
export const newCards = (t: LiveTable, before: number): CardSeen[] => everyone(t).cards.slice(before);

/** Whether a player's page can read the referee's store. */
export const readStore = (page: Client) => page.run(() => page.game.packs.get(STORE_PACK)!.getDocuments());

/** The answer to a key exchange as the asking page receives it (see `received`). */
const KEY_ANSWERED = JSON.stringify({ query: "hex-tactics", result: true });

/**
 * What a page received, with what differs between any two runs numbered in order of appearance, each kind on its own,
 * and the store's sealed pages as their key and length (their contents differ from run to run, being random-looking).
 * The session keys the referee hands out are left out: random, they tell nothing of the game, and how many a page gets
 * while it connects depends on the order in which the pages start. So is the constant answer (`true`) to the page's own
 * key exchange (a player's `hello`, the referee's `session`; no other query is answered so): whether a player's page
 * sends a `hello` when a GM's page starts, and whether its answer is back before the test looks, depends on whether the
 * new referee's key reached it first and on when the GM's page registered its query — timing, never the game.
 */
export function received(messages: readonly string[]): string[] {
  const names = new Map<string, Map<string, string>>();
  const rename = (prefix: string) => (found: string) => {
    let kind = names.get(prefix);
    if (kind === undefined) names.set(prefix, (kind = new Map()));
    if (!kind.has(found)) kind.set(found, `${prefix}${kind.size}`);
    return kind.get(found)!;
  };
  return messages
    .filter((m) => !m.includes('"type":"session"') && m !== KEY_ANSWERED)
    .map((m) =>
      m
        .replace(/sim\d{13}/g, rename("id"))
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, rename("key"))
        .replace(/"timestamp":\d+/g, '"timestamp":0')
        // The referee store's sealed pages (store.ts): their key is random and their bytes random-looking; their length stays.
        .replace(/"sealed":\{"v":1,"key":"([0-9a-f]{16})","iv":"[^"]*","data":"([^"]*)"\}/g, (_, key: string, data: string) => `"sealed":{"v":1,"key":"${rename("storekey")(key)}","bytes":${data.length}}`),
    );
}
