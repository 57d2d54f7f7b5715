import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgRuleset } from "../../../../../src/engine/rules/pg/ruleset";
import { map, tec } from "../movement-command/fixtures";
import { at, atFire, atTable, battle, fireWith, leader, play, playAll, run, unit } from "./fixtures";

/** A Soviet tank (AT 5, range 5; 1942: no armor efficiency) at [9, 8]; a German tank (armor 2 in these fixtures) 3 hexes east. */
const duel = (over: Partial<PgBattle> = {}, target = unit("g", "german", "german-tank", at(12, 8))) =>
  playAll(battle([unit("t", "soviet", "soviet-tank", at(9, 8)), target], [], { tankLeaders: { soviet: [] }, ...over }), [fireWith(["t"])]);

describe("PG 11.0, 11.1 anti-tank fire", () => {
  it("PG 11.1 2d6 + AT − armor: below 10 no effect, 10 or more a hit", () => {
    const miss = play(duel(), atFire("t", "g"), [3, 3]);
    expect(miss.events).toContainEqual(expect.objectContaining({ type: "at-fired", firer: "t", target: "g", total: 3 + 3 + 5 - 2, result: "-", rule: "PG 11.1" }));
    expect(miss.state.units.get("g")!.steps).toBe(2);
    const hit = play(duel(), atFire("t", "g"), [3, 4]);
    expect(hit.events).toContainEqual(expect.objectContaining({ type: "at-fired", total: 10, result: "D" }));
    expect(hit.events).toContainEqual({ type: "steps-lost", unit: "g", steps: 1, rule: "PG 11.1" });
  });
  it("PG 11.11 a truck counts as armor −1", () => {
    const truck = duel({}, unit("k", "german", "soviet-truck", at(12, 8)));
    const { events, state } = play(truck, atFire("t", "k"), [2, 2]);
    expect(events).toContainEqual(expect.objectContaining({ type: "at-fired", shot: expect.objectContaining({ armor: -1 }), total: 2 + 2 + 5 + 1, result: "D" }));
    expect(state.units.has("k") ? state.units.get("k")!.hex : null).toBeNull();
  });
  it("PG 11.0 only trucks and AFVs may be attacked with AT fire", () => {
    const inf = duel({}, unit("i", "german", "german-infantry", at(12, 8)));
    expect(run(inf, atFire("t", "i"))).toMatchObject({ status: "refused", rule: "PG 11.0", code: "at.not-an-at-target" });
  });
  it("PG 11.0, 16.6 a hidden vehicle is refused as a vehicle that is not there", () => {
    // Five hexes away in clear daylight it stays hidden (16.6: spotted within a quarter of 12, 3 hexes).
    const hidden = run(duel({}, unit("g", "german", "german-tank", at(14, 8), { hidden: true })), atFire("t", "g"));
    const none = run(duel(), atFire("t", "nobody"));
    expect(hidden).toMatchObject({ status: "refused", rule: "PG 11.0", code: "at.no-target" });
    expect(none).toMatchObject({ status: "refused", rule: "PG 11.0", code: "at.no-target" });
  });
  it("PG 7.31, 7.32, 11.3 range: the printed 5 hexes, then half the AT value to 7 (150 %), not 8", () => {
    const far = (col: number) => duel({}, unit("g", "german", "german-tank", at(col, 8)));
    // 6 hexes: AT 5 halved, rounded up (1.2): 3.
    expect(play(far(15), atFire("t", "g"), [4, 4]).events).toContainEqual(expect.objectContaining({ type: "at-fired", shot: expect.objectContaining({ at: 3 }), total: 8 + 3 - 2 }));
    expect(run(far(17), atFire("t", "g"))).toMatchObject({ status: "refused", rule: "PG 11.3", code: "at.out-of-range" });
  });
  it("PG 8.0, 8.21 the vehicle must be spotted: in woods, not beyond 3 hexes", () => {
    const hidden = playAll(battle([unit("t", "soviet", "soviet-tank", at(10, 10)), unit("g", "german", "german-tank", at(10, 6))], [], { tankLeaders: { soviet: [] } }), [fireWith(["t"])]);
    expect(run(hidden, atFire("t", "g"))).toMatchObject({ status: "refused", rule: "PG 8.0", code: "at.not-spotted" });
  });
  it("PG 3.13 only a unit designated to fire makes AT attacks", () => {
    const moving = playAll(battle([unit("t", "soviet", "soviet-tank", at(9, 8)), unit("g", "german", "german-tank", at(12, 8))], [], { tankLeaders: { soviet: [] } }), [
      { type: "activate", side: "soviet", root: { piece: "t" }, pieces: { t: "move" } },
    ]);
    expect(run(moving, atFire("t", "g"))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "at.not-designated" });
  });
});

