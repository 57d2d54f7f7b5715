import { describe, expect, it } from "vitest";
import { resultFor } from "../../../../../src/engine/core/views";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, side } from "../../../../fixtures/ia-battle";
import { at, gun, gunSide, ia, once } from "./support";

const dest = at(5, 11);
/** R's limbered gun on a Move mission to `dest`, standing at `hex`, activated to move. */
function world(hex: number): IaBattle {
  return battle([gunSide("R"), side("G", 3)], [gun("r75", "R", hex, 6, { limbered: true, limberedMovement: 2 })], [], {
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    activation: { side: "R", pieces: { r75: { action: "move", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] },
    plans: { R: { missions: { r75: { mission: "move", to: dest } } } },
  });
}

describe("IA1 9.13 the Move mission", () => {
  it("IA1 9.13 the gun stays limbered until it reaches its destination hex, and may move there", () => {
    expect(once(world(at(5, 10)), { type: "unlimber", side: "R", unit: "r75" })).toMatchObject({ status: "refused", rule: "IA1 9.13", code: "artillery.not-arrived" });
    expect(once(world(at(5, 10)), { type: "move", side: "R", piece: "r75", to: dest }).status).toBe("done");
  });

  it("IA1 9.13 in its destination hex it moves no farther; unlimbering there ends the Move mission: it has Open Sights from then on", () => {
    expect(once(world(dest), { type: "move", side: "R", piece: "r75", to: at(5, 12) })).toMatchObject({ status: "refused", rule: "IA1 9.13", code: "artillery.arrived" });
    const r = once(world(dest), { type: "unlimber", side: "R", unit: "r75" });
    if (r.status !== "done") throw new Error(r.status);
    expect(r.record.events).toContainEqual({ type: "move-mission-ended", side: "R", gun: "r75", rule: "IA1 9.13" });
    expect(r.state.plans!.R!.missions.r75).toEqual({ mission: "open-sights" });
    // The enemy sees the gun unlimber, not its plan.
    const seen = resultFor(ia(), world(dest), r, "G");
    expect(seen.status === "done" && seen.events.some((e) => e.type === "move-mission-ended")).toBe(false);
  });
});
