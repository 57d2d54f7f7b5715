import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import type { PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { activate, at, battle, leader, move, optionsAsked, play, run, unit, window } from "../opportunity/fixtures";
import { playWith, runWith } from "./fire-fixtures";

const soviet = (id: string, col: number, row = 8) => unit(id, "soviet", "soviet-infantry", at(col, row));
const german = (id: string, col: number, over: Partial<PgUnit> = {}): PgUnit => ({ ...unit(id, "german", "german-infantry", at(col, 8)), ...over });

/**
 * The Soviet INF "i" at [8, 8], activated alone (no leader: it moves away from the enemy, 5.4), with `others` on the
 * map; the German INF "f1" (fire 5, range 3) at [6, 8], three hexes from [9, 8].
 */
const moving = (others: PgUnit[] = [], leaders = [] as ReturnType<typeof leader>[], f1: Partial<PgUnit> = {}): PgBattle =>
  play(battle([soviet("i", 8), german("f1", 6, f1), ...others], leaders), activate(["i"])).state;

describe("PG 7.64 opportunity fire results reach only the mover", () => {
  it("PG 7.64 an X at the mover entering a hex: the Soviet unit already standing there is left alone", () => {
    const { state, events } = playWith("X", moving([soviet("o", 9)]), move("i", at(9, 8)), [3, 3, 1, 1], { [window("i", 9, 8)]: ["f1"] });
    const fired = events.find((e) => e.type === "fire-resolved")!;
    expect(fired.results.map((r) => r.piece)).toEqual(["i"]);
    expect(state.units.get("i")?.hex ?? null).toBeNull();
    expect(state.units.get("o")).toEqual(moving([soviet("o", 9)]).units.get("o"));
    expect(JSON.stringify(events)).not.toContain('"o"');
  });
  it("PG 7.64, 5.65 an X at a moving truck reaches it and the unit it carries; the Soviet unit in the hex it enters is left alone", () => {
    const truck = { ...unit("k", "soviet", "soviet-truck", at(8, 8)), carrying: "c" };
    const cargo = { ...unit("c", "soviet", "soviet-infantry", at(8, 8)), carriedBy: "k" };
    const b = play(battle([truck, cargo, german("f1", 6), soviet("o", 9)]), activate(["k"])).state;
    const { state, events } = playWith("X", b, move("k", at(9, 8)), [3, 3, 1, 1, 1, 1], { [window("k", 9, 8)]: ["f1"] });
    expect(events.find((e) => e.type === "fire-resolved")!.results.map((r) => r.piece)).toEqual(["k"]);
    expect([state.units.get("k")?.hex ?? null, state.units.get("c")?.hex ?? null]).toEqual([null, null]);
    expect(state.units.get("o")).toEqual(b.units.get("o"));
    expect(JSON.stringify(events)).not.toContain('"o"');
  });
});

describe("PG 13.13 leaders help the mover's morale check", () => {
  const checkOf = (leaders: ReturnType<typeof leader>[]) =>
    playWith("M", moving([], leaders), move("i", at(9, 8)), [3, 3, 5, 4], { [window("i", 9, 8)]: ["f1"] }).events.find((e) => e.type === "morale-checked")!;
  it("PG 13.13 a non-moving good-order leader in a hex adjacent to the mover's adds his modifier: 9 passes against 8 + 1", () => {
    const check = checkOf([leader("lt", "soviet", at(10, 8), 3)]);
    expect(check).toMatchObject({ piece: "i", leader: "lt", target: 9, passed: true });
  });
  it("PG 13.13 a non-moving good-order leader in the mover's own hex helps", () => {
    expect(checkOf([leader("lt", "soviet", at(9, 8), 3)])).toMatchObject({ piece: "i", leader: "lt", target: 9, passed: true });
  });
  it("PG 13.13 a leader two hexes from the mover (adjacent only to the hex it left) does not help: 9 fails against 8", () => {
    const check = checkOf([leader("lt", "soviet", at(7, 8), 3)]);
    expect(check).toMatchObject({ piece: "i", leader: null, target: 8, passed: false });
  });
  it("PG 13.13 a disrupted leader in an adjacent hex does not help (6.53)", () => {
    const check = checkOf([{ ...leader("lt", "soviet", at(10, 8), 3), status: "disrupted" }]);
    expect(check).toMatchObject({ piece: "i", leader: null, target: 8, passed: false });
  });
  it("PG 13.13 a good-order leader moving with the mover helps its check", () => {
    const b = play(battle([soviet("i", 8), german("f1", 6)], [leader("lm", "soviet", at(8, 8), 3)]), activate(["i", "lm"], { leader: "lm" })).state;
    const { events } = playWith("M", b, move("i", at(9, 8), ["lm"]), [3, 3, 1, 1, 5, 4], { [window("i", 9, 8)]: ["f1"] });
    expect(events.find((e) => e.type === "morale-checked" && e.piece === "i")).toMatchObject({ leader: "lm", target: 9, passed: true });
  });
});

describe("PG 13.14 a failed check stops the mover", () => {
  it("PG 13.14 a mover that fails its morale check stops moving at once: its next hex is refused (its action is over)", () => {
    const { state, events } = playWith("M", moving(), move("i", at(9, 8)), [3, 3, 6, 6], { [window("i", 9, 8)]: ["f1"] });
    expect(events).toContainEqual({ type: "movement-stopped", pieces: ["i"], rule: "PG 13.14" });
    expect(state.units.get("i")!.hex).toBe(at(9, 8));
    expect(runWith("M", state, move("i", at(10, 8)))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "move.finished" });
  });
  it("PG 13.14 a mover that passes its check moves on", () => {
    const { state, events } = playWith("M", moving(), move("i", at(9, 8)), [3, 3, 1, 1], { [window("i", 9, 8)]: ["f1"] });
    expect(events.some((e) => e.type === "movement-stopped")).toBe(false);
    expect(runWith("M", state, move("i", at(9, 7)), [], { [window("i", 9, 7)]: "pass" })).toMatchObject({ status: "done" });
  });
  it("PG 13.14 a vehicle that loses a step to AT opportunity fire, with no check failed, may continue moving", () => {
    const b = play(battle([unit("s", "soviet", "soviet-tank", at(10, 8)), unit("g", "german", "german-tank", at(13, 8))], [], { tankLeaders: { soviet: [] } }), activate(["s"])).state;
    // 3 + 4 + AT 5 − armor 2 = 10: a hit of one step (the test's AT table; no morale check).
    const { state, events } = play(b, move("s", at(9, 8)), [3, 4], { [window("s", 9, 8)]: { at: "g" } });
    expect(events).toContainEqual(expect.objectContaining({ type: "steps-lost", unit: "s", steps: 1 }));
    expect(events.some((e) => e.type === "movement-stopped")).toBe(false);
    expect(run(state, move("s", at(8, 8)), [], { [window("s", 8, 8)]: "pass" })).toMatchObject({ status: "done" });
  });
});

