import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { resultFor } from "../../../../../src/engine/core/views";
import type { IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf } from "../../../../fixtures/ia-battle";
import { at, gun, ia, once, plan, setUp } from "./support";

const h = at(5, 5);
const dest = at(8, 5);
/** A wagon of R's. */
const wagon = (id: string, hex: number | null, more: Partial<IaUnit> = {}) =>
  inf(id, "R", hex as number, { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, reduced: undefined, full: { direct: 0, bombardment: 0, range: 0, movement: 6 }, ...more });
/** R's gun at `h` that moves only towed (its limbered side's movement is T), set up unlimbered. */
const towedGun = () => gun("r75", "R", h);
/** R's plan: r75 on a Move mission to `dest`, `more` missions besides. */
const order = (more: Record<string, { mission: "open-sights" }> = {}) =>
  plan("R", { r75: { mission: "move", to: dest }, "R-oba-1": { mission: "planned-fire", turns: [null, null, null, null] }, ...more });
const moveOrder = order();

function written(b: IaBattle, answers = {}) {
  const r = runCommand(ia(), b, moveOrder, new ScriptedDice([]), answers);
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r;
}

describe("IA1 9.13 a gun given a Move mission begins play limbered, and loaded when it moves only towed", () => {
  it("IA1 9.13 a T gun on a Move mission is limbered and loaded on the free transport in its hex as the plan is written", () => {
    const r = written(setUp([towedGun(), wagon("w", h)]));
    expect(r.record.events.slice(1)).toEqual([
      { type: "limbered", unit: "r75", limbered: true, rule: "IA1 9.13" },
      { type: "loaded", transport: "w", unit: "r75", rule: "IA1 9.13" },
    ]);
    expect([r.state.units.get("r75")!.carriedBy, r.state.units.get("w")!.carrying, r.state.units.get("r75")!.limbered]).toEqual(["w", "r75", true]);
    // Public, as the set-up is; the mission is not (9.11).
    const seen = resultFor(ia(), setUp([towedGun(), wagon("w", h)]), r, "G");
    expect(seen.status === "done" && seen.events).toEqual([{ type: "artillery-plan-written", side: "R" }, ...r.record.events.slice(1)]);
  });

  it("IA1 9.13 with no free good-order transport of its side in its hex the plan is refused", () => {
    for (const b of [
      setUp([towedGun()]),
      setUp([towedGun(), wagon("w", at(5, 6))]),
      setUp([towedGun(), wagon("w", h, { status: "disrupted" })]),
      setUp([towedGun(), wagon("w", h, { carrying: "r76" }), { ...gun("r76", "R", h), limbered: true, carriedBy: "w" }]),
    ]) {
      const c = order(b.units.has("r76") ? { r76: { mission: "open-sights" } } : {});
      expect(once(b, c)).toMatchObject({ status: "refused", rule: "IA1 9.13", code: "artillery.start-loaded" });
    }
  });

  it("IA1 9.13 with several free transports the owner chooses the one it starts on", () => {
    const b = setUp([towedGun(), wagon("w1", h), wagon("w2", h)]);
    const asked = runCommand(ia(), b, moveOrder, new ScriptedDice([]));
    expect(asked).toMatchObject({ status: "decision", request: { id: "start-transport:r75", kind: "start-transport", side: "R", options: ["w1", "w2"], default: "w1", rule: "IA1 9.13" } });
    expect(written(b, { "start-transport:r75": "w2" }).state.units.get("r75")!.carriedBy).toBe("w2");
  });

  it("IA1 9.13 a gun that moves on its own is only limbered; one set up limbered or loaded is left as it is", () => {
    const horse = written(setUp([gun("r75", "R", h, 6, { limberedMovement: 2 }), wagon("w", h)]));
    expect(horse.record.events.slice(1)).toEqual([{ type: "limbered", unit: "r75", limbered: true, rule: "IA1 9.13" }]);
    const ready = written(setUp([wagon("w", h, { carrying: "r75" }), { ...towedGun(), limbered: true, carriedBy: "w" }]));
    expect(ready.record.events.map((e) => e.type)).toEqual(["artillery-plan-written"]);
  });

  it("IA1 9.13, 16.41 a T gun entering during play starts loaded on a transport entering with it, unseen by the enemy until it enters", () => {
    const entry = (piece: string, turn = 2) => ({ piece, turn, hexes: [at(0, 5)] });
    const b = setUp([gun("r75", "R", null), wagon("w", null), wagon("late", null)], undefined, { entering: [entry("r75"), entry("w"), entry("late", 3)] });
    const r = written(b);
    expect(r.state.units.get("r75")!.carriedBy).toBe("w");
    const seen = resultFor(ia(), b, r, "G");
    expect(seen.status === "done" && seen.events).toEqual([{ type: "artillery-plan-written", side: "R" }]);
    const alone = setUp([gun("r75", "R", null), wagon("late", null)], undefined, { entering: [entry("r75"), entry("late", 3)] });
    expect(once(alone, moveOrder)).toMatchObject({ status: "refused", rule: "IA1 9.13", code: "artillery.start-loaded" });
  });
});
