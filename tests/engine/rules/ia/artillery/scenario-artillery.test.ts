import { describe, expect, it } from "vitest";
import { ScenarioSide } from "../../../../../src/engine/rules/ia/data/schemas/scenario";
import { sideOf } from "../../../../../src/engine/rules/ia/scenario/sides";

const base = { id: "ru", name: "Russian", nationalities: ["ru"], initiative: 2, morale: { full: 8, reduced: 7 } };

describe("IA1 9.2, 11.1, 11.2 a side's artillery from the scenario", () => {
  it("IA1 9.2 \"5 x 6, 2 x 14\" becomes seven off-board factors with ids of their own; the ammunition numbers and smoke are kept", () => {
    const s = ScenarioSide.parse({ ...base, artillery: { ammunition: 15, depletion: 7, offBoard: [{ count: 5, strength: 6 }, { count: 2, strength: 14 }], smoke: true } });
    expect(sideOf(s).artillery).toEqual({
      ammunition: 15,
      depletion: 7,
      smoke: true,
      offBoard: [6, 6, 6, 6, 6, 14, 14].map((strength, i) => ({ id: `ru-oba-${i + 1}`, strength })),
    });
  });

  it("IA1 11.0 a side the scenario gives no artillery has none (and writes no plan)", () => {
    expect(sideOf(ScenarioSide.parse(base)).artillery).toBeUndefined();
  });
});
