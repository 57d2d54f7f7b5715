import { describe, expect, it } from "vitest";
import type { Answers } from "../../../../../src/engine/core/decision";
import { resultFor } from "../../../../../src/engine/core/views";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaUnit } from "../../../../../src/engine/rules/ia/state";
import { side } from "../../../../fixtures/ia-battle";
import { inf } from "../../../../fixtures/ia-battle";
import { at, bombardmentFixture, gun, gunSide, ia, play, plan, setUp } from "./support";

const tables = bombardmentFixture();
type Missions = Extract<IaCommand, { type: "write-artillery-plan" }>["missions"];
const roll: IaCommand = { type: "roll-initiative", side: "R" };
/** R (off-board `offBoard`) against G (no artillery); R's plan, then initiative (R wins on 5–1), then the Bombardment Phase. */
function bombardment(units: IaUnit[], missions: Missions, dice: number[] = [], answers: Answers = {}, offBoard: number[] = []) {
  const b = setUp(units, [gunSide("R", offBoard), side("G", 3)]);
  return play(b, [plan("R", missions), roll], [5, 1, ...dice], answers, tables);
}
const fires = (events: readonly IaEvent[]) => events.filter((e): e is Extract<IaEvent, { type: "fire-resolved" }> => e.type === "fire-resolved");
const line = (hex: number, turn = 1) => Array.from({ length: 4 }, (_, i) => (i === turn - 1 ? { at: hex } : null));
const target = at(10, 10);

describe("IA1 9.2, 9.3 Planned Fire in the Bombardment Phase", () => {
  it("IA1 9.2 off-board factors plotted at one hex combine into one attack on the column for their total (2 x 14 + 6 on the 30 column)", () => {
    const missions = { "R-oba-1": { mission: "planned-fire", turns: line(target) }, "R-oba-2": { mission: "planned-fire", turns: line(target) }, "R-oba-3": { mission: "planned-fire", turns: line(target) } } as const;
    const { result, events, state } = bombardment([inf("g1", "G", target)], missions, [4, 4], {}, [14, 14, 6]);
    expect(result.status).toBe("done");
    expect(fires(events)).toMatchObject([{ side: "R", firers: ["R-oba-1", "R-oba-2", "R-oba-3"], leaders: [], strength: 34, column: 30, table: "bombardment", rule: "IA1 9.3", results: [{ piece: "g1", result: "-" }] }]);
    expect(state.phase).toBe("action");
  });

  it("IA1 9.2 the owner may break them into smaller attacks instead (his choice, one decision per factor)", () => {
    const missions = { "R-oba-1": { mission: "planned-fire", turns: line(target) }, "R-oba-2": { mission: "planned-fire", turns: line(target) }, "R-oba-3": { mission: "planned-fire", turns: line(target) } } as const;
    const { events } = bombardment([inf("g1", "G", target)], missions, [4, 4, 4, 4], { "bombardment-group:R-oba-2": 1, "bombardment-group:R-oba-3": 1 }, [14, 14, 6]);
    expect(fires(events).map((e) => [e.firers, e.strength, e.column])).toEqual([
      [["R-oba-1"], 14, 30],
      [["R-oba-2", "R-oba-3"], 20, 30],
    ]);
  });

  it("IA1 9.2 onboard guns combine only with guns in the same or adjacent hexes, and never with off-board factors", () => {
    const units = [gun("a", "R", at(4, 10), 6), gun("b", "R", at(5, 10), 6), gun("c", "R", at(4, 14), 6), inf("g1", "G", target)];
    const missions = { a: { mission: "planned-fire", turns: line(target) }, b: { mission: "planned-fire", turns: line(target) }, c: { mission: "planned-fire", turns: line(target) }, "R-oba-1": { mission: "planned-fire", turns: line(target) } } as const;
    const { events } = bombardment(units, missions, [4, 4, 4, 4, 4, 4], {}, [6]);
    expect(fires(events).map((e) => [e.firers, e.strength])).toEqual([
      [["a", "b"], 12],
      [["c"], 6],
      [["R-oba-1"], 6],
    ]);
  });

  it("IA1 9.3 the results apply to every unit and leader in the hex", () => {
    const units = [inf("g1", "G", target), inf("g2", "G", target)];
    const { events } = bombardment(units, { "R-oba-1": { mission: "planned-fire", turns: line(target) } }, [3, 4, 1, 1, 1, 1], {}, [5]);
    // 5 + 2 companies: the 30 column; 7 → M to each, and each checks morale.
    expect(fires(events)[0]).toMatchObject({ column: 30, results: [{ piece: "g1", result: "M" }, { piece: "g2", result: "M" }] });
    expect(events.filter((e) => e.type === "morale-checked").map((e) => (e as { piece: string }).piece)).toEqual(["g1", "g2"]);
  });

  it("IA1 9.3 planned fire at an empty hex is not rolled for", () => {
    const { events, result } = bombardment([inf("g1", "G", at(20, 20))], { "R-oba-1": { mission: "planned-fire", turns: line(target) } }, [], {}, [14]);
    expect(result.status).toBe("done");
    expect(events.filter((e) => e.type === "bombardment-ineffective")).toEqual([{ type: "bombardment-ineffective", side: "R", guns: ["R-oba-1"], at: target, rule: "IA1 9.3" }]);
    expect(fires(events)).toEqual([]);
  });

  it("IA1 9.81 a hex holding only friendly pieces is attacked all the same", () => {
    const { events } = bombardment([inf("r1", "R", target)], { "R-oba-1": { mission: "planned-fire", turns: line(target) } }, [4, 4], {}, [5]);
    expect(fires(events)).toMatchObject([{ side: "R", rule: "IA1 9.81", column: 12, results: [{ piece: "r1" }] }]);
  });

  it("IA1 9.82 in an assault hex each side's pieces take an attack of their own, on columns figured for them alone", () => {
    const units = [inf("g1", "G", target), inf("r1", "R", target), inf("r2", "R", target)];
    const { events } = bombardment(units, { "R-oba-1": { mission: "planned-fire", turns: line(target) } }, [4, 4, 4, 4], {}, [5]);
    expect(fires(events).map((e) => [e.rule, e.column, e.results.map((r) => r.piece)])).toEqual([
      ["IA1 9.82", 12, ["g1"]],
      ["IA1 9.82", 30, ["r1", "r2"]],
    ]);
  });

  it("IA1 9.11 each turn fires the line plotted for it; No Fire fires nothing", () => {
    const { events } = bombardment([inf("g1", "G", target)], { "R-oba-1": { mission: "planned-fire", turns: line(target, 2) } }, [], {}, [14]);
    expect(events.filter((e) => ["fire-resolved", "bombardment-ineffective"].includes(e.type))).toEqual([]);
  });
});

