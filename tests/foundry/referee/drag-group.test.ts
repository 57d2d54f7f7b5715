/**
 * Which of a user's controlled tokens a drag moves with the dragged one (src/foundry/referee/token-moves.ts `moversOf`):
 * its battle's ruleset says (its table module's `canvas.dragGroup`, given each token's piece, actor type and map hex);
 * a ruleset that says nothing moves the dragged token alone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { moversOf } from "../../../src/foundry/referee/token-moves";
import { resetWorld } from "../setup/foundry-shim";

/** A grid whose hexes are 100 px apart (only the offsets matter here). */
const grid = { getOffset: ({ x, y }: { x: number; y: number }) => ({ i: Math.round(y / 100), j: Math.round(x / 100) }), getTopLeftPoint: ({ i, j }: { i: number; j: number }) => ({ x: j * 100, y: i * 100 }) };
const token = (piece: string, type: string, [column, row]: [number, number]) => ({ id: `t-${piece}`, x: column * 100, y: row * 100, flags: { "hex-tactics": { battle: "b1", piece } }, parent: { grid }, actor: { type } });
const placement = { gridType: 4 as const, origin: { i: 0, j: 0 } };

function table(ruleset: string, controlled: readonly ReturnType<typeof token>[]) {
  resetWorld();
  Object.assign(game as object, { combats: [{ getFlag: (_scope: string, key: string) => (key === "battle" ? "b1" : undefined), system: { ruleset } }] });
  Object.assign(globalThis, { canvas: { tokens: { controlled: controlled.map((document) => ({ document })) } } });
}

afterEach(() => {
  delete (globalThis as { canvas?: unknown }).canvas;
});

describe("a drag's movers, as the battle's ruleset groups them", () => {
  const unit = token("g1", "unit", [3, 3]);
  const lt = token("lt", "leader", [3, 3]);
  const far = token("g2", "unit", [5, 5]);

  it("IA1 6.4 Infantry Attacks: the unit dragged with the leader in its hex, the unit first", () => {
    table("infantry-attacks", [lt, unit, far]);
    expect(moversOf(lt, "b1", placement, grid).map((t) => [t.piece, t.actorType, t.hex])).toEqual([
      ["g1", "unit", [3, 3]],
      ["lt", "leader", [3, 3]],
    ]);
  });

  it("a ruleset that groups nothing: the dragged token alone", () => {
    table("no-such-ruleset", [lt, unit]);
    expect(moversOf(unit, "b1", placement, grid).map((t) => t.piece)).toEqual(["g1"]);
  });
});
