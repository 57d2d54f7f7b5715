import { describe, expect, it } from "vitest";
import { assault, inAssault, leader, ofType, run, rulesetWith, T, unit } from "./fixtures";

/** E13: a German-occupied hex with an INF, a disrupted HMG, a Tiger, an SPW 251 APC and two trucks; a Soviet INF and leader assaulted into it. */
const e13 = () =>
  inAssault(
    [
      unit("g", "german", "german-infantry", T),
      unit("h", "german", "german-hmg", T, { status: "disrupted" }),
      unit("t", "german", "german-tank", T),
      unit("p", "german", "german-apc", T),
      unit("k1", "german", "german-truck", T),
      unit("k2", "german", "german-truck", T),
      unit("i", "soviet", "soviet-infantry", T),
    ],
    [leader("l", "soviet", T)],
    { i: { ledBy: "l", hexesEntered: 1 }, l: { hexesEntered: 1 } },
    [T],
  );
// The Soviet die (1: the result under test), the German die (6: no effect), then the morale checks' dice (all pass).
const DICE = [1, 6, ...Array(40).fill(1)];
const lossRequests = (r: ReturnType<typeof run>) => r.asked.filter((q) => q.kind === "loss-allocation");

describe("PG 7.63 assault results (E13)", () => {
  it("PG 7.63 result 1 best status first: one truck removed, then a step to the INF, Tiger or APC — not the disrupted HMG", () => {
    const r = run(rulesetWith("1"), e13(), assault(T, ["i"], ["l"]), DICE);
    expect(r.result.status).toBe("done");
    expect(lossRequests(r).map((q) => [q.options, q.rule])).toEqual([
      [["k1", "k2"], "PG 7.63"],
      [["g", "t", "p"], "PG 7.63"],
    ]);
    expect(ofType(r, "loss-allocated").map((e) => [e.unit, e.category, e.rule])).toEqual([
      ["k1", "transport", "PG 7.63"],
      ["g", "combat", "PG 7.63"],
    ]);
  });

  it("PG 7.63 result 2 an AFV takes one: both trucks go; the first loss not the HMG; after the INF's, the second is the Tiger's or the APC's", () => {
    const r = run(rulesetWith("2"), e13(), assault(T, ["i"], ["l"]), DICE);
    expect(lossRequests(r).map((q) => q.options)).toEqual([["k1", "k2"], ["g", "t", "p"], ["t", "p"]]);
    expect(ofType(r, "loss-allocated").map((e) => e.unit)).toEqual(["k1", "k2", "g", "t"]);
  });

  it("PG 7.63 result 2: once the Tiger took the first loss the owner places the second freely, the HMG included", () => {
    const first = run(rulesetWith("2"), e13(), assault(T, ["i"], ["l"]), DICE).asked.find((q) => q.kind === "loss-allocation" && q.options.includes("t"))!;
    const r = run(rulesetWith("2"), e13(), assault(T, ["i"], ["l"]), DICE, { [first.id]: "t" });
    expect(lossRequests(r).map((q) => q.options).at(-1)).toEqual(["g", "h", "t", "p"]);
  });

  it("PG 7.63 then every surviving unit makes an M2 check; PG 7.25 the Tiger and the APC too", () => {
    const r = run(rulesetWith("1"), e13(), assault(T, ["i"], ["l"]), DICE);
    const checked = ofType(r, "morale-checked").map((e) => e.piece);
    expect(checked).toEqual(expect.arrayContaining(["g", "h", "t", "p", "k2"]));
    expect(checked).not.toContain("k1");
  });

  it("PG 7.25 an M on the Assault Table makes every target check, AFVs included, and costs no step", () => {
    const r = run(rulesetWith("1"), e13(), assault(T, ["i"], ["l"]), [2, 6, ...Array(40).fill(1)]);
    expect(ofType(r, "steps-lost")).toEqual([]);
    expect(ofType(r, "morale-checked").map((e) => e.piece)).toEqual(expect.arrayContaining(["t", "p"]));
  });

  it("PG 6.7 after the losses and checks, the leaders hit roll for casualties less one per step their side lost in the hex", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T), leader("gl", "german", T)], { i: { ledBy: "l", hexesEntered: 1 }, l: { hexesEntered: 1 } }, [T]);
    const r = run(rulesetWith("1"), b, assault(T, ["i"], ["l"]), [1, 6, ...Array(40).fill(1)]);
    expect(ofType(r, "leader-casualty-rolled")).toEqual([expect.objectContaining({ leader: "gl", stepsLost: 1, rule: "PG 6.7" })]);
  });
});
