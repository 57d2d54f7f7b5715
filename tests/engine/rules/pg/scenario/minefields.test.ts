import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { at, build, countersJson, demoDice, demoWith, refusals } from "./support";

/** The demonstration's dice up to its minefield draw (the leaders' four), then `mines`. */
const withMines = (mines: number[]) => ({ dice: new ScriptedDice([...demoDice.slice(0, 4), ...mines]) });

describe("PG 16.7 minefields: the scenario allots how many and of which strengths; the draw is chance, the placing play", () => {
  it("the Soviets draw three of their cup's five pieces (1, 2, 3 and two dummies) at random, each die with a face per piece left", () => {
    const { battle, rolls } = build();
    // d5 → 5: the second dummy; d4 → 1: the 1; d3 → 2: the 3.
    expect(battle.minefields?.map((m) => m.strength)).toEqual([0, 1, 3]);
    expect(rolls.filter((r) => r.purpose === "minefield draw").map((r) => [r.sides, r.total])).toEqual([
      [5, 5],
      [4, 1],
      [3, 2],
    ]);
  });

  it("other dice draw other minefields: the scenario fixes the cup and the count, not the draw", () => {
    expect(build(undefined, withMines([1, 1, 1])).battle.minefields?.map((m) => m.strength)).toEqual([1, 2, 3]);
    expect(build(undefined, withMines([4, 4, 3])).battle.minefields?.map((m) => m.strength)).toEqual([0, 0, 3]);
  });

  it("drawn, not placed: each waits off the board (hex null, face-down) for its owner to place it in the scenario's zone", () => {
    const b = build().battle;
    expect(b.minefields?.every((m) => m.owner === "soviet" && m.hex === null && !m.revealed)).toBe(true);
    expect(b.sides[1].minefieldZone).toEqual([at(9, 6), at(9, 7), at(9, 8), at(8, 6), at(8, 7), at(8, 8)]);
    expect(b.sides[0].minefieldZone).toBeUndefined();
  });

  it("a cup of one piece is drawn without a die; a side with no allotment has no minefields", () => {
    const s = demoWith((s) => (s.sides[1].minefields = { draw: 1, cup: [{ strength: 2, count: 1 }] }));
    const { battle, rolls } = build(s);
    expect(battle.minefields).toEqual([{ id: "soviet-minefield-1", owner: "soviet", hex: null, strength: 2, revealed: false }]);
    expect(rolls.some((r) => r.purpose === "minefield draw")).toBe(false);
    const none = demoWith((s) => delete s.sides[1].minefields);
    expect(build(none).battle.minefields).toBeUndefined();
  });

  it("a draw larger than the cup is refused at its path", () => {
    const s = demoWith((s) => (s.sides[1].minefields.draw = 6));
    expect(refusals(s)).toEqual([{ path: "$.sides[1].minefields.draw", message: "draws 6 minefields from a cup of 5 (PG 16.7)" }]);
  });

  it("each minefield is a piece of its own: a unit numbered with a minefield's id is refused", () => {
    const counters = countersJson();
    counters.units["soviet-minefield"] = counters.units["soviet-infantry"];
    const s = demoWith((s) => s.setup.push({ side: "soviet", counter: "soviet-minefield", at: [1, 1] }));
    expect(refusals(s, {}, counters)).toEqual([{ path: "$.sides[1].minefields", message: 'minefield id "soviet-minefield-1" is a piece\'s id too (PG 16.7: each minefield is a piece)' }]);
  });
});
