import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { activate, at, battle, leader, move, play, playAll, run, unit } from "./fixtures";

/** A Soviet infantry unit (MA 4, foot) at [8, 5], activated alone to move, far from the Germans at [18, 12]. */
const START = at(8, 5);
const alone = (over: Parameters<typeof battle>[2] = {}) =>
  playAll(battle([unit("i", "soviet", "soviet-infantry", START), unit("g", "german", "german-infantry", at(18, 12))], [], over), [activate(["i"])]);

describe("PG 5.0 movement: one hex at a time, paying the TEC", () => {
  it("PG 5.0 a unit enters an adjacent hex and pays its cost (clear 1)", () => {
    const { state, events } = play(alone(), move("i", at(9, 5)));
    expect(state.units.get("i")!.hex).toBe(at(9, 5));
    expect(events).toContainEqual({ type: "mp-spent", piece: "i", mp: 1, by: "clear", rule: "PG 5.0" });
    expect(events).toContainEqual({ type: "piece-moved", piece: "i", from: START, to: at(9, 5), rule: "PG 5.0" });
  });
  it("PG 5.0 units move from hex to adjacent hex", () => {
    expect(run(alone(), move("i", at(10, 5)))).toMatchObject({ status: "refused", rule: "PG 5.0", code: "move.not-adjacent" });
  });
  it("PG 5.0 the most expensive terrain in the hex, by movement class (5.1): woods cost foot 2", () => {
    const next = play(playAll(alone(), [move("i", at(9, 5))]), move("i", at(10, 5)));
    expect(next.events).toContainEqual({ type: "mp-spent", piece: "i", mp: 2, by: "woods", rule: "PG 5.0" });
  });
  it("PG 5.0 a unit may not exceed its movement allowance unless it moves only one hex", () => {
    // 1 (clear) + 2 (woods) + 2 (woods) = 5 > 4.
    const b = playAll(alone(), [move("i", at(9, 5)), move("i", at(10, 5))]);
    expect(run(b, move("i", at(10, 6)))).toMatchObject({ status: "refused", rule: "PG 5.0", code: "move.too-few-mp" });
    // The first hex is always allowed, whatever it costs.
    const far = playAll(battle([unit("i", "soviet", "soviet-infantry", at(9, 5)), unit("g", "german", "german-infantry", at(18, 12))]), [activate(["i"])]);
    expect(play(far, move("i", at(10, 5))).state.units.get("i")!.hex).toBe(at(10, 5));
  });
  it("PG 5.1 a mechanized unit pays the mechanized cost of woods (3), a motorized one may not enter", () => {
    const tank = playAll(battle([unit("t", "soviet", "soviet-tank", at(9, 5)), unit("g", "german", "german-infantry", at(18, 12))], [], { tankLeaders: { soviet: [] } }), [activate(["t"])]);
    expect(play(tank, move("t", at(10, 5))).events).toContainEqual({ type: "mp-spent", piece: "t", mp: 3, by: "woods", rule: "PG 5.0" });
    const truck = playAll(battle([unit("k", "soviet", "soviet-truck", at(9, 5)), unit("g", "german", "german-infantry", at(18, 12))]), [activate(["k"])]);
    expect(run(truck, move("k", at(10, 5)))).toMatchObject({ status: "refused", rule: "PG 5.0", code: "move.prohibited" });
  });
  it("PG 14.2 a disrupted unit may move only one hex", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", START), unit("g", "german", "german-infantry", at(18, 12))]), []);
    b.units.get("i")!.status = "disrupted";
    const moved = playAll(b, [activate(["i"]), move("i", at(9, 5))]);
    expect(run(moved, move("i", at(9, 4)))).toMatchObject({ status: "refused", rule: "PG 14.2", code: "move.disrupted" });
  });
  it("PG 3.13 only pieces activated to move take a step", () => {
    const b = battle([unit("i", "soviet", "soviet-infantry", START), unit("j", "soviet", "soviet-infantry", START), unit("g", "german", "german-infantry", at(18, 12))]);
    const fired = playAll(b, [{ type: "activate", side: "soviet", root: { stack: START }, pieces: { i: "fire", j: "move" } }]);
    expect(run(fired, move("i", at(9, 5)))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "move.designated-to-fire" });
    expect(run(b, move("i", at(9, 5)))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "move.no-activation" });
  });
  it("PG 5.0 a leader may move with a unit he activates, paying his own MPs", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", START), unit("g", "german", "german-infantry", at(18, 12))], [leader("lt", "soviet", START, 3)]), [activate(["i"], { leader: "lt" })]);
    const { state, events } = play(b, move("i", at(9, 5), ["lt"]));
    expect([state.units.get("i")!.hex, state.leaders.get("lt")!.hex]).toEqual([at(9, 5), at(9, 5)]);
    expect(events.filter((e) => e.type === "mp-spent").map((e) => "piece" in e && e.piece)).toEqual(["i", "lt"]);
  });
});

