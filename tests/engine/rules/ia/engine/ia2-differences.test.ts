import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand } from "../../../../../src/engine/core/engine";
import { ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { activationScope } from "../../../../../src/engine/rules/ia/activation/scope";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { fixtureTables } from "../fire/support";

const map = testMap(ia2Tec, [[5, 5, ["woods"]], [5, 7, ["woods"]], [5, 8, ["woods"]], [5, 9, ["woods"]]]);
const ia = iaRuleset(map, ia2Tec, { fireTables: fixtureTables() });
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const ia2 = (units: ReturnType<typeof inf>[], leaders: ReturnType<typeof leader>[] = []): IaBattle =>
  battle([side("R", 3), side("G", 2)], units, leaders, {
    edition: "IA2",
    visibility: ia2Visibility("day", 1),
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
  });

function chain(b: IaBattle, commands: IaCommand[], dice: number[]) {
  const d = new ScriptedDice(dice);
  for (const c of commands) {
    const r = runAnswering(ia, b, c, d).result;
    if (r.status !== "done") throw new Error(JSON.stringify(r));
    b = r.state;
  }
  return b;
}

describe("Infantry Attacks 2nd edition differences (sections 1–7)", () => {
  it("IA2 6.11 horse artillery counts as cavalry for leader purposes", () => {
    const gun = inf("gun", "R", at(5, 6), { kind: "MG", company: false, steps: 1, maxSteps: 1, horseArtillery: true });
    const b = ia2([gun, inf("g", "G", at(15, 15))], [leader("cav", "R", at(5, 6), { leaderType: "cavalry" }), leader("infl", "R", at(5, 6))]);
    expect(activationScope(b, map, "R", { leader: "cav" }).get("gun")).toBe("cav");
    expect(activationScope(b, map, "R", { leader: "infl" }).has("gun")).toBe(false);
  });
  it("IA2 6.62 the owner may use a superior leader's morale modifier for recovery instead of the lower-ranking leader's", () => {
    // The Major activates the Captain, who activates the unit in his hex; the Major is adjacent to it (6.64).
    const b = ia2(
      [inf("a", "R", at(5, 7), { status: "disrupted" }), inf("g", "G", at(15, 15))],
      [leader("maj", "R", at(5, 6), { rank: 3, moraleBonus: 2 }), leader("capt", "R", at(5, 7), { rank: 2, moraleBonus: 0 })],
    );
    const activate: IaCommand = { type: "activate", side: "R", root: { leader: "maj" }, pieces: { a: { action: "move", ledBy: "capt" } } };
    const r = runCommand(ia, chain(b, [activate], []), { type: "recover", side: "R", piece: "a" }, new ScriptedDice([5, 5]));
    expect(r).toMatchObject({ status: "decision", request: { kind: "recovery-leader", options: ["maj", null], default: "maj", rule: "IA2 6.62" } });
  });
  it("IA2 6.63 a leader may flee with a demoralized unit that failed to recover (the owner is asked)", () => {
    const b = chain(ia2([inf("a", "R", at(10, 10), { status: "demoralized" }), inf("g", "G", at(10, 13))], [leader("capt", "R", at(10, 10), { moraleBonus: 0 })]), [
      { type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move", capt: "move" } },
    ], []);
    const { result } = runAnswering(ia, b, { type: "recover", side: "R", piece: "a" }, new ScriptedDice([6, 5]), {}, (q) => (q.kind === "flee-with" ? null : { answer: q.default }));
    expect(result).toMatchObject({ status: "decision", request: { id: "flee-with:capt", rule: "IA2 6.63" } });
  });
});
