import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { activate, at, battle, germanMove, leader, move, optionsAsked, play, run, unit, window } from "./fixtures";

/** The Soviet INF "i" at [8, 8], activated by its leader (5.4), facing two German INF (fire 5, range 3) at [11, 8]. */
const facing = (): PgBattle =>
  play(battle([unit("i", "soviet", "soviet-infantry", at(8, 8)), unit("f1", "german", "german-infantry", at(11, 8)), unit("f2", "german", "german-infantry", at(11, 8))], [leader("lt", "soviet", at(8, 8), 3)]), activate(["i"], { leader: "lt" })).state;

describe("PG 13.0–13.21 opportunity fire with direct fire", () => {
  it("PG 13.1 the window opens when a spotted mover enters a hex in range: each unit, or both combined (7.33)", () => {
    expect(optionsAsked(facing(), move("i", at(9, 8)))).toEqual(["pass", ["f1"], ["f2"], ["f1", "f2"]]);
  });
  it("PG 13.21 (E22) two INF in one hex fire at the mover as one combined attack: no second shot until it enters another hex", () => {
    const { state, events } = play(facing(), move("i", at(9, 8)), [3, 3], { [window("i", 9, 8)]: ["f1", "f2"] });
    expect(events).toContainEqual({ type: "opportunity-fired", side: "german", mover: "i", hex: at(9, 8), firers: ["f1", "f2"], leaders: [], rule: "PG 13.1, 13.21" });
    expect(events.filter((e) => e.type === "opp-fire-marker").map((e) => e.unit)).toEqual(["f1", "f2"]);
    // Asked no second time at [9, 8]; at [10, 8], both again.
    expect(optionsAsked(state, move("i", at(10, 8)))).toEqual(["pass", ["f1"], ["f2"], ["f1", "f2"]]);
  });
  it("PG 13.21 (E22) or as two attacks, one at a time (13.22)", () => {
    const { events } = play(facing(), move("i", at(9, 8)), [3, 3, 3, 3], { [window("i", 9, 8)]: ["f1"], [window("i", 9, 8, 2)]: ["f2"] });
    expect(events.filter((e) => e.type === "opportunity-fired").map((e) => e.firers)).toEqual([["f1"], ["f2"]]);
  });
  it("PG 13.0, 13.1 direct fire twice a turn: the second marker after the first, MOVED/FIRED after the second, then none", () => {
    const first = play(facing(), move("i", at(9, 8)), [3, 3], { [window("i", 9, 8)]: ["f1", "f2"] }).state;
    const { state, events } = play(first, move("i", at(10, 8)), [3, 3], { [window("i", 10, 8)]: ["f1", "f2"] });
    expect(events).toContainEqual({ type: "moved-fired", pieces: ["f1", "f2"], rule: "PG 13.1, 7.22" });
    expect(state.units.get("f1")).toMatchObject({ movedFired: true, oppFire: false, oppFireKind: "direct" });
    expect(optionsAsked(state, move("i", at(10, 7)))).toEqual([]);
  });
  it("PG 13.12 no +1 column for three combat units in the mover's hex", () => {
    const three = play(
      battle(
        [unit("i", "soviet", "soviet-infantry", at(8, 8)), unit("a", "soviet", "soviet-infantry", at(9, 8)), unit("b", "soviet", "soviet-infantry", at(9, 8)), unit("f1", "german", "german-infantry", at(11, 8))],
        [leader("lt", "soviet", at(8, 8), 3)],
      ),
      activate(["i"], { leader: "lt" }),
    ).state;
    const { events } = play(three, move("i", at(9, 8)), [3, 3], { [window("i", 9, 8)]: ["f1"] });
    const fired = events.find((e) => e.type === "fire-resolved")!;
    expect(JSON.stringify(fired)).not.toContain("three-combat-units");
  });
  it("PG 7.22 a unit that took opportunity fire may not activate this turn", () => {
    const { state } = play(facing(), move("i", at(9, 8)), [3, 3], { [window("i", 9, 8)]: ["f1"], [window("i", 9, 8, 2)]: "pass" });
    const german: PgBattle = { ...state, activation: null, impulses: { ...state.impulses!, active: "german" } };
    expect(run(german, { type: "activate", side: "german", root: { piece: "f1" }, pieces: { f1: "move" } })).toMatchObject({ status: "refused", rule: "PG 7.22" });
  });
  it("PG 16.6 a hidden unit that takes opportunity fire is placed on the board as it fires", () => {
    const b = play(battle([unit("i", "soviet", "soviet-infantry", at(8, 8)), unit("h", "german", "german-infantry", at(12, 8), { hidden: true })], [leader("lt", "soviet", at(8, 8), 3)]), activate(["i"], { leader: "lt" })).state;
    const { events } = play(b, move("i", at(9, 8)), [3, 3], { [window("i", 9, 8)]: ["h"] });
    const revealed = events.findIndex((e) => e.type === "revealed" && e.pieces.includes("h"));
    expect(revealed).toBeGreaterThanOrEqual(0);
    expect(revealed).toBeLessThan(events.findIndex((e) => e.type === "opportunity-fired"));
  });
});