describe("PG 4.5 stacking as units move", () => {
  const full = () =>
    battle([
      unit("i", "soviet", "soviet-infantry", START),
      unit("p", "soviet", "soviet-apc", START),
      ...["a", "b", "c"].map((id) => unit(id, "soviet", "soviet-infantry", at(9, 5))),
      unit("g", "german", "german-infantry", at(18, 12)),
    ]);
  it("PG 4.5 a combat unit may not enter a hex holding three friendly combat units", () => {
    const b = playAll(full(), [activate(["i"])]);
    expect(run(b, move("i", at(9, 5)))).toMatchObject({ status: "refused", rule: "PG 4.5", code: "move.stack-full.combatUnits" });
  });
  it("PG 4.3, 4.5 an APC is a transport for stacking: it joins three combat units", () => {
    const b = playAll(full(), [activate(["p"])]);
    expect(play(b, move("p", at(9, 5))).state.units.get("p")!.hex).toBe(at(9, 5));
  });
});

describe("PG 5.3, 5.31 entering hexes of enemy pieces", () => {
  it("PG 5.31 a combat unit entering a hex of an unarmed, empty enemy truck eliminates it", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", START), unit("k", "german", "soviet-truck", at(9, 5)), unit("g", "german", "german-infantry", at(18, 12))]), [activate(["i"])]);
    const { state, events } = play(b, move("i", at(9, 5)));
    expect(events).toContainEqual({ type: "eliminated", piece: "k", rule: "PG 5.31" });
    expect(state.units.has("k")).toBe(false);
    expect(state.control[at(9, 5)]).toBe("soviet");
  });
  it("PG 5.31 unarmed, empty transports have no effect on each other", () => {
    const b = playAll(battle([unit("k", "soviet", "soviet-truck", START), unit("e", "german", "soviet-truck", at(9, 5)), unit("g", "german", "german-infantry", at(18, 12))]), [activate(["k"])]);
    const { state } = play(b, move("k", at(9, 5)));
    expect(state.units.has("e")).toBe(true);
  });
  it("PG 6.71 a lone enemy leader overrun: 9 or more removes him from play", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", START), unit("g", "german", "german-infantry", at(18, 12))], [leader("hl", "german", at(9, 5))]), [activate(["i"])]);
    const { state, events } = play(b, move("i", at(9, 5)), [4, 5]);
    expect(events).toContainEqual(expect.objectContaining({ type: "overrun-rolled", leader: "hl", result: "eliminated", rule: "PG 6.71" }));
    expect(state.leaders.has("hl")).toBe(false);
  });
  it("PG 6.71 below 9 he is displaced to an adjacent hex that is friendly-controlled or vacant: never one with enemy units", () => {
    // Soviets stay at START and in a truck at [10, 5]; the other four hexes around [9, 5] are vacant.
    const units = [unit("i", "soviet", "soviet-infantry", START), unit("j", "soviet", "soviet-infantry", START), unit("k", "soviet", "soviet-truck", at(10, 5)), unit("g", "german", "german-infantry", at(18, 12))];
    const b = playAll(battle(units, [leader("hl", "german", at(9, 5))]), [activate(["i"])]);
    const r = run(b, move("i", at(9, 5)), [4, 4]);
    if (r.status !== "decision") throw new Error(r.status);
    expect(r.request).toMatchObject({ kind: "leader-retreat", side: "german", rule: "PG 6.71" });
    const options = (r.request.options as { hex: number }[]).map((o) => o.hex);
    expect(options).not.toContain(START);
    expect(options).not.toContain(at(10, 5));
    expect(options).toHaveLength(4);
    const { state } = play(b, move("i", at(9, 5)), [4, 4], { [r.request.id]: { hex: options[1] } });
    expect(state.leaders.get("hl")!.hex).toBe(options[1]);
  });
  it("PG 5.3, 12.11 units enter a hex of enemy combat units only by assault movement, under a leader of their own type", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", START), unit("g", "german", "german-infantry", at(9, 5))]), [activate(["i"])]);
    expect(run(b, move("i", at(9, 5)))).toMatchObject({ status: "refused", rule: "PG 12.11" });
  });
});

