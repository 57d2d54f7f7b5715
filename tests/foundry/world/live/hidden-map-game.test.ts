/**
 * IA1 16.5 on the map: a scripted game played twice through the simulated world, with and without Bob's hidden
 * company (3rd Company) and MG platoon in the woods at [4, 8]. Alice drags her companies hex by hex (the token moves'
 * `move-path` requests), her page asking at every step what its canvas asks — her side's sight, the LOS tool (to the
 * Russian stack, and to the hidden hex naming the hidden company as the target) and the ruler's preview; Bob is asked
 * for opportunity fire at every hex entered (IA1 13.1) and fires once with an open company; between Alice's moves Bob
 * limbers his hidden MG (IA1 5.61), a command no German sees anything of. Then Alice's company and its lieutenant close
 * on the woods until a rule places a hidden piece on the board (IA1 16.5): the hidden company fires at them two hexes
 * off (13.1), or, Bob holding his fire, they enter the hex next to the woods and spot both hidden pieces.
 *
 * Everything Alice's page received from the server (tests/foundry/world/client.ts `received`: the world as it
 * connected, documents with their flags, settings, packs, chat, users, query payloads, replies and errors) is the same
 * in both runs up to that reveal, document ids, session keys and timestamps aside; it never names the hidden pieces,
 * their ids or their hex; and from the reveal on the revealed pieces' tokens stand at their hex on every page.
 */
import { describe, expect, it } from "vitest";
import { readLayer } from "../../../../src/foundry/canvas/private-layer";
import { requestReferee } from "../../../../src/foundry/referee/queries";
import { viewAsSide } from "../../../../src/foundry/settings/settings";
import { drag, dragControlled, pointOf } from "./drags";
import { BATTLE, command, everyone, liveTable, received, request, result, type LiveTable } from "./table";

type Hex = [number, number];
const RUSSIANS: Hex = [3, 7];
const WOODS: Hex = [4, 8];

/**
 * How many enemy pieces are hidden on the map is part of a side's view: the scenario's hidden set-up is public, and so
 * is every reveal (docs/rulings.md, IA1 16.5). The two runs differ in it by design; the comparison sets it aside.
 */
const countAside = (messages: string[]) => messages.map((m) => m.replace(/"hiddenEnemies":\d+/g, '"hiddenEnemies":"n"'));

const done = async (reply: ReturnType<typeof command>) => expect(result(await reply).status).toBe("done");

/** Bob's next decision dialog, answered with the button labelled `label`. */
async function bobChooses(t: LiveTable, label: string): Promise<void> {
  const dialog = await t.bob.nextDialog();
  const button = dialog.buttons.find((b) => b.label === label);
  if (!button) throw new Error(`Bob is offered no "${label}" (${dialog.buttons.map((b) => b.label).join(", ")})`);
  await t.bob.run(() => dialog.click(button.action));
}

/**
 * What Alice's page asks before a drag of `piece` from `from` into `to`: her side's private layer (its own hidden
 * pieces: src/foundry/canvas/register-canvas.ts) and view (her dialogs'), sight (the fog), two lines of sight, the ruler
 * for the drag's movers.
 */
async function aliceLooks(t: LiveTable, piece: string, from: Hex, to: Hex, leaders: string[] = []): Promise<void> {
  expect(await request(t.alice, { kind: "layer" })).toEqual({ ok: true, result: { pieces: [], markers: [], hexes: [] } });
  const asked = [
    await request(t.alice, { kind: "view" }),
    await request(t.alice, { kind: "sight" }),
    await request(t.alice, { kind: "los", from, to: RUSSIANS }),
    await request(t.alice, { kind: "los", from, to: WOODS, target: "r3" }),
    await request(t.alice, { kind: "preview", movers: [piece, ...leaders], path: [to] }),
  ];
  expect(asked.map((reply) => reply.ok)).toEqual([true, true, true, true, true]);
}

/** The hidden pieces a page's canvas draws for `side` (src/foundry/canvas/private-layer.ts), from the side's private layer. */
const drawnHidden = async (page: LiveTable["bob"], side?: string) =>
  readLayer(result(await page.run(() => requestReferee({ kind: "layer", battle: BATTLE, ...(side ? { side } : {}) }))))
    .pieces.filter((p) => p.hidden)
    .map((p) => ({ name: p.label.text, hex: p.hex }));

interface Played {
  readonly t: LiveTable;
  /** How much Alice's page had received when Bob was asked in the hex where a hidden piece is revealed. */
  readonly beforeReveal: number;
}

/**
 * The game, Bob's hidden pieces set up when `hidden`: the hidden company fires when the 1st company is two hexes off
 * (`fire`), or the 1st company goes on into [4, 7], next to the woods (`spot`).
 */
