import { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { testMap } from "../../../../fixtures/maps";
import { runner } from "../support/runner";

export { battle, leader, unit } from "../leaders/fixtures";

/**
 * A 20 × 14 map (as the leader fixtures') with woods at [10, 5] and [10, 6], a town at [12, 5], and a minor river
 * running down column 3.
 */
const river = Array.from({ length: 14 }, (_, row) => [3, row, ["minor-river"]] as [number, number, string[]]);
export const map = testMap(pg3Charts.tec, [[10, 5, ["woods"]], [10, 6, ["woods"]], [12, 5, ["town"]], ...river], [20, 14]);
export const at = (col: number, row: number) => map.indexOfOffset(col, row);

const fixture = { source: "playtest", note: "a test's own movement cost" } as const;
const cost = (value: number | "all" | "prohibited") => ({ value, provenance: fixture });

/**
 * PG's TEC with movement costs of the test's own (the printed TEC's are missing from the text): clear 1, woods 2 (foot)
 * or 3 (mechanized) or prohibited (motorized), town 2, a road across a hexside ½.
 */
export const tec = TerrainEffectsChart.parse({
  ...pg3Charts.tec,
  terrain: {
    ...pg3Charts.tec.terrain,
    clear: { ...pg3Charts.tec.terrain.clear, moveCost: cost(1) },
    woods: { ...pg3Charts.tec.terrain.woods, moveCost: cost(2), moveCosts: { mechanized: cost(3), motorized: cost("prohibited") } },
    town: { ...pg3Charts.tec.terrain.town, moveCost: cost(2) },
  },
});

export const ruleset = pgRuleset(map, tec);

export const { run, play, playAll } = runner(ruleset);

/** Activates `pieces` (each designated to move) for the Soviets, through `root`. */
export const activate = (pieces: readonly string[], root: { piece: string } | { leader: string } | { stack: number } = { piece: pieces[0]! }): PgCommand => ({
  type: "activate",
  side: "soviet",
  root,
  pieces: Object.fromEntries(pieces.map((p) => [p, "move" as const])),
});

export const move = (piece: string, to: number, withLeaders?: string[]): PgCommand => ({ type: "move", side: "soviet", piece, to, ...(withLeaders ? { with: withLeaders } : {}) });
