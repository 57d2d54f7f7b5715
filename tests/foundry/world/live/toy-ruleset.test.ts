/**
 * Issue 17, "Done when": a second game written for the test (tests/support/toy: "Toy Skirmish"), registered beside
 * Infantry Attacks by a fixture entry (../fixtures/toy-entry.ts: `registerTableModule`, then the system's entry) and
 * played in the simulated V13 world with no neutral file edited — its actor type `toy-piece` given to the simulated
 * server through `documentTypes`.
 *
 * The GM puts the battle in play; Alice (Blue) drags her two scouts, both controlled, through two hexes — one `move-path`
 * request naming both `movers` (the toy's `canvas.dragGroup`) — and Bob (Red) is asked the window after each step
 * (`toy-snipe`), passing once and sniping once; Red's two concealed pieces, its block and its gun, are tokens with no
 * actor whose flags carry their handles alone on every page; Bob's canvas draws their kinds over them from his side's
 * private layer (`layer`), Alice's draws nothing; Alice shells a hex vertex next to the one at [2, 2] — a marker centred
 * on the vertex — and a second shell reveals it: its token is then its counter's. Alice's pass is taken back; the GM's
 * page reloads (the sealed store reopened), Bob's pass ends the turn and is taken back too. Everything Alice's page
 * received until the reveal is the same whether the block or the gun stands at [2, 2] (each game's handles renamed).
 */
import { describe, expect, it, vi } from "vitest";
import system from "../../../../system.json";
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE, vertexToGridPoint } from "../../../../src/engine/hex/foundry-grid";
import { decodeOnMap } from "../../../../src/engine/map";
import type { Reply, Request } from "../../../../src/foundry/referee/protocol";
import { requestReferee } from "../../../../src/foundry/referee/queries";
import { startBattle } from "../../../../src/foundry/referee/start";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { byHandle, concealedRef } from "../../../../src/engine/core/presence";
import { toyBattle, toyMap, type ConcealedKind } from "../../../support/toy/battle";
import { saveToyGame, SHELL_MARK, TOY, ToyBattleJson, toyRuleset } from "../../../support/toy/engine";
import { BACKS, TOY_PIECE, type ToyStoredBattle } from "../../../support/toy/table";
import type { SimChatMessage, SimCombat, SimScene, SimToken } from "../documents";
import type { SimContainer } from "../canvas";
import { simulatedWorld, type Client, type Server } from "../world";
import { dragControlled } from "./drags";
import { received, settled, type LiveTable } from "./table";

const TOY_ENTRY = new URL("../fixtures/toy-entry.ts", import.meta.url).pathname;
const BATTLE = "skirmish";
const SIDES = { alice: ["blue"], bob: ["red"] };
type Hex = [number, number];

/** The system's document types, and the toy's actor type beside them. */
const documentTypes = { ...system.documentTypes, Actor: { ...system.documentTypes.Actor, [TOY_PIECE]: {} } } as never;

interface ToyTable extends LiveTable {
  gm: Client;
  readonly actors: Readonly<Record<"blue" | "redScout" | "block" | "gun", string>>;
}

/** Red's concealed pieces by kind: their ids (a roster Alice may know; not which stands where). */
const IDS = { block: "b1", gun: "g1" } as const;
const otherKind = (kind: ConcealedKind): ConcealedKind => (kind === "block" ? "gun" : "block");

/**
 * The game's salt, and the handles of Red's concealed pieces: the one of `kind` `here`, at [2, 2], the other `far`, at
 * [5, 5]. The salt is the first whose `here` sorts before `far`: so the handles' order is the same in both games though
 * the ids' is not (b1 is at [2, 2] in one game, at [5, 5] in the other) — tokens listed by id would tell which is where.
 */
function concealed(kind: ConcealedKind) {
  const handles = (salt: string) => ({ salt, here: concealedRef(salt, IDS[kind], 0), far: concealedRef(salt, IDS[otherKind(kind)], 0) });
  for (let i = 1; ; i++) {
    const found = handles(`toy-salt-${i}`);
    if (byHandle(found.here, found.far) < 0) return found;
  }
}

