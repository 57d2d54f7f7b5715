import { describe, expect, it } from "vitest";
import { activate, at, battle, fire, leader, playAll, run, rulesetWith, unit } from "./fixtures";

const FROM = at(8, 5);
const TARGET = at(10, 5);
const M = rulesetWith("M");
const X = rulesetWith("X");

/** A Soviet infantry unit activated to fire at the German pieces `there` in TARGET. */
const at2 = (units: Parameters<typeof battle>[0], leaders: Parameters<typeof battle>[1]) =>
  playAll(M, battle([unit("i", "soviet", "soviet-infantry", FROM), ...units], leaders), [activate({ i: "fire" }, { piece: "i" })]);

const eventsOf = (r: ReturnType<typeof run>) => {
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r.record.events;
};

describe("PG 14.1 the morale check bands (E23)", () => {
  it("PG 14.1 two INF (morale 8) and a leader (9, modifier 1) check M: the leader rolls 7 and passes; the INF at 9 roll 10 (disrupted) and 12 (demoralized)", () => {
    const b = at2([unit("a", "german", "german-infantry", TARGET), unit("c", "german", "german-infantry", TARGET)], [{ ...leader("l", "german", TARGET), morale: 9 }]);
    // The fire's roll, then the leader first (14.12), then the units in order.
    const events = eventsOf(run(M, b, fire(["i"], TARGET), [1, 1, 3, 4, 5, 5, 6, 6]));
    const checks = events.filter((e) => e.type === "morale-checked");
    expect(checks.map((e) => [e.piece, e.leader, e.target, e.result, e.outcome, e.rule])).toEqual([
      ["l", null, 9, 7, "no-effect", "PG 14.1"],
      ["a", "l", 9, 10, "disrupted", "PG 14.1"],
      ["c", "l", 9, 12, "demoralized", "PG 14.1"],
    ]);
  });
});

describe("PG 6.7, 6.71, 6.72 leader losses", () => {
  it("PG 6.7 (E26) after the losses and checks, 2d6 less one per step lost by friendly units in the hex: 3 − 1 = 2 kills him; the side's highest-ranking leader fell (6.72)", () => {
    const b = playAll(X, battle([unit("i", "soviet", "soviet-infantry", FROM), unit("a", "german", "german-infantry", TARGET)], [leader("l", "german", TARGET)]), [activate({ i: "fire" }, { piece: "i" })]);
    // The fire's roll; the leader's M2 check (2 + 2 ≤ 8); his casualty roll 1 + 2.
    const events = eventsOf(run(X, b, fire(["i"], TARGET), [1, 1, 1, 1, 1, 2]));
    expect(events).toContainEqual(expect.objectContaining({ type: "leader-casualty-rolled", leader: "l", stepsLost: 1, result: 2, eliminated: true, rule: "PG 6.7" }));
    expect(events).toContainEqual({ type: "eliminated", piece: "l", rule: "PG 6.7" });
    expect(events).toContainEqual({ type: "decapitated", side: "german", leader: "l", hex: TARGET, turn: 2, rule: "PG 6.72" });
  });
  it("PG 6.7 a roll above 2 after the losses: he survives", () => {
    const b = playAll(X, battle([unit("i", "soviet", "soviet-infantry", FROM), unit("a", "german", "german-infantry", TARGET)], [leader("l", "german", TARGET)]), [activate({ i: "fire" }, { piece: "i" })]);
    const events = eventsOf(run(X, b, fire(["i"], TARGET), [1, 1, 1, 1, 2, 2]));
    expect(events).toContainEqual(expect.objectContaining({ type: "leader-casualty-rolled", leader: "l", result: 3, eliminated: false }));
  });
  it("PG 6.71 a leader alone in the hex is lost to an X (one leader per step scored by direct fire)", () => {
    const b = playAll(X, battle([unit("i", "soviet", "soviet-infantry", FROM)], [leader("l", "german", TARGET)]), [activate({ i: "fire" }, { piece: "i" })]);
    const events = eventsOf(run(X, b, fire(["i"], TARGET), [1, 1]));
    expect(events).toContainEqual({ type: "eliminated", piece: "l", rule: "PG 6.71" });
  });
});
