import { describe, expect, it } from "vitest";
import { at } from "../artillery/support";
import { bombardmentOn, scatters } from "./support";

const T = at(10, 10);
const SE1 = at(11, 10);

describe("IA1 18.3 drumfire where the fire actually struck (solitaire)", () => {
  it("IA1 18.3 fire that scatters into the hex it struck last turn places the marker there", () => {
    const r = bombardmentOn(2, [{ at: T }, { at: T }], [{ turn: 1, at: SE1 }], [4, 3]);
    expect(scatters(r.events)).toMatchObject([{ struck: SE1 }]);
    expect(r.state.drumfire).toEqual([{ at: SE1, side: "R", gun: "R-oba-1", onboard: false }]);
  });

  it("IA1 18.3 plotted at the same hex twice, but struck elsewhere last turn: no marker", () => {
    const r = bombardmentOn(2, [{ at: T }, { at: T }], [{ turn: 1, at: SE1 }], [2]);
    expect(scatters(r.events)).toMatchObject([{ struck: T }]);
    expect(r.state.drumfire).toBeUndefined();
  });

  it("IA1 18.3 the same hex struck two turns running: a marker; none when it fired smoke last turn or fires smoke now", () => {
    expect(bombardmentOn(2, [{ at: T }, { at: T }], [{ turn: 1, at: T }], []).state.drumfire).toEqual([{ at: T, side: "R", gun: "R-oba-1", onboard: false }]);
    expect(bombardmentOn(2, [{ at: T, smoke: true }, { at: T }], [{ turn: 1, at: T }], []).state.drumfire).toBeUndefined();
    // Smoke now: 2d6 9, no marker placed either.
    expect(bombardmentOn(2, [{ at: T }, { at: T, smoke: true }], [{ turn: 1, at: T }], [4, 5]).state.drumfire).toBeUndefined();
  });
});
