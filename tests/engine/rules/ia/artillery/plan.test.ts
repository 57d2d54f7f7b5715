import { describe, expect, it } from "vitest";
import { gun, gunSide, mortar, once, at, plan, setUp } from "./support";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { battle, side } from "../../../../fixtures/ia-battle";

type Missions = Extract<IaCommand, { type: "write-artillery-plan" }>["missions"];

const fire = (c: number, r: number) => ({ at: at(c, r) });
/** Four turns' lines. */
const lines = (...t: ({ at: number; smoke?: true } | null)[]) => t;

describe("IA1 9.1, 9.11 the Artillery Plan", () => {
  const units = [gun("r75", "R", at(5, 5)), mortar("rmo", "R", at(5, 6))];
  const m: Missions = {
    r75: { mission: "planned-fire", turns: lines(fire(8, 5), null, fire(8, 5), fire(8, 5)) },
    rmo: { mission: "open-sights" },
    "R-oba-1": { mission: "planned-fire", turns: lines(null, fire(20, 20), fire(20, 20), null) },
  };
  const good = plan("R", m);

  it("IA1 9.11 a plan with a mission for every gun and factor is written to the side's state", () => {
    const r = once(setUp(units), good);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect(r.record.events).toEqual([{ type: "artillery-plan-written", side: "R", plan: { missions: expect.any(Object) } }]);
    expect(r.state.plans!.R!.missions.r75).toEqual({ mission: "planned-fire", turns: [fire(8, 5), null, fire(8, 5), fire(8, 5)] });
    expect(r.state.plans!.R!.missions.rmo).toEqual({ mission: "open-sights" });
  });

  it("IA1 9.1 every gun, mortar and off-board factor must have a mission", () => {
    const missing = plan("R", { r75: { mission: "open-sights" }, rmo: { mission: "open-sights" } });
    expect(once(setUp(units), missing)).toMatchObject({ status: "refused", rule: "IA1 9.1", code: "artillery.no-mission" });
  });

  it("IA1 9.1 a plan names only the side's own guns: an enemy's is refused as one that does not exist", () => {
    const withEnemy = setUp([...units, gun("g77", "G", at(15, 5))]);
    const r1 = once(withEnemy, plan("R", { ...m, g77: { mission: "open-sights" } }));
    const r2 = once(withEnemy, plan("R", { ...m, nobody: { mission: "open-sights" } }));
    expect(r1).toMatchObject({ status: "refused", rule: "IA1 9.1", code: "artillery.no-gun" });
    expect(r2).toMatchObject({ status: "refused", rule: "IA1 9.1", code: "artillery.no-gun" });
  });

  it("IA1 9.15 off-board factors have Planned Fire only; mortars never Planned Fire", () => {
    expect(once(setUp(units), plan("R", { ...m, "R-oba-1": { mission: "open-sights" } }))).toMatchObject({ status: "refused", rule: "IA1 9.15", code: "artillery.off-board-planned" });
    expect(once(setUp(units), plan("R", { ...m, rmo: { mission: "planned-fire", turns: lines(null, null, null, null) } }))).toMatchObject({ status: "refused", rule: "IA1 9.15", code: "artillery.mortar-planned" });
  });

  it("IA1 9.13 a gun entering during play must have a Move mission", () => {
    const entering = [...units, gun("r2", "R", null, 6, { limberedMovement: 2 })];
    expect(once(setUp(entering), plan("R", { ...m, r2: { mission: "open-sights" } }))).toMatchObject({ status: "refused", rule: "IA1 9.13", code: "artillery.entering-move" });
    expect(once(setUp(entering), plan("R", { ...m, r2: { mission: "move", to: at(6, 6) } })).status).toBe("done");
  });

  it("IA1 9.11 a Planned Fire column has a line for every turn, and onboard guns fire within range (off-board: anywhere)", () => {
    expect(once(setUp(units), plan("R", { ...m, r75: { mission: "planned-fire", turns: [null, null, null] } }))).toMatchObject({ status: "refused", rule: "IA1 9.11", code: "artillery.plan-turns" });
    // Range 10 from (5,5): (16,5) is 11 hexes away.
    expect(once(setUp(units), plan("R", { ...m, r75: { mission: "planned-fire", turns: lines(fire(16, 5), null, null, null) } }))).toMatchObject({ status: "refused", rule: "IA1 9.11", code: "artillery.out-of-range" });
    expect(once(setUp(units), plan("R", { ...m, r75: { mission: "planned-fire", turns: lines(fire(15, 5), null, null, null) } })).status).toBe("done");
  });

  it("IA1 11.1 no more Fire (or Smoke) turns than the side's Artillery Ammunition number", () => {
    const sides = [gunSide("R", [12], { ammunition: 2 }), gunSide("G")] as const;
    expect(once(setUp(units, [...sides]), good)).toMatchObject({ status: "refused", rule: "IA1 11.1", code: "artillery.ammunition", params: { fires: 3, ammunition: 2 } });
    const two: Missions = { ...m, r75: { mission: "planned-fire", turns: lines(fire(8, 5), null, null, fire(8, 5)) } };
    expect(once(setUp(units, [...sides]), plan("R", two)).status).toBe("done");
  });

  it("IA1 16.14 smoke only where the scenario allows it", () => {
    const smoky: Missions = { ...m, r75: { mission: "planned-fire", turns: lines({ at: at(8, 5), smoke: true }, null, null, null) } };
    expect(once(setUp(units), plan("R", smoky))).toMatchObject({ status: "refused", rule: "IA1 16.14", code: "artillery.no-smoke" });
    expect(once(setUp(units, [gunSide("R", [12], { smoke: true }), gunSide("G")]), plan("R", smoky)).status).toBe("done");
  });

  it("IA1 9.1 the plan is written once, before play; initiative is not rolled until every side with artillery has written one", () => {
    const b = setUp(units);
    expect(once(b, { type: "roll-initiative", side: "R" })).toMatchObject({ status: "refused", rule: "IA1 9.1", code: "artillery.plan-missing" });
    const r = once(b, good);
    if (r.status !== "done") throw new Error(r.status);
    expect(once(r.state, good)).toMatchObject({ status: "refused", rule: "IA1 9.1", code: "artillery.plan-written" });
    expect(once({ ...b, turn: 2 }, good)).toMatchObject({ status: "refused", rule: "IA1 9.1", code: "artillery.plan-not-now" });
    // G has artillery too: still missing.
    expect(once(r.state, { type: "roll-initiative", side: "R" })).toMatchObject({ status: "refused", code: "artillery.plan-missing", params: { side: "G" } });
  });

  it("IA1 11.0 a side the scenario gives no artillery writes no plan, and its initiative roll waits for none", () => {
    const b = battle([side("R", 3), side("G", 3)], units);
    expect(once(b, good)).toMatchObject({ status: "refused", rule: "IA1 11.0", code: "artillery.no-artillery" });
    expect(once(b, { type: "roll-initiative", side: "R" }, [4, 1]).status).toBe("done");
  });
});
