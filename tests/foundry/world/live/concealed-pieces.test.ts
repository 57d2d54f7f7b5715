/**
 * What the projection writer (src/foundry/referee/projection-writer.ts) makes of the seams the next games need, in the
 * simulated world: a piece whose presence is public but identity is not — a token with no actor showing its side's back,
 * its flags naming the ruleset's handle alone, replaced by its counter's token when revealed — and a marker on a hex
 * vertex, its token centred on the point where the vertex's three hexes meet. Infantry Attacks projects neither: the
 * projections here are written by hand, as a ruleset's table pieces would.
 */
import { describe, expect, it } from "vitest";
import { FOUNDRY_GRID_TYPE, vertexGridOffsets, type GridPlacement } from "../../../../src/engine/hex/foundry-grid";
import type { Projection } from "../../../../src/foundry/referee/ports";
import { writeProjection } from "../../../../src/foundry/referee/projection-writer";
import type { SimScene, SimToken } from "../documents";
import { simulatedWorld } from "../world";

const grid: GridPlacement = { gridType: FOUNDRY_GRID_TYPE["odd-q"] as 4, origin: { i: 1, j: 2 } };
const BACK = { side: "red", name: "Red block", img: "systems/hex-tactics/assets/red-back.svg" };

async function board() {
  const server = simulatedWorld();
  const scene = server.seed("Scene", { name: "Board", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 } });
  const block = server.seed("Actor", { name: "Rifle block", type: "unit", system: {}, ownership: { default: 2 } });
  server.seed("Actor", { name: "Cross hair", type: "marker", system: { kind: "smoke" }, ownership: { default: 2 } });
  server.seed("Combat", { type: "battle", scene: scene._id, active: true, flags: { "hex-tactics": { battle: "b1", grid } }, system: {} });
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const write = (projection: Projection) => gm.run(() => writeProjection("b1", { ruleset: "toy", actors: { b7: block._id }, scene: scene._id, grid }, projection));
  const tokens = () => (alice.game.scenes.get(scene._id) as SimScene).tokens.contents as SimToken[];
  return { alice, write, tokens, block, scene: scene._id };
}

describe("pieces whose presence is public but identity is not, and markers on vertices, as tokens", () => {
  it("a concealed piece: a token with no actor showing its side's back, named the side's, its flags the handle alone", async () => {
    const t = await board();
    await t.write({ combat: {}, pieces: [{ piece: "c-9x2k", hex: [3, 4], concealed: BACK }], markers: [] });
    const [token] = t.tokens();
    expect([token!.actorId, token!.actor, token!.name, token!.texture.src]).toEqual([null, null, "Red block", BACK.img]);
    expect(token!.flags).toEqual({ "hex-tactics": { battle: "b1", piece: "c-9x2k" } });
  }, 30_000);

  it("concealed pieces' tokens are made after the others, by handle, whatever order the projection lists them in (every client sees creation order)", async () => {
    const t = await board();
    await t.write({
      combat: {},
      pieces: [
        { piece: "c-7f01", hex: [3, 4], concealed: BACK },
        { piece: "b7", hex: [2, 2], statuses: [] },
        { piece: "c-0a9e", hex: [4, 4], concealed: BACK },
      ],
      markers: [],
    });
    expect(t.tokens().map((x) => x.getFlag("hex-tactics", "piece"))).toEqual(["b7", "c-0a9e", "c-7f01"]);
  }, 30_000);

  it("anyone may update a token with no actor (V13): what a player changes of it, the next projection puts back", async () => {
    const t = await board();
    const shown: Projection = { combat: {}, pieces: [{ piece: "c-9x2k", hex: [3, 4], concealed: BACK }], markers: [] };
    await t.write(shown);
    const [token] = t.tokens();
    await t.alice.run(() => token!.update({ name: "Rifle block", texture: { src: "icons/svg/skull.svg" } }));
    expect([t.tokens()[0]!.name, t.tokens()[0]!.texture.src]).toEqual(["Rifle block", "icons/svg/skull.svg"]);
    // (The GM's referee hears of it and writes the board again: here no battle b1 is in its store, so the test does.)
    await t.write(shown);
    expect([t.tokens()[0]!.id, t.tokens()[0]!.name, t.tokens()[0]!.texture.src]).toEqual([token!.id, "Red block", BACK.img]);
  }, 30_000);

  it("revealed, it is shown by its counter's token; concealed again, by the back once more", async () => {
    const t = await board();
    await t.write({ combat: {}, pieces: [{ piece: "c-9x2k", hex: [3, 4], concealed: BACK }], markers: [] });
    await t.write({ combat: {}, pieces: [{ piece: "b7", hex: [3, 4], statuses: [] }], markers: [] });
    expect(t.tokens().map((x) => [x.actorId, x.getFlag("hex-tactics", "piece")])).toEqual([[t.block._id, "b7"]]);
    await t.write({ combat: {}, pieces: [{ piece: "b7", hex: [3, 5], concealed: BACK }], markers: [] });
    expect(t.tokens().map((x) => [x.actorId, x.getFlag("hex-tactics", "piece"), x.texture.src])).toEqual([[null, "b7", BACK.img]]);
  }, 30_000);

  it("a marker on a vertex: its token centred where the vertex's three hexes meet (the mean of their top-left points, to the pixel)", async () => {
    const t = await board();
    await t.write({ combat: {}, pieces: [], markers: [{ kind: "smoke", vertex: [3, 4, 1] }, { kind: "smoke", hex: [3, 4] }] });
    const sceneGrid = (t.alice.game.scenes.get(t.scene) as SimScene).grid;
    const corners = vertexGridOffsets(grid, [3, 4, 1]).map((o) => sceneGrid.getTopLeftPoint(o));
    const mean = { x: Math.round(corners.reduce((s, p) => s + p.x, 0) / 3), y: Math.round(corners.reduce((s, p) => s + p.y, 0) / 3) };
    const placed = Object.fromEntries(t.tokens().map((x) => [String(x.getFlag("hex-tactics", "marker")), { x: x.x, y: x.y }]));
    expect(placed).toEqual({ "smoke@3,4,1": mean, "smoke@3,4": sceneGrid.getTopLeftPoint({ i: 5, j: 5 }) });
  }, 30_000);

  it("a shown piece's turn is its token's rotation, made so and turned again when it changes (a block's strength on its top edge)", async () => {
    const t = await board();
    await t.write({ combat: {}, pieces: [{ piece: "b7", hex: [3, 4], statuses: [], turn: 270 }], markers: [] });
    const [token] = t.tokens();
    expect(token!.rotation).toBe(270);
    await t.write({ combat: {}, pieces: [{ piece: "b7", hex: [3, 4], statuses: [], turn: 180 }], markers: [] });
    expect(t.tokens().map((x) => [x.id, x.rotation])).toEqual([[token!.id, 180]]);
    // A piece without a turn keeps its token's rotation as it is.
    await t.write({ combat: {}, pieces: [{ piece: "b7", hex: [3, 5], statuses: [] }], markers: [] });
    expect(t.tokens()[0]!.rotation).toBe(180);
  }, 30_000);
});
