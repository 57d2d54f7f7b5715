import { describe, expect, it } from "vitest";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { activate, after, gun, inAction, leader, run, wagon, world } from "./support";

const { ia, at } = world();
const h = at(5, 5);
const dest = at(12, 5);
const far = at(18, 18);
const unlimber: IaCommand = { type: "unlimber", side: "R", unit: "gun" };

/** R's gun on a Move mission to `dest`, set down limbered at `h` short of it (IA1 5.65), with `others` of R's. */
const setDown = (others: IaUnit[], gunMore: Partial<IaUnit> = {}, more: Partial<IaBattle> = {}): IaBattle => ({
  ...inAction([gun("gun", h, { limbered: true, ...gunMore }), ...others], [leader("capt", "R", h)], far),
  plans: { R: { missions: { gun: { mission: "move", to: dest } } } },
  ...more,
});

describe("IA1 9.13 a gun on a Move mission that moves only towed, with its transports gone", () => {
  it("IA1 9.13 while a friendly transport is left anywhere (on the board or still to enter) it stays limbered", () => {
    for (const b of [setDown([wagon("w", at(9, 9))]), setDown([{ ...wagon("w", h), hex: null }], {}, { entering: [{ piece: "w", turn: 3, hexes: [at(0, 5)] }] })]) {
      expect(run(ia, b, [activate({ gun: "move" }), unlimber])).toMatchObject({ status: "refused", rule: "IA1 9.13", code: "artillery.not-arrived" });
    }
  });

  it("IA1 9.13, 9.1 once all friendly transports are eliminated it unlimbers where it is and has an Open Sights mission at once", () => {
    const { state, events } = after(ia, setDown([]), [activate({ gun: "move" }), unlimber]);
    expect(state.units.get("gun")!.limbered).toBe(false);
    expect(events).toContainEqual({ type: "move-mission-ended", side: "R", gun: "gun", rule: "IA1 9.13" });
    expect(state.plans!.R!.missions.gun).toEqual({ mission: "open-sights" });
  });

  it("IA1 9.13 a gun that moves on its own is never stranded: it stays limbered until its destination", () => {
    expect(run(ia, setDown([], { limberedMovement: 2 }), [activate({ gun: "move" }), unlimber])).toMatchObject({ status: "refused", rule: "IA1 9.13", code: "artillery.not-arrived" });
  });

  it("IA1 9.13 a friendly transport in its hex loads it, and its Move mission goes on", () => {
    const { state } = after(ia, setDown([wagon("w", h)]), [activate({ w: "move", gun: "move" }), { type: "load", side: "R", transport: "w", unit: "gun" }]);
    expect([state.units.get("gun")!.carriedBy, state.plans!.R!.missions.gun]).toEqual(["w", { mission: "move", to: dest }]);
  });
});

describe("IA1 9.13 a towed gun on a Move mission set down by force (5.65) whose transport is then eliminated", () => {
  const digIn: IaCommand = { type: "dig-in", side: "R", unit: "gun" };
  /** Set down by `by` (5.65), with `others` of R's. */
  const waiting = (by: string, others: IaUnit[]): IaBattle => ({ ...setDown(others), plans: { R: { missions: { gun: { mission: "move", to: dest, setDownBy: by } } } } });

  it("IA1 9.13 takes no action: it may not dig in (a Move action it could take while its transport lives)", () => {
    const b = waiting("gone", [wagon("w2", at(9, 9))]);
    expect(run(ia, b, [activate({ gun: "move" }), digIn])).toMatchObject({ status: "refused", rule: "IA1 9.13", code: "artillery.waiting" });
    expect(after(ia, waiting("w", [wagon("w", at(9, 9))]), [activate({ gun: "move" }), digIn]).state.units.get("gun")!.digging).toBe(true);
  });

  it("IA1 9.13 until another friendly transport in its hex loads it: then it moves on towards its destination, waiting no more", () => {
    const { state } = after(ia, waiting("gone", [wagon("w2", h)]), [activate({ w2: "move", gun: "move" }), { type: "load", side: "R", transport: "w2", unit: "gun" }]);
    expect([state.units.get("gun")!.carriedBy, state.plans!.R!.missions.gun]).toEqual(["w2", { mission: "move", to: dest }]);
  });

  it("IA1 9.13 if all friendly transports are eliminated it unlimbers where it is and has Open Sights", () => {
    const { state } = after(ia, waiting("gone", []), [activate({ gun: "move" }), unlimber]);
    expect([state.units.get("gun")!.limbered, state.plans!.R!.missions.gun]).toEqual([false, { mission: "open-sights" }]);
  });
});
