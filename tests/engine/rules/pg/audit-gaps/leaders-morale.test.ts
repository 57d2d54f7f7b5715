import { describe, expect, it } from "vitest";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { activate, at, battle, fire, leader, playAll, run, rulesetWith, unit } from "../fire-command/fixtures";

const FROM = at(8, 5);
const TARGET = at(10, 5);
const M = rulesetWith("M");
const X = rulesetWith("X");

type MoraleChecked = Extract<PgEvent, { type: "morale-checked" }>;
const isCheck = (e: PgEvent): e is MoraleChecked => e.type === "morale-checked";

const eventsOf = (r: ReturnType<typeof run>) => {
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r.record.events;
};

/** A Soviet infantry unit at FROM activated to fire at the German pieces in TARGET. */
const firing = (ruleset: typeof M, units: Parameters<typeof battle>[0], leaders: Parameters<typeof battle>[1]) =>
  playAll(ruleset, battle([unit("i", "soviet", "soviet-infantry", FROM), ...units], leaders), [activate({ i: "fire" }, { piece: "i" })]);

describe("PG 6.54 leaders helping leaders", () => {
  it("PG 6.54 a leader helps a lower-ranking leader's morale check; the lower-ranking one does not help him, nor one of equal rank", () => {
    const b = firing(M, [unit("a", "german", "german-infantry", TARGET)], [leader("lt", "german", TARGET, 3), leader("sgt", "german", TARGET, 2), leader("sgt2", "german", TARGET, 2)]);
    const checks = eventsOf(run(M, b, fire(["i"], TARGET), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], { "morale-leader:direct-fire:m0:a": "lt" })).filter(isCheck);
    // Leaders check first (14.12): the LT is helped by no one though two SGTs stand with him; each SGT by the LT only.
    expect(checks.filter((e) => e.piece !== "a").map((e) => [e.piece, e.leader, e.target])).toEqual([
      ["lt", null, 8],
      ["sgt", "lt", 9],
      ["sgt2", "lt", 9],
    ]);
    expect(checks.find((e) => e.piece === "sgt")!.trace).toContainEqual(expect.objectContaining({ id: "morale.leader-bonus", value: 1, rule: "PG 6.51, 6.54" }));
  });
});

describe("PG 6.73 catastrophic loss", () => {
  /** Two German INF and a leader of rank `rank` (modifier 1) hit by an X; his casualty roll 1 + 1 kills him (6.7). */
  const kill = (rank: number) => {
    const b = firing(X, [unit("a", "german", "german-infantry", TARGET), unit("c", "german", "german-infantry", TARGET)], [{ ...leader("l", "german", TARGET, rank), morale: 9 }]);
    return eventsOf(run(X, b, fire(["i"], TARGET), Array<number>(40).fill(1), { "loss:X:combat:1": "a" }));
  };
  it("PG 6.73 a MAJ eliminated: the units stacked with him check morale, his modifier subtracted", () => {
    const events = kill(5);
    expect(events).toContainEqual({ type: "eliminated", piece: "l", rule: "PG 6.7" });
    const checks = events.filter(isCheck).filter((e) => e.cause === "catastrophic-loss:l");
    // "a" took the step and is gone; "c", stacked with him, checks at 8 − 1.
    expect(checks.map((e) => [e.piece, e.target])).toEqual([["c", 7]]);
    for (const e of checks) expect(e.trace).toContainEqual(expect.objectContaining({ id: "morale.catastrophic-loss", value: -1, rule: "PG 6.73" }));
  });
  it("PG 6.73 a CPT eliminated: no catastrophic loss check", () => {
    const events = kill(4);
    expect(events).toContainEqual({ type: "eliminated", piece: "l", rule: "PG 6.7" });
    expect(events.filter(isCheck).filter((e) => e.cause.startsWith("catastrophic-loss"))).toEqual([]);
  });
});
