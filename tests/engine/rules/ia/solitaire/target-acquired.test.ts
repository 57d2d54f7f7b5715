import { describe, expect, it } from "vitest";
import { at } from "../artillery/support";
import { bombardmentOn, fires, scatters, target } from "./support";

const T = at(10, 10);
const U = at(14, 10);

describe("IA1 18.2 Target Acquired (solitaire)", () => {
  it("IA1 18.2 a 1–3 acquires the target: no roll while it is plotted at the same hex, No Fire turns between", () => {
    const r = bombardmentOn(3, [{ at: T }, null, { at: T }], [{ turn: 1, at: T, acquired: true }], [6, 6], [target("g0", T)]);
    expect(scatters(r.events)).toMatchObject([{ gun: "R-oba-1", target: T, roll: null, directions: [], struck: T, acquired: true, rule: "IA1 18.2" }]);
    expect(fires(r.events).map((e) => [e.at, e.roll.dice])).toEqual([[T, [6, 6]]]);
    expect(r.state.plans!.R!.missions["R-oba-1"]).toMatchObject({ struck: [{ turn: 1, at: T, acquired: true }, { turn: 3, at: T, acquired: true }] });
  });

  it("IA1 18.2 plotted at a different hex it rolls again, and again when it comes back to the old one", () => {
    const away = bombardmentOn(2, [{ at: T }, { at: U }], [{ turn: 1, at: T, acquired: true }], [2]);
    expect(scatters(away.events)).toMatchObject([{ target: U, roll: { total: 2 }, struck: U, acquired: true }]);
    const back = bombardmentOn(3, [{ at: T }, { at: U }, { at: T }], [{ turn: 1, at: T, acquired: true }, { turn: 2, at: U, acquired: true }], [5, 3]);
    expect(scatters(back.events)).toMatchObject([{ target: T, roll: { total: 5 }, directions: [{ total: 3 }], struck: at(11, 10), acquired: false }]);
  });

  it("IA1 18.2 only a 1–3 acquires: a hex struck last turn without a roll (18.1 (3)) is rolled for again after a No Fire turn", () => {
    const r = bombardmentOn(3, [{ at: T }, null, { at: T }], [{ turn: 1, at: T }], [4, 3]);
    expect(scatters(r.events)).toMatchObject([{ target: T, roll: { total: 4 }, struck: at(11, 10), acquired: false }]);
  });

  it("IA1 18.2 a 4–6 loses the target acquired: the next turn at the same target rolls again", () => {
    const lost = bombardmentOn(3, [{ at: T }, { at: U }, { at: T }], [{ turn: 1, at: T, acquired: true }, { turn: 2, at: at(15, 10) }], [1]);
    expect(scatters(lost.events)).toMatchObject([{ target: T, roll: { total: 1 }, struck: T, acquired: true }]);
  });
});
