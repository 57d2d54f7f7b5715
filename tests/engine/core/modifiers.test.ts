import { describe, expect, it } from "vitest";
import { totalModifiers, type Modifier } from "../../../src/engine/core/modifiers";

const m = (id: string, value: number, category?: string): Modifier => ({ id, label: id, value, ...(category ? { category } : {}) });

describe("modifier pipeline", () => {
  it("cumulative shifts add up, with a trace of every contribution", () => {
    const r = totalModifiers([m("opportunity", 1), m("range", -1), m("company", 1)]);
    expect(r.total).toBe(1);
    expect(r.trace.map((t) => t.id)).toEqual(["opportunity", "range", "company"]);
  });
  it("a category can be capped (IA1 4.2: +1 per company, +2 at most) and so can the total", () => {
    const r = totalModifiers([m("c1", 1, "stacking"), m("c2", 1, "stacking"), m("c3", 1, "stacking"), m("x", 3)], {
      categories: { stacking: { combine: "sum", max: 2 } },
      max: 4,
    });
    expect(r.total).toBe(4);
    expect(r.trace.map((t) => t.id)).toEqual(["c1", "c2", "c3", "cap.stacking", "x", "cap.total"]);
  });
  it("one modifier per category, chosen by the target's owner; without a chooser it refuses to guess", () => {
    const terrain = [m("woods", -2, "terrain"), m("town", -3, "terrain")];
    const policy = { categories: { terrain: { combine: "one-chosen" as const } } };
    const r = totalModifiers(terrain, policy, (_c, cs) => cs.find((x) => x.id === "woods")!);
    expect(r.total).toBe(-2);
    expect(r.dropped.map((d) => d.id)).toEqual(["town"]);
    expect(() => totalModifiers(terrain, policy)).toThrow(/needs a choice/);
  });
});