async function play(hidden: boolean, reveal: "fire" | "spot"): Promise<Played> {
  const t = await liveTable({ hidden, gun: hidden, lieutenant: true });
  t.server.dice.push(4, 2);
  await done(command(t.alice, { type: "roll-initiative" }));

  // Alice: the 2nd company alone along the Russian front, four hexes off (IA1 5.5); Bob passes in each hex.
  await done(command(t.alice, { type: "activate", root: { piece: "g2" }, pieces: { g2: "move" } }));
  let at: Hex = [3, 3];
  for (const hex of [[4, 4], [5, 4], [6, 5]] as Hex[]) {
    await aliceLooks(t, "g2", at, hex);
    const { refused, reply } = await drag(t, t.alice, "g2", [hex]);
    expect(refused).toBe(true);
    await bobChooses(t, "Pass (default)");
    expect((await reply).result).toMatchObject({ status: "done", moved: 1 });
    at = hex;
  }
  await done(command(t.alice, { type: "end-activation" }));

  // Bob: his Kapitan activates the hidden MG, which limbers — nothing a German sees.
  await done(command(t.bob, { type: "activate", root: { leader: "kap" }, pieces: { kap: "move", ...(hidden ? { r4: "move" } : {}) } }));
  if (hidden) expect(result(await command(t.bob, { type: "limber", unit: "r4" })).events?.map((e) => e.type)).toEqual(["acting", "limbered", "moved-fired"]);
  await done(command(t.bob, { type: "end-activation" }));

  // Alice: Lt. Weber leads the 1st company towards the woods (IA1 5.5, 6.4).
  await done(command(t.alice, { type: "activate", root: { leader: "lt" }, pieces: { g1: { action: "move", ledBy: "lt" }, lt: "move" } }));
  at = [3, 3];
  // In [4, 4] the 1st Company fires (4+4: no effect on the fixture table); the window stays open (IA1 13.15): Bob
  // passes. The 2nd Company may fire in every hex, so that Bob is asked in each without his hidden pieces too.
  const choices: [Hex, string[]][] = [
    [[4, 4], ["1st Company", "Pass (default)"]],
    [[4, 5], ["Pass (default)"]],
    ...(reveal === "spot" ? [[[4, 6], ["Pass (default)"]] as [Hex, string[]]] : []),
  ];
  for (const [hex, labels] of choices) {
    await aliceLooks(t, "g1", at, hex, ["lt"]);
    const { refused, reply } = await dragControlled(t, t.alice, ["g1", "lt"], [hex]);
    expect(refused).toEqual([true, true]);
    for (const label of labels) {
      if (label !== "Pass (default)") t.server.dice.push(4, 4);
      await bobChooses(t, label);
    }
    expect((await reply).result).toMatchObject({ status: "done", moved: 1 });
    at = hex;
  }
  const last: Hex = reveal === "fire" ? [4, 6] : [4, 7];
  await aliceLooks(t, "g1", at, last, ["lt"]);
  const { reply } = await dragControlled(t, t.alice, ["g1", "lt"], [last]);
  const dialog = await t.bob.nextDialog();
  const beforeReveal = t.alice.received.length;
  const choose = async (label: string) => t.bob.run(() => dialog.click(dialog.buttons.find((b) => b.label === label)!.action));
  if (hidden && reveal === "fire") {
    // The hidden company fires at two hexes' range (4+4: no effect) and is placed on the board (IA1 16.5).
    t.server.dice.push(4, 4);
    await choose("3rd Company");
    await bobChooses(t, "Pass (default)");
  } else await choose("Pass (default)");
  expect((await reply).result).toMatchObject({ status: "done", moved: 1 });
  expect(t.server.dice.remaining).toBe(0);
  return { t, beforeReveal };
}

/**
 * (a) Alice's stream is the same in both runs up to the reveal, and names no hidden piece, id or hex; (c) Bob's differs.
 * Returns Alice's whole stream and the part before the reveal.
 */
