import { describe, expect, it } from "vitest";
import { inf } from "../../../../fixtures/ia-battle";
import { at, done, fireAt, fixtureRules, inAction, ofType } from "./support";

describe("IA1 8.52 SPOTTED markers", () => {
  const firing = (from: number, target: number) => done(fixtureRules, inAction([inf("g", "G", from), inf("r", "R", target)]), fireAt(["g"], target), [6, 6]);
  it("IA1 8.52 a unit that fires from limiting terrain (woods) gets a SPOTTED marker", () => {
    const { state, events } = firing(at(8, 0), at(8, 2));
    expect(ofType(events, "spotted-marker")).toEqual([{ type: "spotted-marker", units: ["g"], on: true, rule: "IA1 8.52" }]);
    expect(state.units.get("g")!.spotted).toBe(true);
  });
  it("IA1 8.8 so does a unit firing from a swamp", () => {
    expect(ofType(firing(at(10, 0), at(10, 2)).events, "spotted-marker")).toHaveLength(1);
  });
  it("IA1 8.52 a unit firing from clear terrain does not", () => {
    expect(ofType(firing(at(0, 0), at(0, 2)).events, "spotted-marker")).toEqual([]);
  });
});

describe("IA1 16.5 hidden units", () => {
  it("IA1 16.5 a hidden unit that fires is placed on the map; the command revealed information", () => {
    const state = inAction([inf("g", "G", at(0, 0), { hidden: true }), inf("r", "R", at(0, 2))]);
    const { state: after, events, record } = done(fixtureRules, state, fireAt(["g"], at(0, 2)), [6, 6]);
    expect(ofType(events, "revealed")).toEqual([{ type: "revealed", pieces: ["g"], rule: "IA1 16.5" }]);
    expect(after.units.get("g")!.hidden).toBe(false);
    expect(record.revealed).toBe(true);
  });
});
