import { describe, expect, it } from "vitest";
import { modifierShift, resolveColumn, resultAt } from "../../../../../src/engine/data/table-lookup";
import type { TraceEntry } from "../../../../../src/engine/core/trace";
import { pg3Assault, pg3Bombardment, pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import type { FireTable } from "../../../../../src/engine/rules/series/data/schemas/fire-table";

// Every number here is from the PG text's examples; the lookup is the shared one (table-lookup.ts).

function modifier(table: FireTable, id: string): TraceEntry {
  const m = table.modifiers.find((x) => x.id === id);
  if (!m) throw new Error(`${table.id} has no modifier ${id}`);
  return modifierShift(m);
}
const net = (value: number): TraceEntry[] => [{ id: "net", label: `net ${value}`, value }];
const header = (table: FireTable, strength: number, shifts: TraceEntry[] = []) => resolveColumn(table, strength, shifts).header;

describe("PG 7.51 applying a column modifier", () => {
  it("PG 7.51 +2 moves a bombardment from the 5 column to the 12 column", () => {
    expect(header(pg3Bombardment, 5)).toBe(5);
    expect(header(pg3Bombardment, 5, net(2))).toBe(12);
  });
  it.each([pg3DirectFire, pg3Bombardment, pg3Assault])("PG 7.51 no attack is reduced below the lowest column: $name", (table) => {
    const low = resolveColumn(table, table.columns[1]!.value, net(-2));
    expect(low.index).toBe(0);
    expect(low.trace.at(-1)).toMatchObject({ id: "table.clamp-low", rule: expect.stringMatching(/ 7\.51$/) });
  });
});

describe("PG 7.52 separate column modifiers in one attack", () => {
  // SS HMG, direct fire 11, range 2, at a hex with a Soviet INF and a 76.2 mm artillery unit; one roll of 4.
  const inf = resolveColumn(pg3DirectFire, 11, []);
  const gun = resolveColumn(pg3DirectFire, 11, [modifier(pg3DirectFire, "artillery-target")]);
  it("PG 7.52 the INF on the 11 column, the artillery on the 22 (+2 vs artillery)", () => {
    expect([inf.header, gun.header]).toEqual([11, 22]);
  });
  it("PG 7.52 one roll, per-target columns: M1 on the 11 column and X on the 22", () => {
    expect(resultAt(pg3DirectFire, inf.index!, 4).code).toBe("M1");
    const x = resultAt(pg3DirectFire, gun.index!, 4);
    expect(x.code).toBe("X");
    // X: one step loss, which eliminates the gun (7.61, 7.6).
    expect(x.meaning.steps).toBe(1);
  });
});

describe("PG 10.3 maximum column modifications", () => {
  // Italian INF, fire 4, adjacent hex with three British artillery units: +2 point-blank, +1 three units, +2 artillery.
  const shifts = ["point-blank", "three-combat-units", "artillery-target"].map((id) => modifier(pg3DirectFire, id));
  it("PG 10.3 the modifiers on the table add up to +5", () => {
    expect(shifts.map((s) => s.value)).toEqual([2, 1, 2]);
  });
  it("PG 10.3 net shift capped at +3: the 4 attack is resolved on the 16 column", () => {
    const r = resolveColumn(pg3DirectFire, 4, shifts);
    expect(r.header).toBe(16);
    expect(r.index! - resolveColumn(pg3DirectFire, 4, []).index!).toBe(3);
    expect(r.trace).toContainEqual(expect.objectContaining({ id: "table.cap-up", value: 3, rule: expect.stringMatching(/ 10\.3$/) }));
  });
  it("PG 10.3 net shift floored at −2 on direct fire; no cap on the Bombardment or Assault table", () => {
    const base = resolveColumn(pg3DirectFire, 22, []).index!;
    expect(resolveColumn(pg3DirectFire, 22, net(-4)).index).toBe(base - 2);
    expect(resolveColumn(pg3Bombardment, 25, net(-4)).index).toBe(resolveColumn(pg3Bombardment, 25, []).index! - 4);
    expect(resolveColumn(pg3Assault, 1, net(5)).index).toBe(5);
  });
});

describe("PG 4.4, 1.2, 15.14 column modifiers", () => {
  it("PG 4.4 three combat units give +1 on the Direct Fire and Bombardment tables", () => {
    expect([modifier(pg3DirectFire, "three-combat-units").value, modifier(pg3Bombardment, "three-combat-units").value]).toEqual([1, 1]);
  });
  it("PG 1.2 night −1 on the Direct Fire Table; PG 15.14 anti-aircraft within three hexes −1 to an air attack", () => {
    expect(resolveColumn(pg3DirectFire, 11, [modifier(pg3DirectFire, "night")]).index).toBe(resolveColumn(pg3DirectFire, 11, []).index! - 1);
    expect(modifier(pg3DirectFire, "anti-aircraft").value).toBe(-1);
  });
  it("PG 6.43 a leader +1 and PG 15.31 a cavalry charge +1 on the Assault Table", () => {
    expect([modifier(pg3Assault, "leader").value, modifier(pg3Assault, "cavalry-charge").value]).toEqual([1, 1]);
    expect(pg3Assault.modifiers.find((m) => m.id === "cavalry-charge")?.appliesTo).toBe("attacker");
  });
});

describe("PG 7.61, 7.63, 7.25, 14.1 results", () => {
  it("PG 7.61 X, 2X, 3X: one, two, three steps per category, then M2; PG 14.1 M2 adds two, M none", () => {
    for (const table of [pg3DirectFire, pg3Bombardment])
      expect(["M", "M2", "X", "2X", "3X"].map((code) => [table.results[code]!.steps, table.results[code]!.morale])).toEqual([[0, 0], [0, 2], [1, 2], [2, 2], [3, 2]]);
  });
  it("PG 7.63 assault 1, 2, 3: steps per category, then M2; PG 7.25 M on the Assault Table", () => {
    expect(["M", "1", "2", "3"].map((code) => [pg3Assault.results[code]!.steps, pg3Assault.results[code]!.morale])).toEqual([[0, 0], [1, 2], [2, 2], [3, 2]]);
  });
});

/** Results from harmless to worst, per table. */
const SEVERITY: Record<string, readonly string[]> = { direct: ["-", "M", "M1", "M2", "X", "2X", "3X"], bombardment: ["-", "M", "M1", "M2", "X", "2X", "3X"], assault: ["-", "M", "1", "2", "3"] };

describe("PG stand-in cells around the 7.52 cells", () => {
  it.each([pg3DirectFire, pg3Bombardment, pg3Assault])("$name: no worse for the target a column left or on a higher roll", (table) => {
    const rank = (roll: string, i: number) => SEVERITY[table.kind]!.indexOf(table.rows[roll]![i]!.value);
    for (const roll of Object.keys(table.rows))
      table.columns.forEach((_, i) => {
        expect(rank(roll, i), `${roll}/${i}`).toBeGreaterThanOrEqual(0);
        if (i > 0) expect(rank(roll, i - 1), `${roll}/${i}`).toBeLessThanOrEqual(rank(roll, i));
        if (table.rows[String(Number(roll) + 1)]) expect(rank(String(Number(roll) + 1), i), `${roll}/${i}`).toBeLessThanOrEqual(rank(roll, i));
      });
  });
});
