import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceNeeded, InvalidDie, isDoubles, roll, ScriptedDice, SeededDice, TapeDice } from "../../../src/engine/core/dice";

describe("dice", () => {
  it("a seed gives the same individual dice every time, each a face of the die", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 20 }), (seed, sides) => {
        const a = roll(new SeededDice(seed), 5, sides, "t");
        expect(roll(new SeededDice(seed), 5, sides, "t")).toEqual(a);
        for (const d of a.dice) expect(d >= 1 && d <= sides).toBe(true);
        expect(a.total).toBe(a.dice.reduce((x, y) => x + y, 0));
      }),
    );
  });
  it("the dice depend on the seed: different seeds give different dice", () => {
    const dice = (seed: number) => roll(new SeededDice(seed), 12, 6, "t").dice.join("");
    expect(new Set(Array.from({ length: 100 }, (_, seed) => dice(seed))).size).toBe(100);
    fc.assert(fc.property(fc.integer(), fc.integer(), (a, b) => (a >>> 0 === b >>> 0) === (dice(a) === dice(b))));
  });
  it("a seeded die rolls every face of the die, each about as often", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(2, 6, 10, 20), (seed, sides) => {
        const counts = new Array<number>(sides).fill(0);
        const source = new SeededDice(seed);
        for (let i = 0; i < 300 * sides; i++) counts[source.die(sides) - 1]!++;
        // Each face is expected 300 times; a fair die strays outside 200–400 with odds below one in a hundred million.
        for (const n of counts) expect(n >= 200 && n <= 400).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
  it("scripted dice come in order and ask for more when they run out", () => {
    const s = new ScriptedDice([6, 6, 1]);
    const r = roll(s, 2, 6, "morale");
    expect(r).toEqual({ dice: [6, 6], sides: 6, total: 12, purpose: "morale" });
    expect(isDoubles(r)).toBe(true);
    expect(s.die(6)).toBe(1);
    expect(() => s.die(6)).toThrow(DiceNeeded);
    expect(() => new ScriptedDice([7]).die(6)).toThrow(InvalidDie);
    expect(() => new ScriptedDice([7]).die(6)).toThrow(/not a face of a d6/);
  });
  it("a roll the source cannot cover asks for the whole roll before drawing any die", () => {
    const s = new ScriptedDice([3]);
    expect(() => roll(s, 2, 6, "morale")).toThrow(expect.objectContaining({ name: "DiceNeeded", count: 2, sides: 6, purpose: "morale" }));
    expect(s.used).toBe(0);
    expect(roll(s, 1, 6, "initiative").total).toBe(3);
  });
  it("a tape replays the dice drawn before a decision, then draws new ones", () => {
    const t = new TapeDice(new ScriptedDice([4]), [2, 3]);
    expect([t.die(6), t.die(6), t.die(6)]).toEqual([2, 3, 4]);
    expect(t.drawn).toEqual([2, 3, 4]);
  });
});
