import { describe, expect, it } from "vitest";
import { attemptRecovery, checkMorale } from "../../../../../src/engine/rules/ia/morale";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, side } from "../../../../fixtures/ia-battle";
import { at, done } from "../morale/probe";
import { loaded, mg } from "./support";

const h = at(5, 5);
const bombarded = (ctx: Parameters<typeof checkMorale>[0]) => checkMorale(ctx, ["w"], 0, "bombardment");
const withWagon = (wagon: object = {}, more: Partial<IaBattle> = {}) => {
  const [w, cargo] = loaded("w", mg("mg", h));
  return battle([side("R", 3), side("G", 2)], [{ ...w!, ...wagon }, cargo!], [], more);
};

describe("IA1 5.65 (IA2 5.68) forced unloading does not give the unit a second activation", () => {
  it("IA1 5.65 a unit that moved with its transport this turn and is then unloaded by force may not activate again (MOVED/FIRED)", () => {
    // 5 + 5 = 10 fails morale 8 by two: the wagon is disrupted and the MG unloads.
    const { state } = done(withWagon({ movedFired: true }), [5, 5], bombarded);
    expect([state.units.get("mg")!.carriedBy, state.units.get("mg")!.status, state.units.get("mg")!.movedFired]).toEqual([null, "disrupted", true]);
  });
  it("IA1 5.65 so does one whose transport is activated in the segment under way", () => {
    const activation = { side: "R", pieces: { w: { action: "move" as const, ledBy: null, mpSpent: 1, hexesEntered: 1 } }, current: "w", done: [] };
    const { state } = done(withWagon({}, { activation }), [5, 5], bombarded);
    expect([state.units.get("mg")!.carriedBy, state.units.get("mg")!.movedFired, state.units.get("w")!.movedFired]).toEqual([null, true, false]);
  });
});

describe("IA1 5.65 only a transport that becomes disrupted or demoralized unloads", () => {
  it("IA1 5.65, 14.41 a transport recovering to good order keeps its cargo, which recovers with it (5.64)", () => {
    const b = withWagon({ status: "disrupted" });
    b.units.get("mg")!.status = "disrupted";
    // 3 + 3 = 6 < 8.
    const { state } = done(b, [3, 3], (ctx) => attemptRecovery(ctx, "w", null));
    expect([state.units.get("w")!.status, state.units.get("w")!.carrying, state.units.get("mg")!.carriedBy, state.units.get("mg")!.status]).toEqual(["good", "mg", "w", "good"]);
  });
});
