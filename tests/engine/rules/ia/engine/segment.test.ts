import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { distance } from "../../../../../src/engine/hex";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);

/** Runs the commands in order, answering every decision with its default (the dice drawn so far replay). */
function chain(b: IaBattle, commands: IaCommand[], dice: number[] = []) {
  const d = new ScriptedDice(dice);
  for (const c of commands) {
    let r = runCommand(ia, b, c, d);
    let answers: Record<string, unknown> = {};
    while (r.status === "decision") {
      answers = { ...answers, [r.request.id]: r.request.default };
      r = runCommand(ia, b, c, d, answers, r.resume.tape);
    }
    if (r.status !== "done") return r;
    b = r.state;
  }
  return { status: "done" as const, state: b, used: d.used };
}
const inAction = (units = [inf("a", "R", at(5, 5)), inf("g", "G", at(5, 8))], leaders = [leader("capt", "R", at(5, 5))], more: Partial<IaBattle> = {}) =>
  battle([side("R", 3), side("G", 2)], units, leaders, { phase: "action", impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false }, ...more });

describe("fire and recovery inside an action segment (IA1 3.13)", () => {
  it("IA1 3.13 only units activated and designated to fire may fire", () => {
    const fire: IaCommand = { type: "direct-fire", side: "R", firers: ["a"], target: at(5, 8) };
    expect(chain(inAction(), [fire])).toMatchObject({ status: "refused", rule: "IA1 3.13" });
    expect(chain(inAction(), [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move" } }, fire])).toMatchObject({ status: "refused", rule: "IA1 3.13" });
  });
  it("IA1 14.4 an activated disrupted unit recovers on 2d6 below its morale plus its activating leader's modifier (6.62), then is MOVED/FIRED", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "disrupted" }), inf("g", "G", at(15, 15))]);
    const r = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move", capt: "move" } }, { type: "recover", side: "R", piece: "a" }], [4, 4]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    // morale 8 + the captain's 1 = 9; 4 + 4 = 8 < 9 recovers.
    expect(r.state.units.a).toMatchObject({ status: "good", movedFired: true });
    expect(r.state.leaders.capt!.movedFired).toBe(true);
  });
  it("IA1 14.4 a unit that moved may not then attempt recovery; recovery is a Movement action (3.13)", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "disrupted" }), inf("g", "G", at(15, 15))]);
    const moved = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move" } }, { type: "move", side: "R", piece: "a", to: at(5, 4) }, { type: "recover", side: "R", piece: "a" }]);
    expect(moved).toMatchObject({ status: "refused", rule: "IA1 14.4" });
    expect(chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "fire" } }, { type: "recover", side: "R", piece: "a" }])).toMatchObject({ status: "refused", rule: "IA1 3.13" });
  });
  it("IA1 14.31, 14.32 a demoralized unit that fails to recover flees to the nearest safe hex", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "demoralized" }), inf("g", "G", at(5, 8))], []);
    const r = chain(b, [{ type: "activate", side: "R", root: { piece: "a" }, pieces: { a: "move" } }, { type: "recover", side: "R", piece: "a" }], [6, 5]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    // morale 8 − 1 demoralized = 7; 11 fails. It flees from the INF three hexes off (range 4) and stops in the
    // nearest safe hex, five hexes from it (14.32).
    expect(r.state.units.a).toMatchObject({ status: "demoralized", movedFired: true });
    expect(distance(map.hexAt(r.state.units.a!.hex!), map.hexAt(at(5, 8)))).toBe(5);
  });
});

describe("IA1 6.72 decapitation in the sequence of play", () => {
  it("IA1 6.72 initiative is two lower in the turns after the loss", () => {
    const b = battle([side("R", 3), side("G", 2)], [], [], { turn: 2 });
    b.sides[0].decapitation = { turn: 1, turns: 2, leaderType: "infantry", leader: "x" };
    const r = runCommand(ia, b, { type: "roll-initiative", side: "R" }, new ScriptedDice([4, 4]));
    expect(r.status === "done" && r.state.initiative).toMatchObject({ winner: "G", segments: 1 });
  });
  it("IA1 6.72 a leader of the decapitated type must pass a morale check to activate; failing, he is MOVED/FIRED and the segment is spent", () => {
    const b = inAction();
    b.sides[0].decapitation = { turn: 1, turns: 2, leaderType: "infantry" } as never;
    const fail = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { capt: "move", a: "move" } }], [6, 6]);
    expect(fail.status).toBe("done");
    if (fail.status !== "done") return;
    expect(fail.state.leaders.capt!.movedFired).toBe(true);
    expect(fail.state.activation).toBeNull();
    expect(fail.state.impulses!.active).toBe("G");
    const pass = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { capt: "move", a: "move" } }], [3, 3]);
    expect(pass.status === "done" && Object.keys(pass.state.activation!.pieces)).toEqual(["capt", "a"]);
  });
});
