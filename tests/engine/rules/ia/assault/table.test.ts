import { describe, expect, it } from "vitest";
import { ia1Assault } from "../../../../../src/engine/rules/ia/data";

/** The shipped Assault Table: what the rules text fixes of a chart it does not print. */
describe("IA1 12.3 the Assault Table as data", () => {
  it("IA1 12.3, 12.32 one die a side, and a column for the strength of 1 a gun defends with", () => {
    expect(ia1Assault.kind).toBe("assault");
    expect(ia1Assault.dice).toEqual({ count: 1, sides: 6 });
    expect(ia1Assault.columns[0]!.value).toBeLessThanOrEqual(1);
  });

  it("IA1 7.62 results 1, 2 and 3: that many step losses to each category, then M2", () => {
    for (const [code, steps] of [["1", 1], ["2", 2], ["3", 3]] as const)
      expect(ia1Assault.results[code]).toMatchObject({ steps, morale: 2, provenance: { source: "rules", rule: "7.62" } });
  });

  it("IA1 6.53, 12.7, 12.61, 12.31 the column modifiers the text gives, with their sizes from the rules", () => {
    const shift = (id: string) => ia1Assault.modifiers.find((m) => m.id === id);
    expect(shift("leader")).toMatchObject({ shift: { value: 1, provenance: { source: "rules", rule: "6.53" } } });
    expect(shift("cavalry-charge")).toMatchObject({ appliesTo: "attacker", shift: { value: 2, provenance: { source: "rules", rule: "12.7" } } });
    expect(shift("cold-steel")).toMatchObject({ shift: { value: 2, provenance: { source: "rules", rule: "12.61" } } });
    expect(shift("entrenchment")).toMatchObject({ appliesTo: "attacker", perUnit: true });
  });
});
