import { describe, expect, it } from "vitest";
import { dieTableRow } from "../../../../../src/engine/data/table-lookup";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";

const set = pg3Charts.dieTables;
const table = (id: string) => set.tables.find((t) => t.id === id)!;
/** The result of each roll of `rolls` on a table, its die modifiers added. */
const results = (id: string, rolls: number[], modifier = 0) => rolls.map((r) => dieTableRow(table(id), r + modifier).result.value);
const modifier = (id: string) => set.modifiers.find((m) => m.id === id)!;
const d6 = [1, 2, 3, 4, 5, 6];

describe("PG die tables", () => {
  it("PG 9.52 friendly fire hits an adjacent hex on 1 or 2; +1 for German, British or American fire", () => {
    expect(results("friendly-fire-hit", d6)).toEqual(["hit", "hit", "miss", "miss", "miss", "miss"]);
    const plus = modifier("german-british-american-fire");
    expect([plus.table, plus.die.value]).toEqual(["friendly-fire-hit", 1]);
    expect(results("friendly-fire-hit", [1, 2, 3, 4, 5], plus.die.value)).toEqual(["hit", "miss", "miss", "miss", "miss"]);
  });
  it("PG 16.11 smoke is placed on 8 or less", () => {
    expect(results("smoke-placement", [2, 8, 9, 12])).toEqual(["placed", "placed", "wasted", "wasted"]);
  });
  it("PG 16.13 smoke stays on a 1, drifts on a 2, is removed on 3 to 6", () => {
    expect(results("smoke-dispersal", d6)).toEqual(["stays", "drifts", "removed", "removed", "removed", "removed"]);
  });
  it("PG 6.71 a lone leader overrun is removed on 9 or more, else displaced", () => {
    expect(results("lone-leader-overrun", [2, 8, 9, 12])).toEqual(["displaced", "displaced", "eliminated", "eliminated"]);
  });
  it("PG 6.7 a leader dies on two dice, less one per step lost in the hex, of 2 or less", () => {
    const perStep = modifier("step-losses");
    expect([perStep.table, perStep.die.value, perStep.per]).toEqual(["leader-casualty", -1, "step-loss"]);
    expect(results("leader-casualty", [2, 3, 12])).toEqual(["eliminated", "no-effect", "no-effect"]);
    // Two steps lost: a 4 kills him, a 5 does not.
    expect(results("leader-casualty", [4, 5], 2 * perStep.die.value)).toEqual(["eliminated", "no-effect"]);
  });
  it("PG 15.11 an aircraft misses on 1 or 2 and attacks on 3 to 6", () => {
    expect(results("air-attack", d6)).toEqual(["miss", "miss", "attacks", "attacks", "attacks", "attacks"]);
  });
  it("PG 16.71 each minefield die: 1-2 nothing, 3-4 stop, 5 demoralized, 6 a step and demoralized", () => {
    expect(results("minefield", d6)).toEqual(["no-effect", "no-effect", "stop", "stop", "demoralized", "step-loss"]);
  });
  it("PG 17.4 fog of war ends the turn on three dice of 16 or more, +1 at night", () => {
    expect(table("fog-of-war").dice).toEqual({ count: 3, sides: 6 });
    expect(results("fog-of-war", [3, 15, 16, 18])).toEqual(["continue", "continue", "turn-ends", "turn-ends"]);
    expect(results("fog-of-war", [15], modifier("night").die.value)).toEqual(["turn-ends"]);
  });
  it("PG 5.73 a major river crossing passes on two dice equal to or less than the Crossing Number", () => {
    const check = set.checks.find((c) => c.id === "river-crossing")!;
    expect([check.dice, check.pass.value]).toEqual([{ count: 2, sides: 6 }, "at-most"]);
  });
});
