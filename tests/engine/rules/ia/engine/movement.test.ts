import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand } from "../../../../../src/engine/core/engine";
import type { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import { loadMap } from "../../../../../src/engine/map";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { ia1Reduced } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";

/** The IA1 TEC with movement costs for the test (the printed costs are not in the rules text). */
const user = { source: "user", note: "test movement costs" } as const;
const tec: TerrainEffectsChart = structuredClone(ia1Tec);
for (const [id, mp] of [["clear", 1], ["woods", 2], ["swamp", 3]] as const) tec.terrain[id]!.moveCost = { value: mp, provenance: user };
tec.hexsides.road!.moveCost = { value: 0.5, provenance: user };

const map = loadMap(
  {
    id: "m",
    name: "m",
    layout: "odd-q",
    columns: 20,
    rows: 20,
    defaultTerrain: "clear",
    hexes: [
      { at: [5, 3], terrain: ["woods"] },
      { at: [5, 2], terrain: ["woods"] },
      { at: [7, 7], terrain: ["lake"] },
      { at: [2, 12], terrain: ["woods"] },
      { at: [2, 13], terrain: ["woods"] },
    ],
    hexsides: [{ between: [[3, 10], [3, 11]], features: ["road"] }, { between: [[3, 11], [3, 12]], features: ["road"] }],
  },
  tec,
);
const ia = iaRuleset(map, tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);

function start(units = [inf("a", "R", at(5, 5)), inf("g", "G", at(5, 15))], leaders = [leader("capt", "R", at(5, 5))], more: Partial<IaBattle> = {}) {
  return battle([side("R", 3), side("G", 2)], units, leaders, {
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    ...more,
  });
}
function steps(b: IaBattle, commands: IaCommand[], dice: number[] = []) {
  const d = new ScriptedDice(dice);
  let r: ReturnType<typeof runCommand<IaBattle, IaCommand, any>> | undefined;
  for (const c of commands) {
    // IA1 13.0: these tests are about movement; the inactive side declines every opportunity fire.
    r = runAnswering(ia, b, c, d, {}, (q) => (q.kind === "opportunity-fire" ? { answer: "pass" } : null)).result;
    if (r.status !== "done") return r;
    b = r.state;
  }
  return r!;
}
const act = (pieces: Record<string, "move" | "fire">, root: object = { leader: "capt" }): IaCommand => ({ type: "activate", side: "R", root: root as never, pieces });
const mv = (piece: string, to: [number, number], extra: object = {}): IaCommand => ({ type: "move", side: "R", piece, to: at(...to), ...extra });

describe("IA1 5.2 procedure", () => {
  it("IA1 5.2 pays the TEC cost of the hex entered, up to the movement allowance", () => {
    const r = steps(start(), [act({ a: "move" }), mv("a", [5, 4]), mv("a", [5, 3]), mv("a", [5, 2])]);
    expect(r).toMatchObject({ status: "refused", rule: "IA1 5.2", reason: expect.stringContaining("1 MP left; entering costs 2 (woods)") });
    const ok = steps(start(), [act({ a: "move" }), mv("a", [5, 4]), mv("a", [5, 3])]);
    expect(ok.status === "done" && ok.state.units.get("a")!.hex).toBe(at(5, 3));
  });
  it("IA1 5.2 a unit may always move one hex, whatever it costs", () => {
    const b = start([inf("a", "R", at(5, 4), { full: { direct: 5, bombardment: 0, range: 4, movement: 1 } }), inf("g", "G", at(15, 15))]);
    expect(steps(b, [act({ a: "move" }), mv("a", [5, 3])]).status).toBe("done");
  });
  it("IA1 5.3 moving along a road across road hexsides pays the road cost", () => {
    const b = start([inf("a", "R", at(3, 10)), inf("g", "G", at(15, 15))], [leader("capt", "R", at(3, 10))]);
    const r = steps(b, [act({ a: "move" }), mv("a", [3, 11]), mv("a", [3, 12])]);
    expect(r.status === "done" && r.state.activation?.pieces.a?.mpSpent).toBe(1);
  });
  it("IA1 5.84 no unit enters a lake hex", () => {
    const b = start([inf("a", "R", at(7, 6)), inf("g", "G", at(15, 15))], [leader("capt", "R", at(7, 6))]);
    expect(steps(b, [act({ a: "move" }), mv("a", [7, 7])])).toMatchObject({ status: "refused", rule: "IA1 5.84" });
  });
  it("IA1 14.2 a disrupted unit moves one hex", () => {
    const b = start([inf("a", "R", at(5, 5), { status: "disrupted" }), inf("g", "G", at(15, 15))]);
    expect(steps(b, [act({ a: "move" }), mv("a", [5, 6]), mv("a", [5, 7])])).toMatchObject({ status: "refused", rule: "IA1 14.2" });
    // Even along a road, where two hexes would cost only one MP.
    const road = start([inf("a", "R", at(3, 10), { status: "disrupted" }), inf("g", "G", at(15, 15))], [leader("capt", "R", at(3, 10))]);
    expect(steps(road, [act({ a: "move" }), mv("a", [3, 11]), mv("a", [3, 12])])).toMatchObject({ status: "refused", rule: "IA1 14.2" });
  });
  it("IA1 3.13 pieces move one at a time: once another starts, the first is done", () => {
    const b = start([inf("a", "R", at(5, 5)), inf("b", "R", at(5, 5)), inf("g", "G", at(15, 15))]);
    const r = steps(b, [act({ a: "move", b: "move" }), mv("a", [5, 6]), mv("b", [4, 5]), mv("a", [5, 7])]);
    expect(r).toMatchObject({ status: "refused", rule: "IA1 3.13" });
  });
  it("IA1 3.13 a unit designated to fire does not move", () => {
    expect(steps(start(), [act({ a: "fire" }), mv("a", [5, 6])])).toMatchObject({ status: "refused", rule: "IA1 3.13" });
  });
});

describe("IA1 4.3 stacking limits on movement", () => {
  it("IA1 4.3 example: an INF cannot enter a hex holding two INF, but an MG can", () => {
    const mg = inf("mg", "R", at(5, 5), { kind: "MG", company: false, steps: 1, maxSteps: 1, reduced: undefined });
    const b = start([inf("a", "R", at(5, 5)), mg, inf("x", "R", at(5, 6)), inf("y", "R", at(5, 6)), inf("g", "G", at(15, 15))]);
    expect(steps(b, [act({ a: "move", mg: "move" }), mv("a", [5, 6])])).toMatchObject({ status: "refused", rule: "IA1 4.3", reason: expect.stringContaining("two companies") });
    expect(steps(b, [act({ a: "move", mg: "move" }), mv("mg", [5, 6])]).status).toBe("done");
  });
});

describe("IA1 5.5 moving closer to enemy combat units", () => {
  it("IA1 5.5 a unit without a leader of its type may not move closer; sideways and away are fine", () => {
    const b = start([inf("a", "R", at(5, 5)), inf("g", "G", at(5, 12))], []);
    expect(steps(b, [act({ a: "move" }, { piece: "a" }), mv("a", [5, 6])])).toMatchObject({ status: "refused", rule: "IA1 5.5" });
    expect(steps(b, [act({ a: "move" }, { piece: "a" }), mv("a", [5, 4])]).status).toBe("done");
  });
  it("IA1 5.5 a unit activated by a leader of its own type may move closer; leaders are never restricted", () => {
    const b = start([inf("a", "R", at(5, 5)), inf("g", "G", at(5, 12))]);
    expect(steps(b, [act({ a: "move" }), mv("a", [5, 6])]).status).toBe("done");
    expect(steps(b, [act({ capt: "move" }, { piece: "capt" }), mv("capt", [5, 6])]).status).toBe("done");
  });
  it("IA1 5.5 enemy leaders and transports do not count; hidden enemies do not either (docs/rulings.md)", () => {
    const wagon = inf("w", "G", at(5, 8), { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1 });
    const b = start([inf("a", "R", at(5, 5)), wagon, inf("h", "G", at(5, 9), { hidden: true }), inf("g", "G", at(5, 0))], [leader("gl", "G", at(5, 7))]);
    expect(steps(b, [act({ a: "move" }, { piece: "a" }), mv("a", [5, 6])]).status).toBe("done");
  });
  it("IA1 5.7 at night a unit without a leader enters only friendly-controlled hexes", () => {
    const b = start([inf("a", "R", at(5, 5)), inf("g", "G", at(5, 19))], [], { visibility: ia1Reduced(1, true), control: { [at(5, 4)]: "R" } });
    expect(steps(b, [act({ a: "move" }, { piece: "a" }), mv("a", [4, 5])])).toMatchObject({ status: "refused", rule: "IA1 5.7" });
    expect(steps(b, [act({ a: "move" }, { piece: "a" }), mv("a", [5, 4])]).status).toBe("done");
  });
});

describe("IA1 6.4, 16.5, 8.52, 5.44 what moving brings", () => {
  it("IA1 6.4 a leader may move with a unit he activated, paying as it does", () => {
    const r = steps(start(), [act({ a: "move", capt: "move" }), mv("a", [5, 6], { with: ["capt"] })]);
    expect(r.status === "done" && [r.state.units.get("a")!.hex, r.state.leaders.get("capt")!.hex]).toEqual([at(5, 6), at(5, 6)]);
  });
  it("IA1 6.4 a leader named twice to move with the unit is refused: he moves with it once", () => {
    const r = steps(start(), [act({ a: "move", capt: "move" }), mv("a", [5, 6], { with: ["capt", "capt"] })]);
    expect(r).toMatchObject({ status: "refused", rule: "IA1 6.4" });
  });
  it("IA1 16.5 a hidden unit that moves is placed on the board; the command is marked as revealing", () => {
    const b = start([inf("a", "R", at(5, 5), { hidden: true }), inf("g", "G", at(15, 15))]);
    const r = steps(b, [act({ a: "move" }), mv("a", [5, 4])]);
    expect(r.status === "done" && [r.state.units.get("a")!.hidden, r.record.revealed]).toEqual([false, true]);
  });
  it("IA1 8.52 a SPOTTED unit keeps its marker unless it enters limiting terrain over three hexes from every enemy, or out of their LOS", () => {
    const b = start([inf("a", "R", at(2, 11), { spotted: true }), inf("g", "G", at(15, 15))], [leader("capt", "R", at(2, 11))]);
    const r = steps(b, [act({ a: "move" }), mv("a", [2, 12])]);
    expect(r.status).toBe("done");
    expect(r.status === "done" && r.state.units.get("a")!.spotted).toBe(false);
    const close = start([inf("a", "R", at(2, 11), { spotted: true }), inf("g", "G", at(3, 13))], [leader("capt", "R", at(2, 11))]);
    const r2 = steps(close, [act({ a: "move" }), mv("a", [2, 12])]);
    expect(r2.status === "done" && r2.state.units.get("a")!.spotted).toBe(true);
  });
  it("IA1 5.44 a combat unit entering a hex of lone enemy transports eliminates them with their cargo", () => {
    const wagon = inf("w", "G", at(5, 6), { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, carrying: "mg" });
    const mg = inf("mg", "G", at(5, 6), { kind: "MG", company: false, steps: 1, maxSteps: 1, carriedBy: "w" });
    const r = steps(start([inf("a", "R", at(5, 5)), wagon, mg, inf("g", "G", at(15, 15))]), [act({ a: "move" }), mv("a", [5, 6])]);
    expect(r.status === "done" && r.state.eliminated).toEqual(["mg", "w"]);
  });
  it("IA1 6.71 overrun: a lone enemy leader is eliminated on 9+, otherwise his owner moves him", () => {
    const b = start([inf("a", "R", at(5, 5)), inf("g", "G", at(15, 15))], [leader("capt", "R", at(5, 5)), leader("gl", "G", at(5, 6))]);
    const killed = steps(b, [act({ a: "move" }), mv("a", [5, 6])], [5, 4]);
    expect(killed.status === "done" && killed.state.eliminated).toEqual(["gl"]);
    const asks = steps(b, [act({ a: "move" }), mv("a", [5, 6])], [3, 4]);
    expect(asks).toMatchObject({ status: "decision", request: { kind: "leader-retreat", side: "G", rule: "IA1 6.71" } });
  });
});
