import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { activationScope } from "../../../../../src/engine/rules/ia/activation/scope";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const run = (b: IaBattle, c: IaCommand) => runCommand(ia, b, c, new ScriptedDice([]));

/** The 5.52 example: a cavalry and an infantry LT COL stacked with a CAV and an INF unit, majors adjacent, captains beyond. */
function example() {
  const cav = (id: string, hex: number) => inf(id, "R", hex, { kind: "CAV", mounted: true });
  const b = battle(
    [side("R", 3), side("G", 2)],
    [inf("inf1", "R", at(5, 5)), cav("cav1", at(5, 5)), inf("inf2", "R", at(5, 6)), cav("cav2", at(6, 5)), inf("inf3", "R", at(5, 8)), inf("far", "R", at(9, 9)), inf("g1", "G", at(15, 15))],
    [
      leader("ltcInf", "R", at(5, 5), { rank: 4 }),
      leader("ltcCav", "R", at(5, 5), { rank: 4, leaderType: "cavalry" }),
      leader("majInf", "R", at(5, 6), { rank: 3 }),
      leader("capt", "R", at(5, 7), { rank: 2 }),
      leader("peer", "R", at(5, 4), { rank: 4 }),
    ],
    { phase: "action", impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false } },
  );
  return b;
}

describe("IA1 3.1–3.2 who an activation reaches", () => {
  it("IA1 5.52 example: a stack with both leader types reaches units of each type in the stack and adjacent, led by their own type", () => {
    const scope = activationScope(example(), map, "R", { stack: at(5, 5) });
    expect(scope.get("inf1")).toBe("ltcInf");
    expect(scope.get("cav1")).toBe("ltcCav");
    expect(scope.get("inf2")).toBe("ltcInf");
    expect(scope.get("cav2")).toBe("ltcCav");
    expect(scope.has("far")).toBe(false);
  });
  it("IA1 3.2 subordinate activation: LT COL → MAJ adjacent → CAPT adjacent to him → units adjacent to the CAPT", () => {
    const scope = activationScope(example(), map, "R", { leader: "ltcInf" });
    expect(scope.get("majInf")).toBe("ltcInf");
    expect(scope.get("capt")).toBe("majInf"); // (5,7): two hexes from the LT COL, adjacent to the MAJ
    expect(scope.get("inf3")).toBe("capt");
    expect(scope.has("cav1")).toBe(false); // 5.51: an infantry leader never activates cavalry
  });
  it("IA1 3.12 no leader activates a leader of equal or higher rank", () => {
    expect(activationScope(example(), map, "R", { leader: "ltcInf" }).has("peer")).toBe(false);
  });
  it("IA1 3.12 a disrupted leader reaches only his own hex; a demoralized or MOVED/FIRED leader nobody", () => {
    const b = example();
    b.leaders.get("ltcInf")!.status = "disrupted";
    const d = activationScope(b, map, "R", { leader: "ltcInf" });
    expect(d.has("inf1")).toBe(true);
    expect(d.has("inf2")).toBe(false);
    b.leaders.get("ltcInf")!.status = "demoralized";
    expect([...activationScope(b, map, "R", { leader: "ltcInf" }).keys()]).toEqual(["ltcInf"]);
    b.leaders.get("ltcInf")!.status = "good";
    b.leaders.get("ltcInf")!.movedFired = true;
    expect([...activationScope(b, map, "R", { leader: "ltcInf" }).keys()]).toEqual(["ltcInf"]);
  });
  it("IA1 3.11 a stack without leaders activates together, led by nobody", () => {
    const b = example();
    const scope = activationScope(b, map, "R", { stack: at(5, 8) });
    expect([...scope]).toEqual([["inf3", null]]);
  });
});

describe("IA1 3.13, 3.3 the activate and end-activation commands", () => {
  it("designates Move or Fire for each piece before any acts; MOVED/FIRED when the segment ends (3.13)", () => {
    const r = run(example(), { type: "activate", side: "R", root: { leader: "ltcInf" }, pieces: { ltcInf: "move", inf1: "fire", inf3: "move" } });
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect(r.state.activation?.pieces).toMatchObject({ inf1: { action: "fire", ledBy: "ltcInf" }, inf3: { action: "move", ledBy: "capt" } });
    const e = run(r.state, { type: "end-activation", side: "R" });
    expect(e.status).toBe("done");
    if (e.status !== "done") return;
    expect(e.state.activation).toBeNull();
    expect([e.state.leaders.get("ltcInf")!.movedFired, e.state.units.get("inf1")!.movedFired, e.state.units.get("inf3")!.movedFired]).toEqual([true, true, true]);
    expect(e.state.impulses?.active).toBe("G");
  });
  it("IA1 3.12 refuses a piece the activation cannot reach, naming the rule; the state is untouched", () => {
    const b = example();
    const before = structuredClone(b);
    expect(run(b, { type: "activate", side: "R", root: { leader: "ltcInf" }, pieces: { far: "move" } })).toMatchObject({ status: "refused", rule: "IA1 3.12, 3.2" });
    expect(b).toEqual(before);
  });
  it("IA1 3.3 a piece activates once a turn; IA1 3.14 an MG that took opportunity fire may not activate", () => {
    const b = example();
    b.units.get("inf1")!.movedFired = true;
    expect(run(b, { type: "activate", side: "R", root: { stack: at(5, 5) }, pieces: { inf1: "move" } })).toMatchObject({ status: "refused", rule: "IA1 3.3" });
    b.units.get("inf1")!.movedFired = false;
    b.units.get("inf1")!.oppFire = true;
    expect(run(b, { type: "activate", side: "R", root: { stack: at(5, 5) }, pieces: { inf1: "move" } })).toMatchObject({ status: "refused", rule: "IA1 3.14" });
  });
  it("IA1 14.3 a demoralized unit may only be designated to move (attempt recovery)", () => {
    const b = example();
    b.units.get("inf1")!.status = "demoralized";
    expect(run(b, { type: "activate", side: "R", root: { piece: "inf1" }, pieces: { inf1: "fire" } })).toMatchObject({ status: "refused", rule: "IA1 14.3, 3.13" });
  });
  it("IA1 3.0 C only the active side activates, one segment at a time", () => {
    const b = example();
    expect(run(b, { type: "activate", side: "G", root: { piece: "g1" }, pieces: { g1: "move" } })).toMatchObject({ status: "refused", rule: "IA1 3.0 C" });
    const r = run(b, { type: "activate", side: "R", root: { piece: "inf1" }, pieces: { inf1: "move" } });
    if (r.status !== "done") throw new Error("not done");
    expect(run(r.state, { type: "activate", side: "R", root: { piece: "inf2" }, pieces: { inf2: "move" } })).toMatchObject({ status: "refused", rule: "IA1 3.1" });
    expect(run(r.state, { type: "pass", side: "R" })).toMatchObject({ status: "refused", rule: "IA1 3.1" });
  });
});
