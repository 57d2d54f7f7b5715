import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, type CommandResult } from "../../../../../src/engine/core/engine";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);

const inAction = (units: IaUnit[], leaders: IaLeader[]) =>
  battle([side("R", 3), side("G", 2)], [...units, inf("g", "G", at(15, 15))], leaders, {
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
  });

type Result = CommandResult<IaBattle, IaCommand, IaEvent>;

/** Runs the commands in order, answering every decision with its default; the last result and all events. */
function chain(b: IaBattle, commands: IaCommand[], dice: number[] = []) {
  const d = new ScriptedDice(dice);
  const events: IaEvent[] = [];
  let r: Result | undefined;
  for (const c of commands) {
    r = runAnswering(ia, b, c, d).result;
    if (r.status !== "done") return { result: r, events };
    events.push(...r.record.events);
    b = r.state;
  }
  return { result: r!, state: b, events };
}

/**
 * A Major (morale modifier 0) with a Captain (+2) in the adjacent hex; the unit `a` in the Captain's hex is adjacent to
 * the Major, so either may activate it (3.2).
 */
const twoLeaders = (unit: Partial<IaUnit> = {}) =>
  inAction([inf("a", "R", at(5, 6), unit)], [leader("maj", "R", at(5, 5), { rank: 3, moraleBonus: 0 }), leader("capt", "R", at(5, 6), { rank: 2, moraleBonus: 2 })]);
const byMajor = (pieces: Extract<IaCommand, { type: "activate" }>["pieces"]): IaCommand => ({ type: "activate", side: "R", root: { leader: "maj" }, pieces });

describe("IA1 3.2, 6.4, 6.62 the player says which leader activates a piece two leaders reach", () => {
  it("IA1 3.2 by default the first leader to reach it (the senior) activates it", () => {
    const r = chain(twoLeaders(), [byMajor({ a: "move" })]);
    expect(r.result.status === "done" && r.state!.activation!.pieces.a!.ledBy).toBe("maj");
  });
  it("IA1 3.2 the activation names the Captain: he activates the unit, through the Major who activated him", () => {
    const r = chain(twoLeaders(), [byMajor({ a: { action: "move", ledBy: "capt" } })]);
    expect(r.result.status).toBe("done");
    expect(r.state!.activation!.pieces).toMatchObject({ a: { action: "move", ledBy: "capt" }, capt: { action: "move", ledBy: "maj" } });
  });
  it("IA1 6.4 the Captain who activated the unit in his hex moves with it", () => {
    const r = chain(twoLeaders(), [byMajor({ a: { action: "move", ledBy: "capt" }, capt: "move" }), { type: "move", side: "R", piece: "a", to: at(5, 7), with: ["capt"] }]);
    expect(r.result.status).toBe("done");
    expect([r.state!.units.get("a")!.hex, r.state!.leaders.get("capt")!.hex]).toEqual([at(5, 7), at(5, 7)]);
  });
  it("IA1 6.62 the Captain who activated the recovering unit helps it (+2); the Major keeps his action", () => {
    // 4 + 5 = 9 < 8 + 2.
    const r = chain(twoLeaders({ status: "disrupted" }), [byMajor({ a: { action: "move", ledBy: "capt" } }), { type: "recover", side: "R", piece: "a" }], [4, 5]);
    expect(r.result.status).toBe("done");
    const attempt = r.events.find((e) => e.type === "recovery-attempted");
    expect(attempt).toMatchObject({ piece: "a", leader: "capt", target: 10, outcome: "good-order" });
    expect(r.state!.leaders.get("maj")!.movedFired).toBe(false);
    expect(r.state!.activation!.done).not.toContain("maj");
  });
  it("IA1 3.12, 3.2 a leader who cannot reach the piece is refused as its activator, naming the rule", () => {
    const b = inAction([inf("a", "R", at(5, 4))], [leader("maj", "R", at(5, 5), { rank: 3 }), leader("capt", "R", at(5, 6), { rank: 2 })]);
    expect(chain(b, [byMajor({ a: { action: "move", ledBy: "capt" } })]).result).toMatchObject({ status: "refused", rule: "IA1 3.12, 3.2" });
  });
});

describe("IA1 3.13 each piece finishes its action before another begins", () => {
  it("IA1 3.13, 6.4 a leader who moved with a unit may not move on after another piece has acted", () => {
    const b = inAction([inf("a", "R", at(5, 5)), inf("b", "R", at(5, 5))], [leader("capt", "R", at(5, 5))]);
    const r = chain(b, [
      { type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move", b: "move", capt: "move" } },
      { type: "move", side: "R", piece: "a", to: at(5, 4), with: ["capt"] },
      { type: "move", side: "R", piece: "b", to: at(5, 6) },
      { type: "move", side: "R", piece: "capt", to: at(5, 3) },
    ]);
    expect(r.result).toMatchObject({ status: "refused", rule: "IA1 3.13" });
  });
  it("IA1 3.13, 6.4 until then he may go on alone", () => {
    const b = inAction([inf("a", "R", at(5, 5))], [leader("capt", "R", at(5, 5))]);
    const r = chain(b, [
      { type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move", capt: "move" } },
      { type: "move", side: "R", piece: "a", to: at(5, 4), with: ["capt"] },
      { type: "move", side: "R", piece: "capt", to: at(5, 3) },
    ]);
    expect(r.result.status === "done" && r.state!.leaders.get("capt")!.hex).toBe(at(5, 3));
  });
});