describe("IA1 9.14, 9.15, 9.6x what stops planned fire", () => {
  const missions = { r75: { mission: "planned-fire", turns: line(target) } } as const;

  it("IA1 9.15 an onboard gun with a Planned Fire mission is under MOVED/FIRED after the phase, whether it fired or not", () => {
    const units = [gun("r75", "R", at(5, 10)), gun("r76", "R", at(5, 11)), inf("g1", "G", target)];
    const { state, events } = bombardment(units, { ...missions, r76: { mission: "planned-fire", turns: [null, null, null, null] } }, [4, 4]);
    expect(events.filter((e) => e.type === "moved-fired")).toEqual([{ type: "moved-fired", pieces: ["r75", "r76"], rule: "IA1 9.15" }]);
    expect(state.units.get("r76")!.movedFired).toBe(true);
  });

  it("IA1 9.63 a disrupted gun fires at half strength (rounded up), or, if its owner chooses, attempts recovery and its fire is crossed out", () => {
    const units = [gun("r75", "R", at(5, 10), 5, { status: "disrupted" }), inf("g1", "G", target)];
    const half = bombardment(units, missions, [4, 4]);
    expect(fires(half.events)[0]).toMatchObject({ strength: 3, strengthTrace: [{ value: 5 }, { value: -2, rule: "IA1 9.63" }] });
    const recovering = bombardment(units, missions, [1, 1], { "disrupted-fire:r75": false });
    expect(fires(recovering.events)).toEqual([]);
    expect(recovering.events.map((e) => e.type)).toEqual(expect.arrayContaining(["planned-fire-crossed", "recovery-attempted"]));
    expect(recovering.state.plans!.R!.missions.r75).toMatchObject({ crossed: [1] });
    expect(recovering.state.units.get("r75")!.status).toBe("good");
  });

  it("IA1 9.63 a demoralized gun does not fire and must attempt recovery", () => {
    const units = [gun("r75", "R", at(5, 10), 5, { status: "demoralized" }), inf("g1", "G", target)];
    const { events } = bombardment(units, missions, [1, 1]);
    expect(fires(events)).toEqual([]);
    expect(events.find((e) => e.type === "planned-fire-crossed")).toEqual({ type: "planned-fire-crossed", side: "R", gun: "r75", turn: 1, rule: "IA1 9.63" });
    expect(events.some((e) => e.type === "recovery-attempted")).toBe(true);
  });

  it("IA1 9.63, 9.15 the recovery choice and roll come every Bombardment Phase, a No Fire line or not (nothing is crossed out then)", () => {
    const noFire: Missions = { r75: { mission: "planned-fire", turns: [null, null, null, null] } };
    const demoralized = bombardment([gun("r75", "R", at(5, 10), 5, { status: "demoralized" })], noFire, [1, 1]);
    expect(demoralized.events.some((e) => e.type === "recovery-attempted")).toBe(true);
    expect(demoralized.events.some((e) => e.type === "planned-fire-crossed")).toBe(false);
    const disrupted = bombardment([gun("r75", "R", at(5, 10), 5, { status: "disrupted" })], noFire, [1, 1], { "disrupted-fire:r75": false });
    expect(disrupted.state.units.get("r75")!.status).toBe("good");
    // Keeping a No Fire line: no roll at all.
    expect(bombardment([gun("r75", "R", at(5, 10), 5, { status: "disrupted" })], noFire).result.status).toBe("done");
  });

  it("IA1 9.65 a gun with enemy combat units in its hex does not fire", () => {
    const units = [gun("r75", "R", at(5, 10)), inf("g2", "G", at(5, 10)), inf("g1", "G", target)];
    const { events } = bombardment(units, missions);
    expect(fires(events)).toEqual([]);
    expect(events.find((e) => e.type === "planned-fire-crossed")).toMatchObject({ rule: "IA1 9.65" });
  });

  it("IA1 9.14 an abort attempt is rolled before any fire: 1–2 aborts the mission for good, 3–6 changes nothing", () => {
    const units = [gun("r75", "R", at(5, 10)), inf("g1", "G", target)];
    const aborted = bombardment(units, missions, [2], { "abort:r75": true });
    expect(aborted.events.find((e) => e.type === "abort-rolled")).toMatchObject({ gun: "r75", aborted: true, rule: "IA1 9.14" });
    expect(fires(aborted.events)).toEqual([]);
    expect(aborted.state.plans!.R!.missions.r75).toEqual({ mission: "abort", turn: 1 });
    // Aborted: not a Planned Fire unit any more (no MOVED/FIRED for it: it may act in the Action Phase).
    expect(aborted.state.units.get("r75")!.movedFired).toBe(false);
    const failed = bombardment(units, missions, [3, 4, 4], { "abort:r75": true });
    expect(failed.events.find((e) => e.type === "abort-rolled")).toMatchObject({ aborted: false });
    expect(fires(failed.events)).toHaveLength(1);
  });

  it("IA1 9.14 the enemy neither sees the attempt nor is asked anything about it", () => {
    const units = [gun("r75", "R", at(5, 10)), inf("g1", "G", at(20, 20))];
    const rules = ia(tables);
    const b = setUp(units, [gunSide("R"), side("G", 3)]);
    const planned = play(b, [plan("R", missions)], [], {}, tables).state;
    const tried = play(planned, [roll], [5, 1, 3], { "abort:r75": true }, tables);
    const not = play(planned, [roll], [5, 1], {}, tables);
    if (tried.result.status !== "done" || not.result.status !== "done") throw new Error("not done");
    const forG = (r: typeof tried) => resultFor(rules, planned, r.result, "G");
    // A failed attempt: G receives the same turn, rolls included, as if R had not tried.
    const seen = forG(tried);
    expect(seen.status === "done" && seen.events.some((e) => e.type === "abort-rolled")).toBe(false);
    expect(forG(tried)).toEqual(forG(not));
  });
});

describe("IA1 16.11 smoke", () => {
  it("IA1 16.11 8 or less on two dice places a smoke marker in the target hex; no bombardment either way", () => {
    const units = [inf("g1", "G", target)];
    const smoke: Missions = { "R-oba-1": { mission: "planned-fire", turns: [{ at: target, smoke: true }, null, null, null] } };
    const b = setUp(units, [gunSide("R", [14], { smoke: true }), side("G", 3)]);
    const placed = play(b, [plan("R", smoke), roll], [5, 1, 4, 4], {}, tables);
    expect(placed.state.smoke).toEqual([target]);
    expect(fires(placed.events)).toEqual([]);
    expect(placed.events.find((e) => e.type === "smoke-fired")).toMatchObject({ placed: true, rule: "IA1 16.11" });
    const wasted = play(b, [plan("R", smoke), roll], [5, 1, 4, 5], {}, tables);
    expect(wasted.state.smoke).toEqual([]);
  });
});