describe("PG 13.0, 11.2 opportunity fire with AT fire", () => {
  /** A Soviet tank "t" (DF 4-4, AT 5-5; 1942: no armor efficiency) at [9, 8]; the German tank "g" moving away from [12, 8] in the Germans' segment (5.4). */
  const germanMoves = (): PgBattle =>
    play(
      battle([unit("t", "soviet", "soviet-tank", at(9, 8)), unit("g", "german", "german-tank", at(12, 8))], [], {
        tankLeaders: { soviet: [] },
        impulses: { sides: ["soviet", "german"], active: "german", lead: 1, lastPass: null, over: false },
      }),
      { type: "activate", side: "german", root: { piece: "g" }, pieces: { g: "move" } },
    ).state;
  it("PG 13.0 a unit with both values is offered its direct fire and a single AT shot at a moving AFV", () => {
    expect(optionsAsked(germanMoves(), germanMove("g", at(13, 8)))).toEqual(["pass", ["t"], { at: "t" }]);
  });
  it("PG 13.0, 11.2 a Soviet AFV of 1942 makes one AT opportunity fire a turn: MOVED/FIRED after it", () => {
    const { state, events } = play(germanMoves(), germanMove("g", at(13, 8)), [3, 3], { [window("g", 13, 8)]: { at: "t" } });
    expect(events).toContainEqual(expect.objectContaining({ type: "at-fired", firer: "t", target: "g", total: 3 + 3 + 5 - 2, rule: "PG 13.1, 11.1" }));
    expect(events).toContainEqual({ type: "moved-fired", pieces: ["t"], rule: "PG 13.1, 7.22" });
    expect(state.units.get("t")!.oppFireKind).toBe("at");
    expect(optionsAsked(state, germanMove("g", at(14, 8)))).toEqual([]);
  });
  it("PG 13.0 either direct or AT opportunity fire in a turn, not both", () => {
    // At [14, 8], 5 hexes away, only the AT value reaches: offered after a pass, not after direct fire.
    const passed = play(germanMoves(), germanMove("g", at(13, 8)), [], { [window("g", 13, 8)]: "pass" }).state;
    expect(optionsAsked(passed, germanMove("g", at(14, 8)))).toEqual(["pass", { at: "t" }]);
    const { state, events } = play(germanMoves(), germanMove("g", at(13, 8)), [3, 3], { [window("g", 13, 8)]: ["t"] });
    expect(events).toContainEqual({ type: "opp-fire-marker", unit: "t", rule: "PG 13.1, 7.46" });
    expect(optionsAsked(state, germanMove("g", at(14, 8)))).toEqual([]);
  });
  it("PG 13.0, 11.2 a full-strength German AFV makes two AT opportunity fires, and no direct fire after them", () => {
    // The Soviet tank moves away from the German tank at [13, 8], 4 then 5 hexes: in AT range both times.
    const b = play(battle([unit("s", "soviet", "soviet-tank", at(10, 8)), unit("g", "german", "german-tank", at(13, 8))], [], { tankLeaders: { soviet: [] } }), activate(["s"])).state;
    const first = play(b, move("s", at(9, 8)), [3, 3], { [window("s", 9, 8)]: { at: "g" } });
    expect(first.events).toContainEqual({ type: "opp-fire-marker", unit: "g", rule: "PG 13.1, 7.46" });
    expect(optionsAsked(first.state, move("s", at(8, 8)))).toEqual(["pass", { at: "g" }]);
    const second = play(first.state, move("s", at(8, 8)), [3, 3], { [window("s", 8, 8)]: { at: "g" } });
    expect(second.events).toContainEqual({ type: "moved-fired", pieces: ["g"], rule: "PG 13.1, 7.22" });
  });
});