/** The toy's test battle with Red's two concealed pieces (b1 before g1, whichever stands where): the one of `kind` at [2, 2]. */
function battle(kind: ConcealedKind) {
  const { b1: _b1, ...pieces } = toyBattle(kind).pieces;
  const piece = (k: ConcealedKind) => ({ side: "red", name: k === "block" ? "Red block" : "Red gun", kind: k, hex: k === kind ? [2, 2] : [5, 5], concealed: true });
  return { ...toyBattle(kind), salt: concealed(kind).salt, pieces: { ...pieces, b1: piece("block"), g1: piece("gun") } };
}

/** What the GM's referee is given: the toy's saved game, each piece's counter, the scene. */
function stored(kind: ConcealedKind, actors: ToyTable["actors"], scene: string): ToyStoredBattle {
  const log = new EventLog(toyRuleset(toyMap), decodeOnMap(toyMap, ToyBattleJson, battle(kind), "battle"));
  const game = saveToyGame({ map: toyMap, log, pending: null });
  const pieces = { s1: actors.blue, s2: actors.blue, r1: actors.redScout, b1: actors.block, g1: actors.gun };
  return { ruleset: TOY, game, actors: pieces, scene, grid: { gridType: FOUNDRY_GRID_TYPE["odd-q"] as 4, origin: { i: 0, j: 0 } } };
}

/**
 * The world: a counter actor for each of Blue's scouts (Alice's), Red's scout, block and gun (Bob's), the shell-hole
 * marker, a scene on the map's grid. The GM, Alice and Bob log in on the toy's entry, the GM assigns the sides, puts the
 * battle in play with the concealed piece of `kind` at [2, 2], and activates its scene (every page draws it).
 */
async function toyTable(kind: ConcealedKind): Promise<ToyTable> {
  const server = simulatedWorld({ documentTypes });
  const piece = (name: string, kind: string, owner: string) => server.seed("Actor", { name, type: TOY_PIECE, system: { kind }, ownership: { default: 0, [owner]: 3 } })._id;
  const actors = { blue: piece("Blue scout", "scout", "alice"), redScout: piece("Red scout", "scout", "bob"), block: piece("Red block", "block", "bob"), gun: piece("Red gun", "gun", "bob") };
  server.seed("Actor", { name: "Shell hole", type: "marker", system: { kind: SHELL_MARK }, ownership: { default: 2 } });
  const scene = server.seed("Scene", { name: "Toy field", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 } })._id;
  const gm = await server.connect("gm", { entry: TOY_ENTRY });
  const alice = await server.connect("alice", { entry: TOY_ENTRY });
  const bob = await server.connect("bob", { entry: TOY_ENTRY });
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, SIDES as never);
    await startBattle(BATTLE, stored(kind, actors, scene));
    await (gm.game.scenes.get(scene) as SimScene).activate();
  });
  await settled(server);
  return { server, gm, alice, bob, scene, actors };
}

/** A request from `page`'s user, once every page has settled after it. */
async function request(page: Client, req: Request extends infer R ? (R extends Request ? Omit<R, "battle"> : never) : never): Promise<Reply> {
  const reply = await page.run(() => requestReferee({ battle: BATTLE, ...req } as Request));
  await settled(page.server);
  return reply;
}
const command = (page: Client, json: Record<string, unknown>) => request(page, { kind: "command", command: json });
const done = async (reply: Promise<Reply>) => expect(await reply).toMatchObject({ ok: true, result: { status: "done" } });

/** Bob's next decision dialog, answered with the button labelled `label`. */
async function bobChooses(t: ToyTable, label: string): Promise<void> {
  const dialog = await t.bob.nextDialog();
  const button = dialog.buttons.find((b) => b.label === label);
  if (!button) throw new Error(`Bob is offered no "${label}" (${dialog.buttons.map((b) => b.label).join(", ")})`);
  await t.bob.run(() => dialog.click(button.action));
}

