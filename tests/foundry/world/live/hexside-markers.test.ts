/**
 * A marker on a hexside as the projection writer (src/foundry/referee/projection-writer.ts) places it in the simulated
 * world: a one-hex token of its kind's `marker` actor centred on the middle of the hexside (the mean of its two hexes'
 * top-left points, to the pixel) and turned along it (`rotation`, whole degrees clockwise), keyed by its hexes in
 * either order; moved to another hexside it is replaced, gone from the projection it goes — as markers on hexes do.
 */
import { describe, expect, it, vi } from "vitest";
import { FOUNDRY_GRID_TYPE, toGridOffset, type GridPlacement } from "../../../../src/engine/hex/foundry-grid";
import type { Projection } from "../../../../src/foundry/referee/ports";
import { writeProjection } from "../../../../src/foundry/referee/projection-writer";
import type { SimScene, SimToken } from "../documents";
import { simulatedWorld } from "../world";

async function board(gridType: 2 | 4) {
  const grid: GridPlacement = { gridType, origin: { i: 1, j: 2 } };
  const server = simulatedWorld();
  const scene = server.seed("Scene", { name: "Board", grid: { type: gridType, size: 100 } });
  server.seed("Actor", { name: "Breach", type: "marker", system: { kind: "breach" }, ownership: { default: 2 } });
  server.seed("Combat", { type: "battle", scene: scene._id, active: true, flags: { "hex-tactics": { battle: "b1", grid } }, system: {} });
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const write = (markers: Projection["markers"]) => gm.run(() => writeProjection("b1", { ruleset: "toy", actors: {}, scene: scene._id, grid }, { combat: {}, pieces: [], markers }));
  const sceneGrid = () => (alice.game.scenes.get(scene._id) as SimScene).grid;
  const tokens = () =>
    ((alice.game.scenes.get(scene._id) as SimScene).tokens.contents as SimToken[]).map((t) => ({ id: t.id, key: t.getFlag("hex-tactics", "marker"), x: t.x, y: t.y, rotation: t.toObject().rotation }));
  /** Where a hexside's token goes: the mean of its hexes' top-left points, to the pixel. */
  const middle = (a: [number, number], b: [number, number]) => {
    const [p, q] = [a, b].map((h) => sceneGrid().getTopLeftPoint(toGridOffset(grid, h)));
    return { x: Math.round((p!.x + q!.x) / 2), y: Math.round((p!.y + q!.y) / 2) };
  };
  return { write, tokens, middle };
}

describe("markers on hexsides, as tokens", () => {
  it.each([
    // Flat-topped hexes (HEXODDQ): the hexside below a hex lies level; map column 3 lies on grid column 5, shoved down, so
    // [4, 4] is its upper-right neighbour, across a hexside sloping down to the right at 60°.
    ["flat", FOUNDRY_GRID_TYPE["odd-q"] as 4, [[3, 4], [3, 5]], 0, [[3, 4], [4, 4]], 60],
    // Pointy-topped hexes (HEXODDR): the hexside to a hex's right stands upright; map row 4 lies on grid row 5, shoved
    // right, so [3, 5] is its lower-left neighbour, across a hexside sloping down to the right at 30°.
    ["pointy", FOUNDRY_GRID_TYPE["odd-r"] as 2, [[3, 4], [4, 4]], 90, [[3, 4], [3, 5]], 30],
  ] as const)("on a %s hex grid: centred on the hexside's middle and turned along it, the same token whichever hex is named first; moved, replaced; gone, removed", async (_, gridType, first, turned, second, turnedSecond) => {
    const t = await board(gridType);
    const [a, b] = first.map((h) => [...h] as [number, number]);
    await t.write([{ kind: "breach", hexside: [a!, b!] }]);
    const [placed] = t.tokens();
    expect(t.tokens()).toEqual([{ id: placed!.id, key: `breach@${a!.join(",")}|${b!.join(",")}`, ...t.middle(a!, b!), rotation: turned }]);
    // The same hexside named the other way round: the token stays.
    await t.write([{ kind: "breach", hexside: [b!, a!] }]);
    expect(t.tokens()).toEqual([placed]);
    // The marker on another hexside: a new token there, the old one gone.
    const [c, d] = second.map((h) => [...h] as [number, number]);
    await t.write([{ kind: "breach", hexside: [d!, c!] }]);
    const [moved] = t.tokens();
    expect(t.tokens()).toEqual([{ id: moved!.id, key: `breach@${c!.join(",")}|${d!.join(",")}`, ...t.middle(c!, d!), rotation: turnedSecond }]);
    expect(moved!.id).not.toBe(placed!.id);
    await t.write([]);
    expect(t.tokens()).toEqual([]);
  }, 30_000);

  it("a hexside of two hexes not adjacent (a battle edited by hand) places no marker; the others are still written", async () => {
    const t = await board(FOUNDRY_GRID_TYPE["odd-q"] as 4);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await t.write([{ kind: "breach", hexside: [[1, 1], [6, 6]] }, { kind: "breach", hexside: [[3, 4], [3, 5]] }]);
      expect(t.tokens().map((x) => x.key)).toEqual(["breach@3,4|3,5"]);
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  }, 30_000);
});
