import { describe, expect, it } from "vitest";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle, PgUnit } from "../../../../../src/engine/rules/pg/state";
import { side } from "../state/fixtures";
import { activate, at, battle, leader, play, playAll, run, unit } from "../fieldworks/fixtures";

/** A major river runs down column 3 (fixtures): [2, 5] on its west bank, [4, 5] across it. */
const WEST = at(2, 5);
const RIVER = at(3, 5);
const EAST = at(4, 5);
const FAR = unit("g", "german", "german-infantry", at(18, 1));
const SIDES = [side("german"), side("soviet", { crossingNumbers: { foot: 7, motorized: 5, mechanized: 6 } })] as const;

const move = (piece: string, to: number): PgCommand => ({ type: "move", side: "soviet", piece, to });
const cross = (id: string): PgCommand => ({ type: "cross", side: "soviet", unit: id });
/** An ENG assisting in the river hex since turn `since`. */
const eng = (since = 2, over: Partial<PgUnit> = {}): PgUnit => ({ ...unit("e", "soviet", "soviet-engineer", RIVER), riverBank: WEST, work: { kind: "crossing", since }, ...over });
/** A unit crossing in the river hex with the ENG's help since turn `since`. */
const crossing = (id: string, type: string, since = 2): PgUnit => ({ ...unit(id, "soviet", type, RIVER), riverBank: WEST, work: { kind: "crossing", since } });
const at3 = (units: PgUnit[], over: Partial<PgBattle> = {}) => battle([...units, FAR], [], { turn: 3, sides: [...SIDES], ...over });

