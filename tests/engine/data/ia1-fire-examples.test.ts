import { describe, expect, it } from "vitest";
import type { FireTable } from "../../../src/engine/rules/series/data/schemas/fire-table";
import { modifierShift, resolveColumn, resultAt } from "../../../src/engine/data/table-lookup";
import { ia1Bombardment, ia1DirectFire } from "../../../src/engine/rules/ia/data";

// Every number here comes from a worked example in the IA1 text; each fact used is asserted to be `rules` data.

function rulesModifier(table: FireTable, id: string, count = 1) {
  const m = table.modifiers.find((x) => x.id === id);
  if (!m) throw new Error(`${table.id} has no modifier ${id}`);
  expect(m.shift?.provenance.source, `${table.id} ${id}`).toBe("rules");
  return modifierShift(m, count);
}

/** Column header reached by `strength` with `shifts`, checking the header is a `rules` column. */
function rulesColumn(table: FireTable, strength: number, shifts: Parameters<typeof resolveColumn>[2] = []) {
  const r = resolveColumn(table, strength, shifts);
  expect(r.index).not.toBeNull();
  expect(table.columns[r.index!]!.provenance.source, `${table.id} column ${r.header}`).toBe("rules");
  return r;
}

/** The result code of a `rules` cell. */
function rulesCell(table: FireTable, index: number, roll: number): string {
  const cell = resultAt(table, index, roll);
  expect(cell.provenance.source, `${table.id} roll ${roll}`).toBe("rules");
  return cell.code;
}

const net = (value: number) => [{ id: "net", label: `net ${value}`, value }];

describe("IA1 7.51 applying a column modifier", () => {
  it("IA1 7.51 +5 moves a direct fire attack from the 4 column to the 30 column", () => {
    expect(rulesColumn(ia1DirectFire, 4).header).toBe(4);
    expect(rulesColumn(ia1DirectFire, 4, net(5)).header).toBe(30);
  });
  it("IA1 7.51 +2 moves a bombardment from the 5 column to the 12 column", () => {
    expect(rulesColumn(ia1Bombardment, 5).header).toBe(5);
    expect(rulesColumn(ia1Bombardment, 5, net(2)).header).toBe(12);
  });
  it("IA1 7.51 no attack goes below the lowest or above the highest column", () => {
    expect(ia1DirectFire.shiftLimits.clampToTable).toMatchObject({ value: true, provenance: { source: "rules", rule: "7.51" } });
    const last = ia1DirectFire.columns.length - 1;
    const up = resolveColumn(ia1DirectFire, 30, net(20));
    expect(up.index).toBe(last);
    expect(up.trace.at(-1)).toMatchObject({ id: "table.clamp-high", rule: "IA1 7.51" });
    expect(resolveColumn(ia1DirectFire, 4, net(-20)).index).toBe(0);
  });
});

describe("IA1 7.52 separate column modifiers in one attack", () => {
  // German MG, fire 6, range 2, at a hex with an INF, a mounted CAV and an artillery unit: two companies.
  const companies = rulesModifier(ia1DirectFire, "companies", 2);
  it("IA1 7.52 fire 6 at +2/+3/+4 uses the 11/16/22 columns", () => {
    expect(companies.value).toBe(2);
    expect(rulesColumn(ia1DirectFire, 6, [companies]).header).toBe(11);
    expect(rulesColumn(ia1DirectFire, 6, [companies, rulesModifier(ia1DirectFire, "mounted-cavalry")]).header).toBe(16);
    expect(rulesColumn(ia1DirectFire, 6, [companies, rulesModifier(ia1DirectFire, "artillery-target")]).header).toBe(22);
  });
  it("IA1 7.52 one roll of 5 gives M, M1 and M2 on the 11, 16 and 22 columns", () => {
    const col = (h: number) => ia1DirectFire.columns.findIndex((c) => c.value === h);
    expect([11, 16, 22].map((h) => rulesCell(ia1DirectFire, col(h), 5))).toEqual(["M", "M1", "M2"]);
  });
  it("IA1 7.52 the mounted-cavalry and artillery modifiers are judged per target unit", () => {
    const perUnit = (id: string) => ia1DirectFire.modifiers.find((m) => m.id === id)?.perUnit;
    expect([perUnit("mounted-cavalry"), perUnit("artillery-target"), perUnit("companies")]).toEqual([true, true, false]);
  });
});

describe("IA1 13.15 opportunity fire example", () => {
  it("IA1 13.15 fire 7 at a mounted CAV three hexes away: net +2, the 16 column, a 6 is M", () => {
    const shifts = [
      rulesModifier(ia1DirectFire, "long-range"),
      rulesModifier(ia1DirectFire, "opportunity-fire"),
      rulesModifier(ia1DirectFire, "companies", 1), // 13.12: the moving company; the text's "+1 … CAV unit"
      rulesModifier(ia1DirectFire, "mounted-cavalry"),
    ];
    expect(shifts.map((s) => s.value)).toEqual([-1, 1, 1, 1]);
    const r = rulesColumn(ia1DirectFire, 7, shifts);
    expect(rulesColumn(ia1DirectFire, 7).header).toBe(7);
    expect(r.header).toBe(16);
    expect(rulesCell(ia1DirectFire, r.index!, 6)).toBe("M");
    expect(r.trace.map((t) => t.rule)).toContain("IA1 13.15");
  });
});

describe("IA1 9.3 bombardment example", () => {
  // German 77/96, strength 5, Open Sights, at two mounted Russian CAV units and a Lieutenant; the roll is 8.
  const common = [rulesModifier(ia1Bombardment, "companies", 2), rulesModifier(ia1Bombardment, "open-sights")];
  it("IA1 9.3 the Lieutenant is attacked on the 16 column: no effect on an 8", () => {
    const r = rulesColumn(ia1Bombardment, 5, common);
    expect(r.header).toBe(16);
    expect(rulesCell(ia1Bombardment, r.index!, 8)).toBe("-");
  });
  it("IA1 9.3 the mounted CAV units are attacked on the 21 column: M on an 8", () => {
    const r = rulesColumn(ia1Bombardment, 5, [...common, rulesModifier(ia1Bombardment, "mounted-cavalry")]);
    expect(r.header).toBe(21);
    expect(rulesCell(ia1Bombardment, r.index!, 8)).toBe("M");
  });
});

describe("IA1 9.2 combined off-board fire", () => {
  it("IA1 9.2 2 x 14 plus 1 x 6 (34) attacks on the 30 column", () => {
    expect(rulesColumn(ia1Bombardment, 14 + 14 + 6).header).toBe(30);
  });
});