describe("PG 11.2 armor efficiency", () => {
  it("PG 11.2 a full-strength German AFV makes two AT attacks, then is MOVED/FIRED; a Soviet AFV of 1942 one", () => {
    const german = playAll(battle([unit("g", "german", "german-tank", at(9, 8)), unit("s", "soviet", "soviet-tank", at(12, 8)), unit("s2", "soviet", "soviet-tank", at(12, 9))], [], {
      impulses: { sides: ["soviet", "german"], active: "german", lead: 1, lastPass: null, over: false },
    }), [{ type: "activate", side: "german", root: { piece: "g" }, pieces: { g: "fire" } }]);
    const first = play(german, atFire("g", "s", "german"), [1, 1]);
    expect(first.events.some((e) => e.type === "moved-fired")).toBe(false);
    const second = play(first.state, atFire("g", "s2", "german"), [1, 1]);
    expect(second.events).toContainEqual({ type: "moved-fired", pieces: ["g"], rule: "PG 7.46" });
    const soviet = play(duel(), atFire("t", "g"), [1, 1]);
    expect(soviet.events).toContainEqual({ type: "moved-fired", pieces: ["t"], rule: "PG 7.46" });
  });
});

describe("PG 11.12 crossfire", () => {
  // The German tank at [12, 8]; Soviet tanks west at [9, 8] and east at [15, 8]: their lines reach it through hexes
  // two apart. The Soviets fire in two segments, the Germans passing between.
  const two = () => battle([unit("t", "soviet", "soviet-tank", at(9, 8)), unit("u", "soviet", "soviet-tank", at(15, 8)), unit("g", "german", "german-tank", at(12, 8))], [], { tankLeaders: { soviet: [] } });
  const firstShot = (b: PgBattle) => playAll(play(playAll(b, [fireWith(["t"])]), atFire("t", "g"), [1, 1]).state, [{ type: "end-activation", side: "soviet" }]);
  it("PG 11.12 a later AT attack on the vehicle this turn, traced through a non-adjacent hex, takes +2", () => {
    const b = firstShot(two());
    const after = playAll(b, [{ type: "pass", side: "german" }, fireWith(["u"])]);
    const { events } = play(after, atFire("u", "g"), [3, 3]);
    expect(events).toContainEqual(expect.objectContaining({ type: "at-fired", firer: "u", shot: expect.objectContaining({ modifiers: [{ id: "crossfire", die: 2 }] }), total: 6 + 5 - 2 + 2, result: "D" }));
  });
  it("PG 11.12 not when the target moved after the first attack", () => {
    const b = firstShot(two());
    const activated = playAll(b, [{ type: "activate", side: "german", root: { piece: "g" }, pieces: { g: "move" } }]);
    const stepped = play(activated, { type: "move", side: "german", piece: "g", to: at(12, 9) }, [], { "opportunity-fire:g@12,9:1": "pass" }).state;
    const moved = playAll(stepped, [{ type: "end-activation", side: "german" }, fireWith(["u"])]);
    const { events } = play(moved, atFire("u", "g"), [3, 3]);
    expect(events).toContainEqual(expect.objectContaining({ type: "at-fired", firer: "u", shot: expect.objectContaining({ modifiers: [] }) }));
  });
});

