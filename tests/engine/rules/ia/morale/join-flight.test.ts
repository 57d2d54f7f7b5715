import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { ia1Tec, ia2Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const start = at(5, 5);
const enemy = () => inf("g", "G", at(5, 8));
const fleeing = () => inf("a", "R", start, { status: "demoralized" });

const inAction = (units: IaUnit[], more: Partial<IaBattle> = {}, leaders: IaLeader[] = []) =>
  battle([side("R", 3), side("G", 2)], units, [leader("capt", "R", start, { moraleBonus: 0 }), ...leaders], {
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    ...more,
  });
const ia2 = (units: IaUnit[], leaders: IaLeader[] = []) => inAction(units, { edition: "IA2", visibility: ia2Visibility("day", 1) }, leaders);

/**
 * Activates `pieces` under the Captain, then `piece` attempts recovery and fails (6 + 5 = 11), so it flees from the enemy
 * three hexes off. Decisions take `answers`, else their defaults.
 */
function recoverAndFail(b: IaBattle, pieces: Record<string, "move" | "fire">, answers: Record<string, unknown> = {}, piece = "a") {
  const ia = iaRuleset(map, b.edition === "IA2" ? ia2Tec : ia1Tec);
  const dice = new ScriptedDice([6, 5]);
  const activated = runAnswering(ia, b, { type: "activate", side: "R", root: { leader: "capt" }, pieces }, dice).result;
  if (activated.status !== "done") throw new Error(JSON.stringify(activated));
  const recover: IaCommand = { type: "recover", side: "R", piece };
  const { result, asked } = runAnswering(ia, activated.state, recover, dice, answers);
  if (result.status !== "done") throw new Error(JSON.stringify(result));
  const moves = (id: string) => result.record.events.flatMap((e: IaEvent) => (e.type === "piece-moved" && e.piece === id ? [e.to] : []));
  return { state: result.state, events: result.record.events, asked: asked.filter((q) => q.kind === "join-flight"), moves };
}

describe("IA1 14.3 a unit may voluntarily become demoralized to flee with a unit that failed to recover", () => {
  it("IA1 14.3 the owner of each activated unit in the hex is asked; by default it stays as it was", () => {
    const r = recoverAndFail(inAction([fleeing(), inf("b", "R", start), enemy()]), { a: "move", b: "move" });
    expect(r.asked.map((q) => [q.id, q.side, q.options, q.default, q.rule])).toEqual([["join-flight:b", "R", [false, true], false, "IA1 14.3"]]);
    expect(r.moves("a").length).toBeGreaterThan(0);
    expect(r.state.units.get("b")).toMatchObject({ hex: start, status: "good", movedFired: false });
  });
  it("IA1 14.3, 14.31 a unit that goes becomes demoralized, moves along the same hexes and ends MOVED/FIRED with its action done", () => {
    const r = recoverAndFail(inAction([fleeing(), inf("b", "R", start, { status: "disrupted" }), enemy()]), { a: "move", b: "move" }, { "join-flight:b": true });
    const path = r.moves("a");
    expect(path.length).toBeGreaterThan(1);
    expect(r.moves("b")).toEqual(path);
    expect(r.state.units.get("b")).toMatchObject({ hex: path.at(-1), status: "demoralized", movedFired: true });
    expect(r.state.activation!.done).toContain("b");
    expect(r.events).toContainEqual({ type: "status-changed", piece: "b", status: "demoralized", rule: "IA1 14.3" });
  });
  it("IA1 14.3, 5.6, 14.34 only units of the same activation in the hex, designated to move, not demoralized, not on or carrying a transport, not artillery, are asked", () => {
    const units = [
      fleeing(),
      inf("b", "R", start),
      inf("idle", "R", start, { company: false, kind: "MG" }),
      inf("near", "R", at(5, 4)),
      enemy(),
    ];
    const r = recoverAndFail(inAction(units), { a: "move", b: "fire", near: "move" });
    expect(r.asked).toEqual([]);
    const gun = inf("gun", "R", start, { kind: "ART", company: false, steps: 1, maxSteps: 1 });
    expect(recoverAndFail(inAction([fleeing(), gun, enemy()]), { a: "move", gun: "move" }).asked).toEqual([]);
    const truck = inf("t", "R", start, { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, carrying: "mg", full: { direct: 0, bombardment: 0, range: 0, movement: 6 } });
    const cargo = inf("mg", "R", start, { kind: "MG", company: false, steps: 1, maxSteps: 1, carriedBy: "t" });
    expect(recoverAndFail(inAction([fleeing(), truck, cargo, enemy()]), { a: "move", t: "move" }).asked).toEqual([]);
    const down = inf("down", "R", start, { status: "demoralized" });
    expect(recoverAndFail(inAction([fleeing(), down, enemy()]), { a: "move", down: "move" }).asked).toEqual([]);
  });
  it("IA1 4.3, 14.3 a unit fleeing with it never overstacks: where the next hex cannot take it, it stays (demoralized)", () => {
    // Every hex next to the start holds one R company: the fleeing unit may enter (two companies), the second may not.
    const around = [at(5, 4), at(4, 4), at(6, 4), at(4, 5), at(6, 5), at(5, 6)].map((hex, i) => inf(`x${i}`, "R", hex));
    const r = recoverAndFail(inAction([fleeing(), inf("b", "R", start), enemy(), ...around]), { a: "move", b: "move" }, { "join-flight:b": true });
    expect(r.moves("a").length).toBeGreaterThan(0);
    expect(r.moves("b")).toEqual([]);
    expect(r.state.units.get("b")).toMatchObject({ hex: start, status: "demoralized", movedFired: true });
  });
  it("IA1 5.2, 14.3 a unit with a smaller movement allowance follows only as far as its own allowance takes it", () => {
    const slow = inf("b", "R", start, { company: false, kind: "MG", full: { direct: 4, bombardment: 0, range: 8, movement: 1 } });
    const r = recoverAndFail(inAction([fleeing(), slow, enemy()]), { a: "move", b: "move" }, { "join-flight:b": true });
    const path = r.moves("a");
    expect(path.length).toBeGreaterThan(1);
    expect(r.moves("b")).toEqual(path.slice(0, 1));
    expect(r.state.units.get("b")!.hex).toBe(path[0]);
  });
});

describe("IA2 1.2 (Demoralized) a unit may voluntarily become demoralized to accompany a fleeing unit", () => {
  it("IA2 1.2 the owner is asked, citing IA2 1.2; a unit that goes flees along the same hexes", () => {
    const units = () => [fleeing(), inf("b", "R", start), enemy()];
    expect(recoverAndFail(ia2(units()), { a: "move", b: "move" }).asked.map((q) => [q.id, q.rule])).toEqual([["join-flight:b", "IA2 1.2"]]);
    const r = recoverAndFail(ia2(units()), { a: "move", b: "move" }, { "join-flight:b": true });
    expect(r.moves("a").length).toBeGreaterThan(0);
    expect(r.moves("b")).toEqual(r.moves("a"));
    expect(r.state.units.get("b")).toMatchObject({ status: "demoralized", movedFired: true });
  });
  it("IA2 1.2 a unit may accompany a fleeing demoralized leader too", () => {
    const lt = leader("lt", "R", start, { rank: 1, status: "demoralized", moraleBonus: 0 });
    const r = recoverAndFail(ia2([inf("b", "R", start), enemy()], [lt]), { lt: "move", b: "move" }, { "join-flight:b": true }, "lt");
    expect(r.moves("lt").length).toBeGreaterThan(0);
    expect(r.moves("b")).toEqual(r.moves("lt"));
    expect(r.state.units.get("b")).toMatchObject({ status: "demoralized", movedFired: true });
  });
});