describe("PG 5.5, 6.72, 16.6: night, decapitation, hidden units", () => {
  it("PG 5.5 at night a unit without a leader enters only hexes its side controls", () => {
    const night = alone({ visibility: { ...battle([]).visibility, night: true } });
    expect(run(night, move("i", at(9, 5)))).toMatchObject({ status: "refused", rule: "PG 5.5", code: "move.night" });
    const held = alone({ visibility: { ...battle([]).visibility, night: true }, control: { [at(9, 5)]: "soviet" } });
    expect(play(held, move("i", at(9, 5))).state.units.get("i")!.hex).toBe(at(9, 5));
  });
  it("PG 6.72 no unit within three hexes of where the highest-ranking leader fell moves this turn or the next (ruling A35)", () => {
    const fell = (turn: number, hex: number) => alone({ decapitations: [{ side: "soviet", leader: "col", hex, turn }] });
    expect(run(fell(2, at(8, 8)), move("i", at(9, 5)))).toMatchObject({ status: "refused", rule: "PG 6.72", code: "move.decapitated" });
    expect(run(fell(1, at(8, 8)), move("i", at(9, 5)))).toMatchObject({ status: "refused", rule: "PG 6.72" });
    // Two turns later, or four hexes away, it moves.
    expect(run(alone({ turn: 3, decapitations: [{ side: "soviet", leader: "col", hex: at(8, 8), turn: 1 }] }), move("i", at(9, 5))).status).toBe("done");
    expect(run(fell(2, at(8, 9)), move("i", at(9, 5))).status).toBe("done");
  });
  it("PG 16.6 a hex of hidden enemy units is found by entering it: they are placed on the board and the move stops", () => {
    // Set up adjacent and activated as the battle begins (after any command it would have been spotted already, 16.6).
    const activation = { side: "soviet", pieces: { i: { action: "move" as const, ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] };
    const b = battle([unit("i", "soviet", "soviet-infantry", START), unit("h", "german", "german-infantry", at(9, 5), { hidden: true })], [], { activation });
    const { state, events } = play(b, move("i", at(9, 5)));
    expect(events).toContainEqual({ type: "revealed", pieces: ["h"], rule: "PG 16.6" });
    expect(events).toContainEqual({ type: "movement-stopped", pieces: ["i"], rule: "PG 16.6" });
    expect(state.units.get("i")!.hex).toBe(START);
    expect(state.units.get("h")!.hidden).toBe(false);
  });
});

describe("PG 6.3 leaders riding", () => {
  /** A Soviet motorcycle platoon (movement allowance 8) and its leader at [4, 8]. */
  const riders = () => {
    const i = unit("i", "soviet", "soviet-infantry", at(4, 8));
    const motorcycles = { ...i, full: { ...i.full, movement: 8 } };
    return playAll(battle([motorcycles, unit("far", "german", "german-infantry", at(18, 12))], [leader("lt", "soviet", at(4, 8), 3)]), [activate(["i", "lt"], { leader: "lt" })]);
  };
  const along = (b: PgBattle, cols: number[], withLeader: boolean) =>
    cols.reduce((s, col) => play(s, move(withLeader ? "i" : "lt", at(col, 8), withLeader ? ["lt"] : undefined), [], { [`opportunity-fire:${withLeader ? "i" : "lt"}@${col},8:1`]: "pass" }).state, b);
  it("PG 6.3 a leader rides with a non-transport unit of a higher allowance: six hexes with the motorcycles", () => {
    expect(along(riders(), [5, 6, 7, 8, 9, 10], true).leaders.get("lt")!.hex).toBe(at(10, 8));
  });
  it("PG 6.3 on his own he moves his 4", () => {
    expect(run(along(riders(), [5, 6, 7, 8], false), move("lt", at(9, 8)))).toMatchObject({ status: "refused", rule: "PG 5.0" });
  });
});