describe("PG 16.3 wrecks", () => {
  it("PG 16.3 an AFV step eliminated in a town hex leaves a wreck there", () => {
    const town = playAll(battle([unit("t", "soviet", "soviet-tank", at(12, 8)), unit("g", "german", "german-tank", at(12, 5))], [], { tankLeaders: { soviet: [] } }), [fireWith(["t"])]);
    const { state, events } = play(town, atFire("t", "g"), [6, 6]);
    expect(events.filter((e) => e.type === "wreck-placed")).toEqual([
      { type: "wreck-placed", hex: at(12, 5), rule: "PG 16.3" },
      { type: "wreck-placed", hex: at(12, 5), rule: "PG 16.3" },
    ]);
    expect(state.wrecks?.[at(12, 5)]).toBe(2);
  });
});

describe("PG 16.3 wrecks, whatever eliminated the step", () => {
  it("PG 16.3, 16.71 a tank losing a step to a minefield in a town hex leaves a wreck there", () => {
    const minefields = [{ id: "mf", owner: "german", hex: at(12, 5), strength: 1 as const, revealed: false }];
    const b = playAll(battle([unit("t", "soviet", "soviet-tank", at(12, 6)), unit("g", "german", "german-infantry", at(18, 12))], [], { tankLeaders: { soviet: [] }, minefields }), [
      { type: "activate", side: "soviet", root: { piece: "t" }, pieces: { t: "move" } },
    ]);
    const { state, events } = play(b, { type: "move", side: "soviet", piece: "t", to: at(12, 5) }, [6]);
    expect(events).toContainEqual(expect.objectContaining({ type: "steps-lost", unit: "t" }));
    expect(events).toContainEqual({ type: "wreck-placed", hex: at(12, 5), rule: "PG 16.3" });
    expect(state.wrecks?.[at(12, 5)]).toBe(1);
  });
});

describe("PG 11.1, 14.1, 6.7 what an AT hit sets off", () => {
  it("PG 14.1, 6.7 a table whose hit calls for M1: the vehicle checks morale, then the leaders in its hex roll for casualties", () => {
    const checking = { ...atTable, results: { ...atTable.results, D: { ...atTable.results.D!, morale: 1 } } };
    const pg = pgRuleset(map, tec, { ...pg3Charts, atTable: checking });
    const b = playAll(battle([unit("t", "soviet", "soviet-tank", at(9, 8)), unit("g", "german", "german-tank", at(12, 8))], [leader("hl", "german", at(12, 8))], { tankLeaders: { soviet: [] } }), [fireWith(["t"])]);
    const r = runCommand(pg, b, atFire("t", "g"), new ScriptedDice([3, 4, 6, 6, 1, 1]));
    if (r.status !== "done") throw new Error(r.status);
    const types = r.record.events.map((e) => e.type);
    expect(types.indexOf("steps-lost")).toBeLessThan(types.indexOf("morale-checked"));
    expect(r.record.events).toContainEqual(expect.objectContaining({ type: "morale-checked", piece: "g" }));
    expect(types.indexOf("morale-checked")).toBeLessThan(types.indexOf("leader-casualty-rolled"));
    expect(r.record.events).toContainEqual(expect.objectContaining({ type: "leader-casualty-rolled", leader: "hl" }));
  });
});

describe("PG 6.7 leader casualties after a minefield's losses", () => {
  it("PG 6.7, 16.71 (ruling A33) a leader moving with a unit that loses a step to a minefield rolls for his life", () => {
    const minefields = [{ id: "mf", owner: "german", hex: at(14, 8), strength: 1 as const, revealed: false }];
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(13, 8)), unit("g", "german", "german-infantry", at(2, 1))], [leader("lt", "soviet", at(13, 8), 3)], { minefields }), [
      { type: "activate", side: "soviet", root: { leader: "lt" }, pieces: { i: "move" } },
    ]);
    const { events } = play(b, { type: "move", side: "soviet", piece: "i", to: at(14, 8), with: ["lt"] }, [6, 1, 1]);
    expect(events).toContainEqual(expect.objectContaining({ type: "steps-lost", unit: "i" }));
    expect(events).toContainEqual(expect.objectContaining({ type: "leader-casualty-rolled", leader: "lt" }));
  });
});
