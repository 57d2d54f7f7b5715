import { describe, expect, it } from "vitest";
import { atAtRange, increasedRange } from "../../../../../src/engine/rules/pg/at/increased-range";

describe("PG 7.32, 11.3 AT range and increased range", () => {
  it("PG 7.32 within the printed range the AT value is as printed, the firer's own hex included", () => {
    for (const d of [0, 1, 5]) expect(atAtRange({ strength: 5, range: 5 }, d)).toEqual({ reach: "printed", at: 5, rule: "7.32" });
  });
  it("PG 11.3 range 5 reaches 7 hexes at half the AT value, rounded up (1.2): 5 fires as 3", () => {
    expect(increasedRange(5)).toBe(7);
    for (const d of [6, 7]) expect(atAtRange({ strength: 5, range: 5 }, d)).toEqual({ reach: "increased", at: 3, rule: "11.3" });
  });
  it("PG 11.3 range 5: 8 hexes is beyond 150% and refused", () => {
    expect(atAtRange({ strength: 5, range: 5 }, 8)).toEqual({ reach: null, rule: "11.3" });
  });
  it("PG 11.3 150% is rounded down to whole hexes: range 1 gains nothing, range 2 reaches 3, range 4 reaches 6", () => {
    expect([1, 2, 3, 4].map(increasedRange)).toEqual([1, 3, 4, 6]);
    expect(atAtRange({ strength: 6, range: 1 }, 2)).toEqual({ reach: null, rule: "11.3" });
  });
  it("PG 11.3 only an AT value of 2 or more fires at increased range: 2 fires as 1, 1 is out of range (7.32)", () => {
    expect(atAtRange({ strength: 2, range: 4 }, 6)).toEqual({ reach: "increased", at: 1, rule: "11.3" });
    expect(atAtRange({ strength: 1, range: 4 }, 5)).toEqual({ reach: null, rule: "7.32" });
    expect(atAtRange({ strength: 0, range: 4 }, 5)).toEqual({ reach: null, rule: "7.32" });
  });
});
