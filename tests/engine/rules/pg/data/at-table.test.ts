import { describe, expect, it } from "vitest";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { atResult, atTotal } from "../../../../../src/engine/rules/pg/data/at-lookup";

const table = pg3Charts.atTable;
const die = (id: string) => table.modifiers.find((m) => m.id === id)!.die!.value;
const hits = (total: number) => atResult(table, total).value !== "-";

describe("PG 11.1 the Anti-Tank Fire Table", () => {
  it("PG 11.1 roll + AT − armor ≥ 10 hits (1.1): AT 5 at armor 1 hits on a 6, not on a 5", () => {
    expect(atTotal({ roll: 6, at: 5, armor: 1, modifiers: [] })).toBe(10);
    expect(hits(atTotal({ roll: 6, at: 5, armor: 1, modifiers: [] }))).toBe(true);
    expect(hits(atTotal({ roll: 5, at: 5, armor: 1, modifiers: [] }))).toBe(false);
  });
  it("PG 1.1 every modified roll of 10 or more damages or eliminates the vehicle; none below", () => {
    for (let total = -10; total <= 30; total++) expect(hits(total), `modified ${total}`).toBe(total >= 10);
    for (const code of Object.keys(table.results).filter((c) => c !== "-")) expect(table.results[code]!.steps).toBeGreaterThan(0);
  });
  it("PG 11.11 a truck is armor −1: AT 4 hits it on a 5, where armor 0 needs a 6", () => {
    const armor = table.truckArmor.value;
    expect(armor).toBe(-1);
    expect(hits(atTotal({ roll: 5, at: 4, armor, modifiers: [] }))).toBe(true);
    expect(hits(atTotal({ roll: 5, at: 4, armor: 0, modifiers: [] }))).toBe(false);
  });
  it("PG 11.12 crossfire +2 and PG 17.3 hidden firer against strategic movement +2 are die modifiers", () => {
    expect(hits(atTotal({ roll: 4, at: 4, armor: 0, modifiers: [die("crossfire")] }))).toBe(true);
    expect(hits(atTotal({ roll: 4, at: 4, armor: 0, modifiers: [] }))).toBe(false);
    expect(die("hidden-firer-strategic-move")).toBe(2);
    expect(table.modifiers.find((m) => m.id === "hidden-firer-strategic-move")?.optional).toBe(true);
  });
  it("PG 7.51 AT fire modifies the roll: no AT modifier is a column shift", () => {
    for (const m of table.modifiers) expect([m.shift, typeof m.die?.value], m.id).toEqual([undefined, "number"]);
  });
});
