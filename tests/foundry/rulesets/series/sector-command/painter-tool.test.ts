/**
 * The terrain painter's sector tool (src/foundry/rulesets/series/sector-command/painter-tool.ts), a tool a game adds to
 * the neutral painter (terrain/painter-tool.ts): its session on a scene paints the IA1 17.51 sectors of the scene's
 * flag — a board filled "board-by-board" from its button, hexes taken out with Shift — saves them when a stroke ends,
 * and names the hovered hex's sector.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { HexMap } from "../../../../../src/engine/map";
import { sectorTool } from "../../../../../src/foundry/rulesets/series/sector-command/painter-tool";
import type { PainterScene } from "../../../../../src/foundry/terrain/painter-tool";
import { enI18n } from "../../../../support/i18n";
import { resetWorld } from "../../../setup/foundry-shim";

const board = (id: string, col: number) => ({ id, origin: { col, row: 0 }, columns: 4, rows: 6, firstColumn: 1, firstRow: 1 });
const map = new HexMap({ id: "m", name: "M", layout: "odd-q", columns: 8, rows: 6, defaultTerrain: "clear", boards: [board("45", 0), board("46", 4)] });

function open() {
  const flags = new Map<string, unknown>();
  const scene = { getFlag: (_scope: string, key: string) => flags.get(key), setFlag: async (_scope: string, key: string, value: unknown) => void flags.set(key, value) };
  let redrawn = 0;
  const painted = { scene: scene as unknown as PainterScene["scene"], placed: { map, placement: { gridType: 4 as const, origin: { i: 0, j: 0 } } }, redraw: () => void redrawn++ };
  return { session: sectorTool.open(painted), flag: () => flags.get("sectors") as { sectors: { name: string; hexes: number[][] }[] } | undefined, redrawn: () => redrawn };
}

beforeEach(() => {
  resetWorld();
  Object.assign(game as object, { i18n: enI18n });
  // The sector dialog (DialogV2): the GM names "North" and fills board 45 into it.
  Object.assign((globalThis as { foundry: { applications: object } }).foundry.applications, { api: { DialogV2: { prompt: async () => ({ name: "North", fill: "45" }) } } });
});

describe("IA1 17.51 the painter's sector tool", () => {
  it("its button names the sector painted and fills a board into it; Shift takes hexes out; a stroke's end saves them", async () => {
    const t = open();
    await t.session.button("sectors");
    expect(t.flag()!.sectors.map((s) => [s.name, s.hexes.length])).toEqual([["North", 24]]);
    t.session.touch([0, 0], 1, true);
    expect(t.flag()!.sectors[0]!.hexes.length).toBe(24);
    await t.session.strokeEnded();
    expect(t.flag()!.sectors[0]!.hexes).not.toContainEqual([0, 0]);
    expect(t.flag()!.sectors[0]!.hexes.length).toBe(21);
    expect(t.redrawn()).toBe(2);
  });

  it("the hovered hex's label names its sector; a hex in none keeps its own", async () => {
    const t = open();
    await t.session.button("sectors");
    expect(t.session.label([1, 1], "45/0202")).toBe("45/0202 — sector North");
    expect(t.session.label([6, 1], "46/0302")).toBe("46/0302");
  });
});