describe("PG 5.73 the river crossing procedure", () => {
  it("PG 5.73 an ENG entering a river hex begins to assist there", () => {
    const b = playAll(battle([unit("e", "soviet", "soviet-engineer", WEST), FAR], [], { sides: [...SIDES] }), [activate(["e"])]);
    const { events, state } = play(b, move("e", RIVER));
    expect(events).toContainEqual({ type: "work-done", unit: "e", kind: "crossing", since: 2, turn: 2, rule: "PG 5.73" });
    expect(state.units.get("e")!.work).toEqual({ kind: "crossing", since: 2 });
  });

  it("PG 5.73 units needing the ENG enter its hex from the turn after it entered, and may move no farther that turn", () => {
    const sameTurn = playAll(battle([eng(3), unit("i", "soviet", "soviet-infantry", WEST), FAR], [], { turn: 3, sides: [...SIDES] }), [activate(["i"])]);
    expect(play(sameTurn, move("i", RIVER)).events.some((e) => e.type === "movement-stopped")).toBe(false);
    const later = playAll(at3([eng(2), unit("i", "soviet", "soviet-infantry", WEST)]), [activate(["i"])]);
    const { events, state } = play(later, move("i", RIVER));
    expect(events).toContainEqual({ type: "work-done", unit: "i", kind: "crossing", since: 3, turn: 3, rule: "PG 5.73" });
    expect(events).toContainEqual({ type: "movement-stopped", pieces: ["i"], rule: "PG 5.73" });
    expect(run(state, move("i", at(3, 6)))).toMatchObject({ status: "refused", code: "move.finished" });
  });

  it("PG 5.73 a motorized unit enters the ENG's hex only if it started its activation adjacent to it, for all its MPs", () => {
    const b = playAll(at3([eng(2), unit("k", "soviet", "soviet-truck", WEST)]), [activate(["k"])]);
    const { events } = play(b, move("k", RIVER));
    expect(events).toContainEqual({ type: "movement-stopped", pieces: ["k"], rule: "PG 5.73" });
    const far = playAll(at3([eng(2), unit("k", "soviet", "soviet-truck", at(1, 5))]), [activate(["k"]), move("k", WEST)]);
    expect(run(far, move("k", RIVER))).toMatchObject({ status: "refused", code: "move.prohibited" });
  });

  it("PG 5.73 in a later turn the crossing unit rolls 2d6 against its type's Crossing Number: at or below it, it crosses", () => {
    const b = playAll(at3([eng(2), crossing("i", "soviet-infantry")]), [activate(["i"])]);
    const { events, state } = play(b, cross("i"), [3, 4]);
    expect(events).toContainEqual(expect.objectContaining({ type: "crossing-rolled", unit: "i", target: 7, passed: true, rule: "PG 5.73" }));
    const over = play(state, move("i", EAST));
    expect(over.state.units.get("i")!.hex).toBe(EAST);
    expect(over.state.units.get("i")!.work).toBeUndefined();
  });

  it("PG 5.73 above the Crossing Number the unit remains in the river hex and may not move this turn", () => {
    const b = playAll(at3([eng(2), crossing("i", "soviet-infantry")]), [activate(["i"])]);
    const { events, state } = play(b, cross("i"), [4, 4]);
    expect(events).toContainEqual(expect.objectContaining({ type: "crossing-rolled", passed: false }));
    expect(events).toContainEqual({ type: "movement-stopped", pieces: ["i"], rule: "PG 5.73" });
    expect(run(state, move("i", EAST))).toMatchObject({ status: "refused", code: "move.finished" });
  });

  it("PG 5.72 5.73 without a passed roll no unit leaves a major river hex for the far bank", () => {
    const b = playAll(at3([eng(2), crossing("i", "soviet-infantry")]), [activate(["i"])]);
    expect(run(b, move("i", EAST))).toMatchObject({ status: "refused", rule: "PG 5.0", code: "move.prohibited" });
  });

  it("PG 5.73 the roll comes in a turn after the unit entered the river hex, with an ENG assisting", () => {
    const sameTurn = playAll(at3([eng(2), crossing("i", "soviet-infantry", 3)]), [activate(["i"])]);
    expect(run(sameTurn, cross("i"), [1, 1])).toMatchObject({ status: "refused", rule: "PG 5.73", code: "crossing.not-crossing" });
    const alone = playAll(at3([crossing("i", "soviet-infantry")]), [activate(["i"])]);
    expect(run(alone, cross("i"), [1, 1])).toMatchObject({ status: "refused", rule: "PG 5.73", code: "crossing.no-engineer" });
    const noNumber = playAll(battle([eng(2), crossing("i", "soviet-infantry"), FAR], [], { turn: 3 }), [activate(["i"])]);
    expect(run(noNumber, cross("i"), [1, 1])).toMatchObject({ status: "refused", rule: "PG 5.73", code: "crossing.no-number" });
  });

  it("PG 5.73 an ENG on its own exits a major river on a successful Foot crossing roll", () => {
    const b = playAll(at3([eng(2)]), [activate(["e"])]);
    const { events, state } = play(b, cross("e"), [3, 4]);
    expect(events).toContainEqual(expect.objectContaining({ type: "crossing-rolled", unit: "e", target: 7, passed: true }));
    expect(play(state, move("e", EAST)).state.units.get("e")!.hex).toBe(EAST);
  });

  it("PG 5.73 16.21 an ENG that leaves the river hex, or becomes disrupted, assists no more", () => {
    const moved = playAll(at3([eng(2)]), [activate(["e"]), move("e", at(3, 6))]);
    expect(moved.units.get("e")!.work).toEqual({ kind: "crossing", since: 3 });
    const b = playAll(at3([eng(2, { status: "disrupted" }), unit("k", "soviet", "soviet-truck", WEST)]), [activate(["k"])]);
    expect(run(b, move("k", RIVER))).toMatchObject({ status: "refused", code: "move.prohibited" });
  });
});

describe("PG 5.73 leaders at a major river", () => {
  it("PG 5.73 a leader on his own crosses with an assisting ENG's help, without a roll (the roll is a unit's, by its type)", () => {
    const b = playAll(at3([eng(2)], { leaders: new Map([["l", { ...leader("l", "soviet", RIVER), riverBank: WEST }]]) }), [activate(["l"])]);
    expect(play(b, move("l", EAST)).state.leaders.get("l")!.hex).toBe(EAST);
    const alone = playAll(at3([], { leaders: new Map([["l", { ...leader("l", "soviet", RIVER), riverBank: WEST }]]) }), [activate(["l"])]);
    expect(run(alone, move("l", EAST))).toMatchObject({ status: "refused", code: "move.prohibited" });
  });
  it("PG 5.73 a unit with no crossing work does not cross a major river, an ENG there or not", () => {
    const b = playAll(at3([eng(2), { ...unit("i", "soviet", "soviet-infantry", RIVER), riverBank: WEST }]), [activate(["i"])]);
    expect(run(b, move("i", EAST))).toMatchObject({ status: "refused", code: "move.prohibited" });
  });
});
