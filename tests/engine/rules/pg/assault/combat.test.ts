import { describe, expect, it } from "vitest";
import { assault, inAssault, leader, ofType, RIVER, run, rulesetWith, T, TOWN, unit } from "./fixtures";

const R = rulesetWith("1");
/** Both dice 6: no effect on either side. */
const QUIET = [6, 6];
const entered = (ids: string[], by = "l") => Object.fromEntries(ids.map((id) => [id, id === by ? { hexesEntered: 1 } : { ledBy: by, hexesEntered: 1 }]));
const fires = (r: ReturnType<typeof run>) => ofType(r, "fire-resolved");
const lines = (e: { strengthTrace: readonly { id: string; value: number }[] }) => e.strengthTrace.map((t) => [t.id, t.value]);

describe("PG 12.4, 12.42, 12.54, 6.42 assault strength", () => {
  it("PG 12.42 a unit with no direct fire value attacks at 1, and a leader may add his modifier to it (ruling A12)", () => {
    const b = inAssault([unit("a", "soviet", "soviet-at-gun", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T)], entered(["a", "l"]), [T]);
    const [attack] = fires(run(R, b, assault(T, ["a"], ["l"]), QUIET));
    expect(lines(attack!)).toEqual([["pg-assault.minimum", 1], ["fire.leader", 1]]);
    expect(attack!.strengthTrace[0]).toMatchObject({ rule: "PG 12.42" });
  });

  it("PG 12.54 an HMG moving in to initiate an assault without non-HMG infantry fires at half (9 → 5)", () => {
    const b = inAssault([unit("mg", "soviet", "german-hmg", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T, { combat: 0 })], entered(["mg", "l"]), [T]);
    const [attack] = fires(run(R, b, assault(T, ["mg"], ["l"]), QUIET));
    expect(lines(attack!)).toEqual([["pg-assault.unit", 9], ["pg-assault.initiating", -4]]);
    expect(attack!.strength).toBe(5);
  });

  it("PG 12.54 with an infantry unit attacking too, the HMG fires in full", () => {
    const b = inAssault([unit("mg", "soviet", "german-hmg", T), unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T, { combat: 0 })], entered(["mg", "i", "l"]), [T]);
    const [attack] = fires(run(R, b, assault(T, ["mg", "i"], ["l"]), QUIET));
    expect(attack!.strength).toBe(14);
  });

  it("PG 12.13, 14.2 defenders: a disrupted unit at half, a demoralized one at a quarter, rounded up by unit", () => {
    const b = inAssault(
      [unit("i", "soviet", "soviet-infantry", T), unit("g1", "german", "german-infantry", T, { status: "disrupted" }), unit("g2", "german", "german-infantry", T, { status: "demoralized" })],
      [leader("l", "soviet", T)],
      entered(["i", "l"]),
      [T],
    );
    const [, defence] = fires(run(R, b, assault(T, ["i"], ["l"]), QUIET));
    expect(lines(defence!)).toEqual([["pg-assault.unit", 5], ["pg-assault.disrupted", -2], ["pg-assault.unit", 5], ["pg-assault.quartered", -3]]);
    expect(defence!.strength).toBe(5);
  });
});

