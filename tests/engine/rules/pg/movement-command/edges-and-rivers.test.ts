import { describe, expect, it } from "vitest";
import { activate, at, battle, leader, move, play, playAll, run, unit } from "./fixtures";

const FAR = unit("g", "german", "german-infantry", at(18, 12));

describe("PG 5.4, 5.41 combat movement: an unled unit does not step closer to what can hurt it", () => {
  // A German INF (direct fire 5, range 3) at [11, 8]; the Soviet INF at [7, 8], four hexes away, in clear terrain.
  const german = () => unit("g", "german", "german-infantry", at(11, 8));
  it("PG 5.4 a unit activated without a leader may not move closer to an enemy unit that can spot it, has it in range and could hurt it", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(7, 8)), german()]), [activate(["i"])]);
    // Judged where it would stand (ruling A6): [8, 8] is 3 hexes from the German, in his range and sight.
    expect(run(b, move("i", at(8, 8)))).toMatchObject({ status: "refused", rule: "PG 5.4", code: "move.threat", params: expect.objectContaining({ enemy: "Infantry" }) });
  });
  it("PG 5.41 no leader is needed through hexes out of the enemy's range (4 hexes from a range-3 unit)", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(6, 8)), german()]), [activate(["i"])]);
    expect(play(b, move("i", at(7, 8))).state.units.get("i")!.hex).toBe(at(7, 8));
  });
  it("PG 5.4 a unit a leader of its own kind activated may move closer", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(8, 8)), german()], [leader("lt", "soviet", at(8, 8), 3)]), [activate(["i"], { leader: "lt" })]);
    expect(play(b, move("i", at(9, 8)), [], { "opportunity-fire:i@9,8:1": "pass" }).state.units.get("i")!.hex).toBe(at(9, 8));
  });
});

describe("PG 5.7 rivers", () => {
  it("PG 5.7 a unit that crosses a river must stop moving once it leaves the river hex", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(2, 5)), FAR]), [activate(["i"]), move("i", at(3, 5))]);
    expect(b.units.get("i")!.riverBank).toBe(at(2, 5));
    const { state, events } = play(b, move("i", at(4, 5)));
    expect(events).toContainEqual({ type: "movement-stopped", pieces: ["i"], rule: "PG 5.7" });
    expect(run(state, move("i", at(5, 5)))).toMatchObject({ status: "refused", code: "move.finished" });
  });
  it("PG 5.7 leaving the river hex back to the bank it came from is no crossing", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(2, 5)), FAR]), [activate(["i"]), move("i", at(3, 5))]);
    const { events } = play(b, move("i", at(2, 6)));
    expect(events.some((e) => e.type === "movement-stopped")).toBe(false);
  });
});

describe("PG 16.51–16.53 entering and exiting the board", () => {
  const offBoard = (turn: number, enemyAtEntry = false) =>
    battle([unit("r", "soviet", "soviet-infantry", null), ...(enemyAtEntry ? [unit("e", "german", "german-infantry", at(0, 5))] : []), FAR], [], {
      turn,
      entering: [{ piece: "r", turn: 2, hexes: [at(0, 5)] }],
    });
  it("PG 16.51 an off-board unit due to enter activates and moves onto the board, the hex entered its first MPs", () => {
    const b = playAll(offBoard(2), [activate(["r"])]);
    const { state, events } = play(b, move("r", at(0, 5)));
    expect(state.units.get("r")!.hex).toBe(at(0, 5));
    expect(events).toContainEqual(expect.objectContaining({ type: "entered-board", piece: "r", to: at(0, 5), rule: "PG 16.51" }));
    expect(events).toContainEqual({ type: "mp-spent", piece: "r", mp: 1, by: "clear", rule: "PG 16.51" });
  });
  it("PG 16.51 not before its turn", () => {
    expect(run(offBoard(1), activate(["r"]))).toMatchObject({ status: "refused", rule: "PG 16.51", code: "board-edge.not-due" });
  });
  it("PG 16.53 when the enemy holds every entry hex, units enter by adjacent board-edge hexes one turn later", () => {
    const now = playAll(offBoard(2, true), [activate(["r"])]);
    expect(run(now, move("r", at(0, 4)))).toMatchObject({ status: "refused", rule: "PG 16.53", code: "board-edge.not-due" });
    expect(run(now, move("r", at(0, 5)))).toMatchObject({ status: "refused", rule: "PG 16.53" });
    const later = playAll(offBoard(3, true), [activate(["r"])]);
    expect(play(later, move("r", at(0, 4)), [], { "opportunity-fire:r@0,4:1": "pass" }).events).toContainEqual(expect.objectContaining({ type: "entered-board", piece: "r", rule: "PG 16.53" }));
  });
  it("PG 16.52 a unit exits from an exit hex the scenario gives its side, and never re-enters", () => {
    const b = playAll(battle([unit("x", "soviet", "soviet-infantry", at(19, 5)), FAR], [], { exits: [{ side: "soviet", hexes: [at(19, 5)] }] }), [activate(["x"])]);
    const { state, events } = play(b, { type: "exit-board", side: "soviet", unit: "x" });
    expect(events).toContainEqual({ type: "exited-board", pieces: ["x"], rule: "PG 16.52" });
    expect(state.units.has("x") ? state.units.get("x")!.hex : null).toBeNull();
    const elsewhere = playAll(battle([unit("x", "soviet", "soviet-infantry", at(18, 5)), FAR], [], { exits: [{ side: "soviet", hexes: [at(19, 5)] }] }), [activate(["x"])]);
    expect(run(elsewhere, { type: "exit-board", side: "soviet", unit: "x" })).toMatchObject({ status: "refused", rule: "PG 16.52, 16.53", code: "board-edge.not-exit-hex" });
  });
});