/** The battle's tokens on a page: the piece or marker its flags name, where it stands, its actor, its look, its flags. */
function tokens(page: Client, scene: string) {
  const board = page.game.scenes.get(scene) as SimScene;
  return board.tokens.contents
    .map((t: SimToken) => {
      const { i, j } = board.grid.getOffset({ x: t.x, y: t.y });
      const flags = t.flags["hex-tactics"] as { piece?: string; marker?: string };
      return { id: flags.piece ?? flags.marker!, hex: [j, i] as Hex, at: { x: t.x, y: t.y }, actorId: t.actorId, name: t.name, img: t.texture.src, flags: t.flags };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** What every page holds of the battle (its Combat's system, its tokens, its cards); throws unless the three hold the same. */
function everyone(t: ToyTable) {
  const seen = [t.gm, t.alice, t.bob].map((page) => ({
    combat: (page.game.combats.find((c) => c.getFlag("hex-tactics", "battle") === BATTLE) as SimCombat | undefined)?.system,
    tokens: tokens(page, t.scene),
    cards: (page.game.messages.contents as SimChatMessage[]).filter((m) => m.type === "card").map((m) => ({ ruleset: m.system.ruleset, kind: m.system.kind, data: m.system.data })),
  }));
  for (const other of seen.slice(1)) expect(JSON.stringify(other)).toBe(JSON.stringify(seen[0]));
  return seen[0]!;
}

/** What `page`'s canvas draws of its side's private layer (src/foundry/canvas/private-layer.ts): each piece's name and words. */
function drawnLayer(page: Client): { name: string; text: string }[] {
  const kept = (page.game as unknown as Record<symbol, { private: SimContainer | null } | undefined>)[Symbol.for("hex-tactics.canvas")];
  return (kept?.private?.children ?? []).map((c) => ({ name: c.name, text: (c.children.find((x) => x.name === "text") as unknown as { text: string } | undefined)?.text ?? "" }));
}

/** Every page: the concealed piece known by `ref` is a token with no actor at `hex`, its side's back, its flags the battle and its handle alone. */
function concealedEverywhere(t: ToyTable, ref: string, hex: Hex): void {
  for (const page of [t.gm, t.alice, t.bob])
    expect(tokens(page, t.scene).find((x) => x.id === ref)).toMatchObject({
      hex,
      actorId: null,
      name: BACKS.red!.name,
      img: BACKS.red!.img,
      flags: { "hex-tactics": { battle: BATTLE, piece: ref } },
    });
  for (const page of [t.gm, t.alice, t.bob]) expect(tokens(page, t.scene).find((x) => x.id === ref)!.flags).toEqual({ "hex-tactics": { battle: BATTLE, piece: ref } });
}

/** Handles renamed in the order they first appear: each game's salt is its own, what its handles tell may not be. */
function handlesRenamed(messages: readonly string[]): string[] {
  const names = new Map<string, string>();
  const rename = (handle: string) => names.get(handle) ?? names.set(handle, `handle${names.size}`).get(handle)!;
  return messages.map((m) => m.replace(/c-[0-9a-f]{20}/g, rename));
}

interface Played {
  readonly t: ToyTable;
  /** How much Alice's page had received just before the shell that reveals the concealed piece. */
  readonly beforeReveal: number;
}

/** The game up to the reveal, with the concealed piece of `kind` at [2, 2]. */
async function play(kind: ConcealedKind): Promise<Played> {
  const t = await toyTable(kind);
  const { here, far } = concealed(kind);
  const bothConcealed = () => {
    concealedEverywhere(t, here, [2, 2]);
    concealedEverywhere(t, far, [5, 5]);
  };
  const shown = everyone(t);
  expect(shown.combat).toMatchObject({ ruleset: TOY, battle: BATTLE, turn: 1, canUndo: false, details: { type: TOY, active: "blue" }, names: { s1: "Blue scout", s2: "Blue rifles", r1: "Red scout" } });
  expect(Object.keys((shown.combat as { names: object }).names)).not.toContain("b1");
  expect(Object.keys((shown.combat as { names: object }).names)).not.toContain("g1");
  expect(shown.tokens.map((x) => [x.id, x.hex, x.actorId])).toEqual([
    [here, [2, 2], null],
    [far, [5, 5], null],
    ["r1", [4, 4], t.actors.redScout],
    ["s1", [1, 2], t.actors.blue],
    ["s2", [1, 2], t.actors.blue],
  ]);
  bothConcealed();

  // Each side's private layer on its own canvas: Bob's draws the kinds over the concealed pieces' tokens; Alice's nothing.
  const words = kind === "block" ? ["Block", "Gun"] : ["Gun", "Block"];
  const layer = [
    { name: `piece:${here}`, text: words[0] },
    { name: `piece:${far}`, text: words[1] },
  ];
  expect(drawnLayer(t.bob)).toEqual(layer);
  expect(drawnLayer(t.alice)).toEqual([]);
  expect(drawnLayer(t.gm)).toEqual([]);

  // Alice drags her scouts, both controlled, into [2, 3] then [2, 4]: one request with both movers; Bob is asked the
  // window after each step: he passes after the first, his scout snipes after the second (a 3: no hit).
  const handle = vi.spyOn(t.gm.run(() => tableClient().referee!), "handle");
  const { refused, reply } = await dragControlled(t, t.alice, ["s1", "s2"], [
    [2, 3],
    [2, 4],
  ]);
  expect(refused).toEqual([true, true]);
  await bobChooses(t, "Pass (default)");
  t.server.dice.push(3);
  await bobChooses(t, "Red scout");
  expect((await reply).result).toMatchObject({ status: "done", moved: 2 });
  // (The pages' canvases ask too: their fog's sight, their layers.)
  expect(handle.mock.calls.filter(([, req]) => req.kind === "move-path")).toEqual([["alice", { kind: "move-path", battle: BATTLE, movers: ["s1", "s2"], path: [[2, 3], [2, 4]] }]]);
  handle.mockRestore();
  expect(everyone(t).tokens.filter((x) => x.id.startsWith("s")).map((x) => [x.id, x.hex])).toEqual([
    ["s1", [2, 4]],
    ["s2", [2, 4]],
  ]);
  bothConcealed();

  // A shell at the vertex where [2, 3], [3, 2] and [2, 2] meet: a die for the concealed piece's hex (a 2: nothing), a
  // marker centred on the vertex on every page, a card.
  t.server.dice.push(2);
  await done(command(t.alice, { type: "shell", at: [2, 3, 1] }));
  const marker = everyone(t).tokens.find((x) => x.id === `${SHELL_MARK}@2,3,1`)!;
  const grid = (t.gm.game.scenes.get(t.scene) as SimScene).grid;
  const centre = vertexToGridPoint({ gridType: 4, origin: { i: 0, j: 0 } }, [2, 3, 1], (o) => grid.getTopLeftPoint(o));
  expect(marker.at).toEqual({ x: Math.round(centre.x), y: Math.round(centre.y) });
  expect(everyone(t).cards.at(-1)).toEqual({
    ruleset: TOY,
    kind: "log",
    data: { command: "shell", side: "blue", events: [{ type: "shelled", side: "blue", at: [2, 3, 1], hexes: [{ hex: [2, 2], roll: 2 }] }] },
  });
  bothConcealed();
  expect(drawnLayer(t.bob)).toEqual(layer);
  expect(drawnLayer(t.alice)).toEqual([]);
  return { t, beforeReveal: t.alice.received.length };
}

/** The rest: a second shell reveals the concealed piece; Alice's pass taken back; the GM's reload; Bob's pass ends the turn, taken back. */
async function playOn({ t }: Played, kind: ConcealedKind): Promise<void> {
  t.server.dice.push(5);
  const { here, far } = concealed(kind);
  const id = IDS[kind];
  const revealed = await command(t.alice, { type: "shell", at: [2, 3, 1] });
  expect(revealed).toMatchObject({ ok: true, result: { events: [{ type: "shelled" }, { type: "revealed", piece: id, ref: here, kind }] } });
  // Its token is its counter's now, on every page; its side's layer tells of the other alone.
  const shown = everyone(t).tokens.find((x) => x.id === id)!;
  expect([shown.hex, shown.actorId, shown.flags]).toEqual([[2, 2], t.actors[kind], { "hex-tactics": { battle: BATTLE, piece: id, state: {} } }]);
  expect(everyone(t).tokens.find((x) => x.id === here)).toBeUndefined();
  expect(everyone(t).combat).toMatchObject({ names: { [id]: kind === "block" ? "Red block" : "Red gun" } });
  expect(Object.keys((everyone(t).combat as { names: object }).names)).not.toContain(IDS[otherKind(kind)]);
  expect(drawnLayer(t.bob)).toEqual([{ name: `piece:${far}`, text: kind === "block" ? "Gun" : "Block" }]);

  // Undo: Alice's pass is taken back (no die, no reveal, nobody else's decision).
  await done(command(t.alice, { type: "pass" }));
  expect(everyone(t).combat).toMatchObject({ canUndo: true, details: { active: "red" } });
  expect(await request(t.alice, { kind: "undo" })).toEqual({ ok: true, result: { undone: "pass" } });
  expect(everyone(t).combat).toMatchObject({ details: { active: "blue" } });
  expect(everyone(t).cards.at(-1)).toMatchObject({ kind: "undone", data: { command: "pass", side: "blue" } });
  await done(command(t.alice, { type: "pass" }));
  const before = everyone(t);

  // The GM's page reloads: its referee reopens the sealed store and plays on.
  t.server.disconnect("gm");
  t.gm = await t.server.connect("gm", { entry: TOY_ENTRY });
  await vi.waitFor(() => expect(t.gm.run(() => tableClient().referee)).not.toBeNull());
  expect(everyone(t)).toEqual(before);
  const ended = await command(t.bob, { type: "pass" });
  expect(ended).toMatchObject({ ok: true, result: { events: [{ type: "passed", side: "red" }, { type: "turn-ended", turn: 2 }] } });
  expect(everyone(t).combat).toMatchObject({ turn: 2, canUndo: true, details: { active: "blue" } });
  expect(await request(t.bob, { kind: "undo" })).toEqual({ ok: true, result: { undone: "pass" } });
  expect(everyone(t).combat).toMatchObject({ turn: 1, details: { active: "red" } });
  const board: [string, Hex][] = [
    [id, [2, 2]],
    [far, [5, 5]],
    ["r1", [4, 4]],
    ["s1", [2, 4]],
    ["s2", [2, 4]],
    [`${SHELL_MARK}@2,3,1`, [2, 3]],
  ];
  expect(everyone(t).tokens.map((x) => [x.id, x.hex])).toEqual(board.sort(([a], [b]) => a.localeCompare(b)));
  for (const page of [t.gm, t.alice, t.bob]) expect(page.errors).toEqual([]);
}

describe("a second game at the table, registered by a test alone (issue 17)", () => {
  it("played in the simulated world: a drag of two movers with the other side's window between steps, concealed pieces known by their handles, a private layer, a vertex shell that reveals one, undo and the GM's reload; Alice's page receives the same with the block or the gun at [2, 2] until the reveal", async () => {
    const block = await play("block");
    const gun = await play("gun");
    const alice = (p: Played) => handlesRenamed(received(p.t.alice.received.slice(0, p.beforeReveal)));
    expect(alice(gun)).toEqual(alice(block));
    expect(alice(block).join("\n")).not.toMatch(/"b1"|"g1"/);
    // (The comparison can tell: Bob's pages did not receive the same.)
    expect(received(gun.t.bob.received)).not.toEqual(received(block.t.bob.received));
    await playOn(block, "block");
    await playOn(gun, "gun");
  }, 240_000);
});
