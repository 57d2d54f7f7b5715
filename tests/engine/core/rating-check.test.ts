import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../src/engine/core/dice";
import { ratingCheck } from "../../../src/engine/core/rating-check";

const morale = (v: number) => ({ id: "morale", label: "morale", value: v });

describe("rating checks (2d6 against a number, low is good)", () => {
  it("passes at or below the rating with <=, and exposes dice, margin and doubles", () => {
    const c = ratingCheck(new ScriptedDice([4, 4]), { dice: 2, sides: 6, purpose: "morale", rating: [morale(8)], pass: "<=" });
    expect(c).toMatchObject({ result: 8, target: 8, margin: 0, passed: true, doubles: true });
    expect(c.roll.dice).toEqual([4, 4]);
  });
  it("roll modifiers add to the roll; '<' needs the result below the rating", () => {
    const m2 = { id: "m2", label: "M2", value: 2 };
    const c = ratingCheck(new ScriptedDice([3, 4]), { dice: 2, sides: 6, purpose: "morale", rating: [morale(8)], rollModifiers: [m2], pass: "<=" });
    expect(c).toMatchObject({ result: 9, margin: 1, passed: false, doubles: false });
    expect(ratingCheck(new ScriptedDice([4, 4]), { dice: 2, sides: 6, purpose: "recovery", rating: [morale(8)], pass: "<" }).passed).toBe(false);
  });
});
