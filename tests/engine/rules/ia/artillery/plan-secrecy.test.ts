import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { publicEvents, resultFor } from "../../../../../src/engine/core/views";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { iaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { at, gun, ia, map, plan, setUp } from "./support";

const units = [gun("r75", "R", at(5, 5)), gun("g77", "G", at(15, 5))];
const b = setUp(units);
const planA = plan("R", { r75: { mission: "planned-fire", turns: [{ at: at(14, 5) }, null, { at: at(14, 5) }, null] }, "R-oba-1": { mission: "planned-fire", turns: [null, { at: at(15, 5) }, null, null] } });
const planB = plan("R", { r75: { mission: "open-sights" }, "R-oba-1": { mission: "planned-fire", turns: [null, null, null, { at: at(3, 3) }] } });

function written(c: IaCommand) {
  const result = runCommand(ia(), b, c, new ScriptedDice([]));
  if (result.status !== "done") throw new Error(result.status);
  return { after: result.state, result, events: result.record.events };
}

describe("IA1 9.11 the Artillery Plan is a secret of its side", () => {
  it("IA1 9.11 the other side receives the same events whatever the plan says: that it was written, nothing of it", () => {
    const a = written(planA);
    const other = written(planB);
    const seenA = resultFor(ia(), b, a.result, "G");
    expect(seenA).toEqual(resultFor(ia(), b, other.result, "G"));
    expect(seenA).toEqual({ status: "done", events: [{ type: "artillery-plan-written", side: "R" }], rolls: [] });
    // R sees its own plan.
    expect(resultFor(ia(), b, a.result, "R")).toMatchObject({ events: [{ plan: { missions: { r75: { mission: "planned-fire" } } } }] });
  });

  it("IA1 9.11 a public record of the command shows what the other side may know", () => {
    const pub = publicEvents(ia(), b, written(planA).events, ["R", "G"]);
    expect(pub.events).toEqual([{ type: "artillery-plan-written", side: "R" }]);
    expect(pub).toEqual(publicEvents(ia(), b, written(planB).events, ["R", "G"]));
  });

  it("IA1 9.11 the other side's view is the same with the plan, with another plan, or with none", () => {
    const none = iaSideView(b, "G");
    expect(iaSideView(written(planA).after, "G")).toEqual(none);
    expect(iaSideView(written(planB).after, "G")).toEqual(none);
    expect(iaSideView(written(planA).after, "R").battle.plans).toEqual({ R: written(planA).after.plans!.R });
  });

  it("IA1 9.11 the battle's JSON keeps the plan (saved games), and a side's view encoded for its clients never holds the enemy's", () => {
    const after = written(planA).after;
    const json = encodeOnMap(map, IaBattleJson, after);
    expect(decodeOnMap(map, IaBattleJson, json, "test").plans).toEqual(after.plans);
    const forG = JSON.stringify(encodeOnMap(map, IaBattleJson, iaSideView(after, "G").battle));
    expect(forG).not.toContain("missions");
    expect(forG).toEqual(JSON.stringify(encodeOnMap(map, IaBattleJson, iaSideView(b, "G").battle)));
  });
});