describe("PG 13.23 disrupted and demoralized firers", () => {
  it("PG 13.23 a disrupted unit takes opportunity fire at half strength (5 → 3, rounded up)", () => {
    const { events } = play(moving([], [], { status: "disrupted" }), move("i", at(9, 8)), [3, 3], { [window("i", 9, 8)]: ["f1"] });
    expect(events.find((e) => e.type === "fire-resolved")).toMatchObject({ firers: ["f1"], strength: 3 });
    const good = play(moving(), move("i", at(9, 8)), [3, 3], { [window("i", 9, 8)]: ["f1"] });
    expect(good.events.find((e) => e.type === "fire-resolved")).toMatchObject({ firers: ["f1"], strength: 5 });
  });
  it("PG 13.23 a demoralized unit may not take opportunity fire: no window opens", () => {
    expect(optionsAsked(moving(), move("i", at(9, 8)))).toEqual(["pass", ["f1"]]);
    expect(optionsAsked(moving([], [], { status: "demoralized" }), move("i", at(9, 8)))).toEqual([]);
  });
});

describe("PG 13.24 no opportunity fire at or out of assault hexes", () => {
  it("PG 13.24 (ruling A49) a unit in an assault hex does not fire out of it at a mover", () => {
    expect(optionsAsked(moving(), move("i", at(9, 8)))).toEqual(["pass", ["f1"]]);
    expect(optionsAsked(moving([soviet("x", 6)]), move("i", at(9, 8)))).toEqual([]);
  });
  it("PG 13.24 a unit entering an assault hex is not fired at: the German f2 outside it may not", () => {
    const led = (others: PgUnit[]) => play(battle([soviet("i", 8), german("f2", 11), ...others], [leader("ld", "soviet", at(8, 8), 3)]), activate(["i", "ld"], { leader: "ld" })).state;
    expect(optionsAsked(led([]), move("i", at(9, 8), ["ld"]))).toEqual(["pass", ["f2"]]);
    expect(optionsAsked(led([german("e", 9), soviet("a", 9)]), move("i", at(9, 8), ["ld"]))).toEqual([]);
  });
});