describe("PG 6.43, 12.41, 12.43, 5.75 assault column modifiers", () => {
  it("PG 6.43 undemoralized leaders give +1 once however many; a demoralized one gives none", () => {
    const b = inAssault(
      [unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T)],
      [leader("l", "soviet", T), leader("m", "soviet", T), leader("gl", "german", T, { status: "demoralized" })],
      { ...entered(["i", "l"]), m: { hexesEntered: 1 } },
      [T],
    );
    const [attack, defence] = fires(run(R, b, assault(T, ["i"], ["l", "m"]), QUIET));
    expect(attack!.trace.filter((t) => t.id === "leader").map((t) => t.value)).toEqual([1]);
    expect(defence!.trace.some((t) => t.id === "leader")).toBe(false);
  });

  it("PG 12.41 in a town only the attacker's fire takes the −2", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", TOWN), unit("g", "german", "german-infantry", TOWN)], [leader("l", "soviet", TOWN, { combat: 0 })], entered(["i", "l"]), [TOWN]);
    const [attack, defence] = fires(run(R, b, assault(TOWN, ["i"], ["l"]), QUIET));
    expect(attack!.trace.find((t) => t.id === "terrain.town")).toMatchObject({ value: -2 });
    expect(defence!.trace.some((t) => t.id === "terrain.town")).toBe(false);
  });

  it("PG 12.43 defenders all dug in fire first, on the First Fire citation; 12.41 the dug-in modifier is their own column's", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T, { dugIn: true })], [leader("l", "soviet", T)], entered(["i", "l"]), [T]);
    const r = run(R, b, assault(T, ["i"], ["l"]), QUIET);
    expect(ofType(r, "assault-declared")[0]).toMatchObject({ firstFire: ["g"], rule: "PG 12.2" });
    const [first, second] = fires(r);
    expect([first!.side, first!.rule, second!.side, second!.rule]).toEqual(["german", "PG 12.43", "soviet", "PG 12.43"]);
    expect(second!.results[0]!.trace?.some((t) => t.id === "dug-in")).toBe(true);
  });

  it("PG 12.43 with dug-in and open defenders the defending player chooses First Fire by the dug-in ones or simultaneous fire", () => {
    const b = inAssault(
      [unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T, { dugIn: true }), unit("g2", "german", "german-infantry", T)],
      [leader("l", "soviet", T)],
      entered(["i", "l"]),
      [T],
    );
    const ask = run(R, b, assault(T, ["i"], ["l"]), QUIET).asked.find((q) => q.kind === "first-fire");
    expect(ask).toMatchObject({ side: "german", options: [true, false], rule: "PG 12.43" });
    const r = run(R, b, assault(T, ["i"], ["l"]), QUIET, { [ask!.id]: false });
    expect(ofType(r, "assault-declared")[0]!.firstFire).toEqual([]);
    expect(fires(r).map((f) => f.rule)).toEqual(["PG 12.4", "PG 12.4"]);
  });

  it("PG 5.75 assaulting into a major river hex: −2 to the attacker on the first round when neither side has an ENG there", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", RIVER), unit("g", "german", "german-infantry", RIVER)], [leader("l", "soviet", RIVER)], entered(["i", "l"]), [RIVER]);
    const [attack, defence] = fires(run(R, b, assault(RIVER, ["i"], ["l"]), QUIET));
    expect(attack!.trace.find((t) => t.id === "terrain.major-river")).toMatchObject({ value: -2 });
    expect(defence!.trace.some((t) => t.id === "terrain.major-river")).toBe(false);
  });

  it("PG 5.75 no −2 with an ENG in the hex, nor in a later round", () => {
    const eng = inAssault(
      [unit("i", "soviet", "soviet-infantry", RIVER), unit("e", "soviet", "soviet-engineer", RIVER), unit("g", "german", "german-infantry", RIVER)],
      [leader("l", "soviet", RIVER)],
      entered(["i", "e", "l"]),
      [RIVER],
    );
    const [withEng] = fires(run(R, eng, assault(RIVER, ["i", "e"], ["l"]), QUIET));
    expect(withEng!.trace.some((t) => t.id === "terrain.major-river")).toBe(false);
    const later = inAssault([unit("i", "soviet", "soviet-infantry", RIVER), unit("g", "german", "german-infantry", RIVER)], [leader("l", "soviet", RIVER)], { i: { ledBy: "l" }, l: {} });
    const [again] = fires(run(R, later, assault(RIVER, ["i"], ["l"]), QUIET));
    expect(again!.trace.some((t) => t.id === "terrain.major-river")).toBe(false);
  });

  it("PG 12.43 only attackers that survive the First Fire without becoming demoralized attack", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T, { dugIn: true })], [leader("l", "soviet", T)], entered(["i", "l"]), [T]);
    // The German die first: 1, a "1": the Soviet INF's one step is gone; the leader checks M2 (1 + 1 passes) and rolls for casualties.
    const r = run(R, b, assault(T, ["i"], ["l"]), [1, 1, 1, 6, 6, ...Array(10).fill(6)]);
    expect(ofType(r, "steps-lost").map((e) => e.unit)).toEqual(["i"]);
    expect(fires(r).map((f) => f.side)).toEqual(["german"]);
  });
});