function sameUntilReveal(withHidden: Played, without: Played, looks: number) {
  const { t } = withHidden;
  const alice = received(t.alice.received);
  const untilReveal = received(t.alice.received.slice(0, withHidden.beforeReveal));
  expect(countAside(untilReveal)).toEqual(countAside(received(without.t.alice.received.slice(0, without.beforeReveal))));
  // (Its ids are numbered as in the whole stream, so what follows it is the rest of that stream.)
  expect(alice.slice(0, untilReveal.length)).toEqual(untilReveal);
  expect(untilReveal.filter((m) => m.includes('"hiddenEnemies"')).map((m) => /"hiddenEnemies":(\d+)/.exec(m)![1])).toEqual(Array(looks).fill("2"));
  // It never names the hidden pieces nor their ids; the hidden hex only as woods in the map of her side's view and in
  // the LOS tool's answers to her own question about it (those the same in both runs); no token ever stood on it.
  const text = untilReveal.join("\n");
  for (const secret of ["3rd Company", "MG Platoon"]) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/\br[34]\b/);
  const woodsSeen = untilReveal.map((m) => m.replaceAll('{"at":[4,8],"terrain":["woods"]', "the map's woods")).filter((m) => m.includes("[4,8]"));
  expect(woodsSeen).toHaveLength(looks);
  for (const m of woodsSeen) expect(m).toMatch(/^\{"query":"hex-tactics","result":\{"ok":true,"result":\{.*"to":\[4,8\]/);
  const { x, y } = pointOf(t, t.alice, WOODS);
  expect(text).not.toContain(`"x":${x},"y":${y}`);
  expect(alice.slice(untilReveal.length).join("\n")).toContain(`"x":${x},"y":${y}`);
  // (c) The comparison can tell: Bob's page heard of his hidden pieces.
  expect(t.bob.received.join("\n")).toContain("MG Platoon");
  expect(received(t.bob.received)).not.toEqual(received(without.t.bob.received));
  return alice;
}

/** Alice's side's view now: where it has the hidden company, and how many enemy pieces it knows are hidden. */
async function aliceKnows(t: LiveTable) {
  const view = result(await request(t.alice, { kind: "view" })) as unknown as { battle: { units: Record<string, { hex: Hex }> }; hiddenEnemies: number };
  return [view.battle.units.r3?.hex, view.hiddenEnemies];
}

describe("IA1 16.5 a game on the map with hidden pieces", () => {
  it("IA1 16.5, 13.1 Alice's page receives the same with or without Bob's hidden pieces until the hidden company fires, then sees it", async () => {
    const withHidden = await play(true, "fire");
    const alice = sameUntilReveal(withHidden, await play(false, "fire"), 6);
    // (b) From the reveal on, the company's token stands in the woods on every page, MOVED/FIRED and SPOTTED as a
    // firer (IA1 13.1, 8.52); the MG, never revealed, stays unknown.
    const { t } = withHidden;
    expect(everyone(t).tokens.filter((k) => k.piece.startsWith("r"))).toEqual([
      { piece: "r1", hex: [3, 7], statuses: ["ht-moved-fired"] },
      { piece: "r2", hex: [3, 7], statuses: [] },
      { piece: "r3", hex: [4, 8], statuses: ["ht-moved-fired", "ht-spotted"] },
    ]);
    expect(await aliceKnows(t)).toEqual([[4, 8], 1]);
    expect(await drawnHidden(t.bob)).toEqual([{ name: "MG Platoon", hex: [4, 8] }]);
    expect(alice.join("\n")).not.toContain("MG Platoon");
    expect(alice.join("\n")).not.toMatch(/\br4\b/);
  }, 120_000);

  it("IA1 16.5, 8.0 the same until Alice's company enters the hex next to the woods: it spots both hidden pieces, whose tokens appear", async () => {
    const withHidden = await play(true, "spot");
    sameUntilReveal(withHidden, await play(false, "spot"), 7);
    // (b) Both tokens stand in the woods on every page, the MG as Bob left it while hidden: limbered, moved/fired.
    const { t } = withHidden;
    expect(everyone(t).tokens.filter((k) => k.piece.startsWith("r"))).toEqual([
      { piece: "r1", hex: [3, 7], statuses: ["ht-moved-fired"] },
      { piece: "r2", hex: [3, 7], statuses: [] },
      { piece: "r3", hex: [4, 8], statuses: [] },
      { piece: "r4", hex: [4, 8], statuses: ["ht-limbered", "ht-moved-fired"] },
    ]);
    expect(await aliceKnows(t)).toEqual([[4, 8], 0]);
    expect(await drawnHidden(t.bob)).toEqual([]);
  }, 120_000);

  it("IA1 16.5 Bob's canvas and the GM's viewing as the Russians draw the hidden pieces from the Russian view; Alice's none", async () => {
    const t = await liveTable({ hidden: true, gun: true });
    await t.gm.run(() => t.gm.game.settings.set("hex-tactics", "viewAs", "russian"));
    const russian = [
      { name: "3rd Company", hex: [4, 8] },
      { name: "MG Platoon", hex: [4, 8] },
    ];
    expect(await drawnHidden(t.bob)).toEqual(russian);
    expect(await drawnHidden(t.gm, t.gm.run(() => viewAsSide()))).toEqual(russian);
    expect(await drawnHidden(t.alice)).toEqual([]);
    expect(await drawnHidden(t.gm, "german")).toEqual([]);
  }, 60_000);
});
