import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/engine/core/dice";
import { runCommand } from "../../../../src/engine/core/engine";
import { decodeOnMap } from "../../../../src/engine/map";
import { IaCommandSchema } from "../../../../src/engine/rules/ia/commands/schema";
import type { IaBattle } from "../../../../src/engine/rules/ia/state";
import { localizeAll } from "../../../../src/foundry/i18n";
import { emptyPlan, planCommand, planStateFrom, planView } from "../../../../src/foundry/rulesets/ia/dialogs/artillery-plan-view";
import { enI18n } from "../../../support/i18n";
import { actionEnabled } from "../../../../src/foundry/applications/tracker/tracker-view";
import { iaCombat } from "../../../../src/foundry/rulesets/ia/combat";
import type { IaTableGame } from "../../../../src/foundry/rulesets/ia/table-game";
import { iaTracker } from "../../../../src/foundry/rulesets/ia/tracker";
import { at, gun, gunSide, ia, map, mortar, setUp } from "../../../engine/rules/ia/artillery/support";

// R: an off-board factor of 12, a gun (range 10) at [5, 10], a mortar at [6, 10], a gun entering during play that moves
// on its own (limbered movement 2: no transport needed, IA1 9.13); two turns of ammunition, no smoke.
const battle: IaBattle = setUp([gun("r77", "R", at(5, 10)), mortar("rm", "R", at(6, 10)), gun("re", "R", null, 6, { limberedMovement: 2 })], [gunSide("R", [12], { ammunition: 2 }), gunSide("G")]);
const input = { battle, map, side: "R" };
const view = (form: Record<string, unknown>) => localizeAll(planView(input, planStateFrom(form, input)), enI18n) as any;
const valid = { "mission.R-oba-1": "planned-fire", "turn.R-oba-1.0": "[9, 10]", "turn.R-oba-1.2": "[9, 10]", "mission.r77": "open-sights", "mission.rm": "move", "to.rm": "[6, 12]", "mission.re": "move", "to.re": "[5, 12]" };

describe("Artillery Plan dialog", () => {
  it("IA1 9.1, 9.13, 9.15 lists each gun and factor with the missions it may have: off-board Planned Fire, a mortar Open Sights or Move, a gun entering Move", () => {
    const v = localizeAll(planView(input, emptyPlan), enI18n) as any;
    expect(v.guns.map((g: any) => [g.name, g.missions.map((m: any) => m.label)])).toEqual([
      ["r77", ["Planned Fire", "Open Sights", "Move"]],
      ["rm", ["Open Sights", "Move"]],
      ["re", ["Move"]],
      ["R-oba-1 (12)", ["Planned Fire"]],
    ]);
    expect(v.guns[0]).toMatchObject({ hex: "[5, 10]", fire: 6, range: 10 });
    expect(v.guns[3].turns.map((t: any) => t.turn)).toEqual([1, 2, 3, 4]);
    expect(v.ammunition).toBe("Each gun or factor may fire on 2 turn(s) (IA1 11.1).");
  });

  it("IA1 9.11, 11.1, 16.14 shows what is wrong with a line, with its rule, and sends nothing until it is right", () => {
    const v = view({ ...valid, "mission.r77": "planned-fire", "turn.r77.0": "[20, 10]", "turn.r77.1": "[99, 99]", "turn.r77.2": "[6, 9]", "smoke.r77.2": true });
    expect(v.guns[0].problems).toEqual([
      "Turn 1: beyond its range of 10 (IA1 9.11)",
      "Turn 2: no hex [99, 99] on this map",
      "Turn 3: this side may not fire smoke (IA1 16.14)",
      "3 turns of fire, more than the 2 its ammunition allows (IA1 11.1)",
    ]);
    expect(v.canSubmit).toBe(false);
    expect(view({ ...valid, "to.rm": "" }).guns[1].problems).toEqual(["Give its destination hex (IA1 9.13)"]);
    expect(view({ ...valid, "to.rm": "Z9" }).guns[1].problems).toEqual(["No destination hex Z9 on this map (IA1 9.13)"]);
  });

  it("IA1 9.1 a right plan is one write-artillery-plan command the engine carries out as written", () => {
    expect(view(valid).canSubmit).toBe(true);
    const json = planCommand(input, planStateFrom(valid, input))!;
    const c = decodeOnMap(map, IaCommandSchema, { ...json, side: "R" }, "command");
    const r = runCommand(ia(), battle, c, new ScriptedDice([]));
    expect(r.status).toBe("done");
    expect(r.status === "done" && r.state.plans?.R?.missions).toEqual({
      r77: { mission: "open-sights" },
      rm: { mission: "move", to: at(6, 12) },
      re: { mission: "move", to: at(5, 12) },
      "R-oba-1": { mission: "planned-fire", turns: [{ at: at(9, 10) }, null, { at: at(9, 10) }, null] },
    });
  });

  it("IA1 9.1, 11.0 a side with no artillery, or whose plan is written, is told so and has nothing to fill in", () => {
    const none = localizeAll(planView({ ...input, battle: setUp([], [gunSide("R"), { ...gunSide("G"), artillery: undefined }]), side: "G" }, emptyPlan), enI18n) as any;
    expect([none.notice, none.guns, none.canSubmit]).toEqual(["This side has no artillery: it writes no Artillery Plan.", [], false]);
    const written = localizeAll(planView({ ...input, battle: { ...battle, plans: { R: { missions: {} } } } }, emptyPlan), enI18n) as any;
    expect([written.notice, written.guns, written.canSubmit]).toEqual(["This side's Artillery Plan is written.", [], false]);
  });

  it("IA1 9.1 the tracker offers the Artillery Plan while a side's plan is due: before the first initiative roll, until written", () => {
    const combat = (b: IaBattle) => iaCombat({ id: "b1", state: b } as IaTableGame, false);
    const enabled = (b: IaBattle) => actionEnabled("artilleryPlan", combat(b), { sides: ["R"] }, iaTracker);
    expect(combat(battle).ordersDue).toEqual(["R", "G"]);
    expect(enabled(battle)).toBe(true);
    const written = { ...battle, plans: { R: { missions: {} }, G: { missions: {} } } };
    expect([combat(written).ordersDue, enabled(written)]).toEqual([[], false]);
    expect(enabled({ ...battle, turn: 2 })).toBe(false);
    const [r, g] = battle.sides;
    expect(enabled({ ...battle, sides: [{ ...r, artillery: undefined }, { ...g, artillery: undefined }] })).toBe(false);
  });
});
