import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FireModifier, ShiftLimits } from "../../../src/engine/rules/series/data/schemas/fire-modifier";
import { columnFor, modifierShift, shiftColumn } from "../../../src/engine/data/table-lookup";

const rules = (rule: string) => ({ source: "rules", rule }) as const;
const headersArb = fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 12 }).map((h) => h.sort((a, b) => a - b));

describe("columnFor (IA1 7.51, 9.3, 10.2: the column that 'either equals or does not exceed' the strength)", () => {
  it("picks the largest header not above the strength", () => {
    fc.assert(
      fc.property(headersArb, fc.integer({ min: 0, max: 120 }), (headers, strength) => {
        const { index } = columnFor(headers, strength);
        const expected = headers.filter((h) => h <= strength).length - 1;
        expect(index).toBe(expected < 0 ? null : expected);
      }),
    );
  });
  it("a strength below the lowest column has no column, and the trace says so", () => {
    const r = columnFor([4, 7, 11], 3, "10.2");
    expect(r.index).toBeNull();
    expect(r.trace.at(-1)).toMatchObject({ id: "table.below-table", rule: "10.2" });
  });
  it("traces the strength and the column with the rule", () => {
    expect(columnFor([4, 7, 11], 10, "10.2").trace).toEqual([
      { id: "table.strength", label: "Strength 10", value: 10 },
      { id: "table.column", label: "7 column", value: 7, rule: "10.2" },
    ]);
  });
});

describe("shiftColumn", () => {
  const clamp: ShiftLimits = { clampToTable: { value: true, provenance: rules("7.51") } };
  it("IA1 7.51 clamps to the first and last column", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.integer({ min: -30, max: 30 }), (length, at, shift) => {
        const index = at % length;
        expect(shiftColumn(index, shift, length, clamp).index).toBe(Math.min(length - 1, Math.max(0, index + shift)));
      }),
    );
  });
  it("IA1 7.51 reports the clamp with its rule", () => {
    expect(shiftColumn(1, -4, 6, clamp).trace).toEqual([{ id: "table.clamp-low", label: "Shift -4 stops at the lowest column", value: -1, rule: "7.51" }]);
  });
  it("caps the net shift when a table sets a cap", () => {
    const capped: ShiftLimits = { ...clamp, maxUp: { value: 3, provenance: { source: "user" } }, maxDown: { value: 2, provenance: { source: "user" } } };
    expect(shiftColumn(0, 5, 10, capped).index).toBe(3);
    expect(shiftColumn(5, -4, 10, capped).index).toBe(3);
    expect(shiftColumn(0, 5, 10, capped).trace[0]).toMatchObject({ id: "table.cap-up", value: 3 });
  });
  it("an unclamped table has no column past its ends", () => {
    const open: ShiftLimits = { clampToTable: { value: false, provenance: { source: "user" } } };
    expect(shiftColumn(4, 2, 6, open).index).toBeNull();
    expect(shiftColumn(4, 1, 6, open).index).toBe(5);
  });
});

describe("modifierShift", () => {
  const companies: FireModifier = {
    id: "companies",
    label: "Companies in the target hex",
    category: "stacking",
    shift: { value: 1, provenance: rules("4.2") },
    per: "company",
    cap: { value: 2, provenance: rules("4.2") },
    perUnit: false,
    optional: false,
    rule: "4.2",
  };
  it("IA1 4.2 +1 per company, +2 at most", () => {
    expect([1, 2, 3].map((n) => modifierShift(companies, n).value)).toEqual([1, 2, 2]);
    expect(modifierShift(companies, 2)).toEqual({ id: "companies", label: "Companies in the target hex ×2 +2", value: 2, rule: "4.2" });
  });
  it("a playtest value cites the rule that defines the modifier", () => {
    const dugIn: FireModifier = { ...companies, id: "dug-in", shift: { value: -1, provenance: { source: "playtest" } }, per: undefined, cap: undefined, rule: "16.23" };
    expect(modifierShift(dugIn)).toMatchObject({ value: -1, rule: "16.23" });
  });
});
