/**
 * Panzer Grenadier's answers to the canvas's queries at the table (table-pieces `sight`, `lineOfSight`, `preview`): each
 * as the asking side knows the battle, hexes as [column, row], never showing the enemy's hidden units (PG 16.6).
 */
import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../src/engine/rules/pg/state";
import { pgCanvasQueries } from "../../../../src/foundry/rulesets/pg/canvas-queries";
import { pgTablePieces } from "../../../../src/foundry/rulesets/pg/table-pieces";
import type { PgTableGame } from "../../../../src/foundry/rulesets/pg/table-game";
import type { TableGame } from "../../../../src/foundry/referee/ports";
import { activate, at, battle, map, playAll, ruleset, tec, unit } from "../../../engine/rules/pg/movement-command/fixtures";

/** A battle at the table as the referee holds it, on the movement fixtures' map and TEC (woods at [10, 5], [10, 6]). */
const table = (state: PgBattle) => ({ id: "b", ruleset, log: null, sides: ["soviet", "german"], state, pending: null, map, stored: {}, charts: { tec } }) as unknown as PgTableGame & TableGame<PgBattle, never, never>;

/** Soviet rifles at [7, 8]; German infantry in the clear at [12, 8] and in the woods at [10, 5]; `hidden`: a German unit hidden at [12, 10]. */
const start = (hidden: boolean) =>
  battle([
    unit("i", "soviet", "soviet-infantry", at(7, 8)),
    unit("g1", "german", "german-infantry", at(12, 8)),
    unit("g2", "german", "german-infantry", at(10, 5)),
    ...(hidden ? [unit("h", "german", "german-infantry", at(12, 10), { hidden: true })] : []),
  ]);

/** The answers the referee sends (table-pieces), typed as the canvas queries make them. */
const sight = (state: PgBattle, side: string) => pgTablePieces.sight(table(state), side) as ReturnType<typeof pgCanvasQueries.sight>;
const los = (state: PgBattle, from: [number, number], to: [number, number], target?: string) =>
  pgTablePieces.lineOfSight(table(state), "soviet", from, to, target) as ReturnType<typeof pgCanvasQueries.lineOfSight>;
const preview = (state: PgBattle, pieces: [string, ...string[]], path: [number, number][]) => pgTablePieces.preview(table(state), "soviet", pieces, path) as ReturnType<typeof pgCanvasQueries.preview>;

describe("PG's canvas queries at the table", () => {
  it("PG 8.1, 8.21, 16.6: a side's sight spots the unit in the clear at 5 hexes, not the one in woods beyond 3, and lists no hidden unit", () => {
    expect(sight(start(true), "soviet")).toEqual({ side: "soviet", spotted: ["g1"], unspotted: ["g2"] });
    expect(sight(start(false), "soviet")).toEqual({ side: "soviet", spotted: ["g1"], unspotted: ["g2"] });
    expect(sight(start(true), "german")).toEqual({ side: "german", spotted: ["i"], unspotted: [] });
  });

  it("PG 8.1: the LOS tool between two clear hexes five apart: the line's hexes as [column, row], the daylight range of 12 with its rule", () => {
    const a = los(start(false), [7, 8], [12, 8], "g1");
    expect(a).toMatchObject({ from: [7, 8], to: [12, 8], range: 5, spottingRange: 12, spotted: true, reason: "spotted", clear: true });
    expect(a.trace.map((t) => t.rule)).toContain("PG 8.1");
    expect(a.sides[0]!.hexes).toHaveLength(4);
  });

  it("PG 8.21: the woods target beyond 3 hexes is out of spotting range, the range traced with its rule", () => {
    const a = los(start(false), [7, 8], [10, 5], "g2");
    expect(a).toMatchObject({ from: [7, 8], to: [10, 5], range: 5, spottingRange: 3, spotted: false, reason: "out-of-range", clear: true });
    expect(a.trace.map((t) => [t.value, t.rule])).toEqual([
      [12, "PG 8.1"],
      [3, "PG 8.21, 16.12"],
    ]);
  });

  it("PG 8.31: a line through the woods hex is blocked there, the hex and its rule named", () => {
    const a = los(start(false), [10, 3], [10, 8]);
    expect(a.clear).toBe(false);
    const blocked = a.sides.flatMap((s) => (s.blocked ? [s.blocked] : []));
    expect(blocked[0]).toMatchObject({ hex: [10, 5] });
    expect(blocked[0]!.rule).toBe("PG 8.31, 8.36");
  });

  it("PG 16.6: naming the hidden unit as the target tells the Soviets nothing: the answer is that for the empty hex", () => {
    expect(los(start(true), [7, 8], [12, 10], "h")).toEqual(los(start(true), [7, 8], [12, 10]));
    expect(los(start(true), [7, 8], [12, 10])).toEqual(los(start(false), [7, 8], [12, 10]));
  });

  it("a hex off the map, or the other side's piece to preview, is refused naming the field", () => {
    expect(() => los(start(false), [7, 8], [30, 8])).toThrow(/not on the map/);
    expect(() => preview(start(false), ["g1"], [[12, 7]])).toThrow(/g1 is not a piece of soviet/);
  });

  it("PG 5.0: the ruler's preview costs each hex by its terrain (the TEC's woods 2 for foot), MPs spent and left, and changes nothing", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(10, 8))]), [activate(["i"])]);
    const p = preview(b, ["i"], [[10, 7], [10, 6], [10, 5]]);
    expect(p.steps.map((s) => [s.hex, s.mp, s.by, s.spent, s.left])).toEqual([
      [[10, 7], 1, "clear", 1, 3],
      [[10, 6], 2, "woods", 3, 1],
    ]);
    expect(p.refused).toMatchObject({ hex: [10, 5], rule: "PG 5.0" });
    expect(b.units.get("i")!.hex).toBe(at(10, 8));
  });

  it("PG 5.4, 16.6: an unled unit may not step closer to a known enemy in range, the refusal cited; a hidden enemy stops no preview", () => {
    const seen = battle([unit("i", "soviet", "soviet-infantry", at(7, 8)), unit("g", "german", "german-infantry", at(12, 8))]);
    const hid = battle([unit("i", "soviet", "soviet-infantry", at(7, 8)), unit("g", "german", "german-infantry", at(12, 8), { hidden: true })]);
    const path: [number, number][] = [[8, 8], [9, 8]];
    const shown = preview(playAll(seen, [activate(["i"])]), ["i"], path);
    expect(shown.refused).toMatchObject({ rule: "PG 5.4" });
    expect(preview(playAll(hid, [activate(["i"])]), ["i"], path).refused).toBeNull();
  });
});
