import { describe, expect, it } from "vitest";
import { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import { loadMap } from "../../../../../src/engine/map";
import { pgRuleset } from "../../../../../src/engine/rules/pg/ruleset";
import { activate, battle, move, tec as movementTec, unit } from "../movement-command/fixtures";
import { runner } from "../support/runner";

/** The printed TEC's road cost is missing from the text: the test's own ½ MP (woods 2, clear 1 as the movement fixtures). */
const tec = TerrainEffectsChart.parse({
  ...movementTec,
  hexsides: { ...movementTec.hexsides, road: { ...movementTec.hexsides.road!, moveCost: { value: 0.5, provenance: { source: "playtest", note: "a test's own road cost" } } } },
});

/** A 20 × 14 map: woods at [5, 11] and [5, 12]; a road from [5, 10] through [5, 11] to [5, 12]. */
const map = loadMap(
  {
    id: "roads",
    name: "roads",
    layout: "odd-q",
    columns: 20,
    rows: 14,
    defaultTerrain: "clear",
    hexes: [
      { at: [5, 11], terrain: ["woods"], level: 0, slope: false },
      { at: [5, 12], terrain: ["woods"], level: 0, slope: false },
    ],
    hexsides: [
      { between: [[5, 10], [5, 11]], features: ["road"] },
      { between: [[5, 11], [5, 12]], features: ["road"] },
    ],
  },
  tec,
);
const at = (col: number, row: number) => map.indexOfOffset(col, row);
const { run, play, playAll } = runner(pgRuleset(map, tec));

/** A Soviet INF (MA 4, foot) at `from`, activated alone to move, far from the Germans. */
const alone = (from: number) => playAll(battle([unit("i", "soviet", "soviet-infantry", from), unit("g", "german", "german-infantry", at(18, 2))]), [activate(["i"])]);

describe("PG 5.2 roads", () => {
  it("PG 5.2 a unit moving along the road across road hexsides pays the road's cost, not the woods'", () => {
    const first = play(alone(at(5, 10)), move("i", at(5, 11)));
    expect(first.events).toContainEqual({ type: "mp-spent", piece: "i", mp: 0.5, by: "road", rule: "PG 5.0" });
    const second = play(first.state, move("i", at(5, 12)));
    expect(second.events).toContainEqual({ type: "mp-spent", piece: "i", mp: 0.5, by: "road", rule: "PG 5.0" });
    expect(second.state.activation?.pieces.i?.mpSpent).toBe(1);
  });
  it("PG 5.2 entering a road hex not across a road hexside pays the terrain's cost", () => {
    const { events } = play(alone(at(4, 11)), move("i", at(5, 11)));
    expect(events).toContainEqual({ type: "mp-spent", piece: "i", mp: 2, by: "woods", rule: "PG 5.0" });
  });
  it("PG 5.2 the road's cost is paid hexside by hexside: woods entered off the road 2, the next along it ½, the clear hex off its end 1", () => {
    const b = playAll(alone(at(4, 11)), [move("i", at(5, 11)), move("i", at(5, 12))]);
    expect(b.activation?.pieces.i?.mpSpent).toBe(2.5);
    const { state, events } = play(b, move("i", at(5, 13)));
    expect(events).toContainEqual({ type: "mp-spent", piece: "i", mp: 1, by: "clear", rule: "PG 5.0" });
    expect(state.activation?.pieces.i?.mpSpent).toBe(3.5);
  });
});
