import { describe, expect, it } from "vitest";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { done, inAction, ofType, run } from "../fire/support";
import { at, fixture } from "../opportunity/support";

/**
 * R's demoralized INF "i1" at (0, 0) attempts recovery in its own segment; G's INF "g1" (range 4) stands three hexes
 * off at (0, −3). A recovery roll of 7 fails (morale 8 − 1, 14.41): it flees, into a hex four from g1, then a fifth,
 * where it is safe (14.32).
 */
function fleeing(): IaBattle {
  const b = inAction([inf("i1", "R", at(0, 0), { status: "demoralized" }), inf("g1", "G", at(0, -3))], [], {}, "R");
  return { ...b, activation: { side: "R", pieces: { i1: { action: "move", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] } };
}
const recover: IaCommand = { type: "recover", side: "R", piece: "i1" };
const opportunity = (asked: readonly { kind: string }[]) => asked.filter((d) => d.kind === "opportunity-fire");

describe("IA1 13.0, 13.11, 14.31 opportunity fire at a fleeing unit", () => {
  it("IA1 13.11, 3.13 a fleeing unit is moving: the enemy may fire at it in each hex it enters within range", () => {
    const r = run(fixture, fleeing(), recover, [3, 4]);
    expect(r.result.status).toBe("done");
    const path = r.result.status === "done" ? ofType(r.result.record.events, "piece-moved").map((e) => e.to) : [];
    expect(path).toHaveLength(2);
    // Four hexes from g1, in its range: asked; five, out of it: not.
    expect(opportunity(r.asked)).toEqual([expect.objectContaining({ side: "G", options: ["pass", ["g1"]], rule: "IA1 13.1" })]);
    expect(opportunity(r.asked)[0]).toMatchObject({ id: expect.stringMatching(/^opportunity-fire:i1@/) });
  });
  it("IA1 13.14, 14.11 a fleeing unit that fails its morale check stops where it was fired on", () => {
    const first = run(fixture, fleeing(), recover, [3, 4]).asked.find((d) => d.kind === "opportunity-fire")!;
    // The recovery roll (7, failed); g1's fire (7: M); i1's check, 12 against morale 7: failed by 5, a step lost (14.11).
    const { state, events } = done(fixture, fleeing(), recover, [3, 4, 3, 4, 6, 6], { [first.id]: ["g1"] });
    expect(ofType(events, "piece-moved")).toHaveLength(1);
    expect(ofType(events, "movement-stopped")[0]).toMatchObject({ pieces: ["i1"], rule: "IA1 13.14" });
    expect([state.units.get("i1")!.steps, state.units.get("g1")!.movedFired]).toEqual([1, true]);
  });
  it("IA1 6.62, 7.43, 7.45 a leader fleeing with it moves with it and is fired on with it: his own check first, then his casualty roll", () => {
    const b = fleeing();
    const withCap: IaBattle = {
      ...b,
      leaders: new Map([["cap", leader("cap", "R", at(0, 0), { moraleBonus: 0 })]]),
      activation: { ...b.activation!, pieces: { ...b.activation!.pieces, cap: { action: "move", ledBy: null, mpSpent: 0, hexesEntered: 0 } } },
    };
    const first = run(fixture, withCap, recover, [3, 4], { "flee-with:cap": true }).asked.find((d) => d.kind === "opportunity-fire")!;
    // The recovery roll (7, failed); g1's fire (7: M on both); cap's check (12 against 8), i1's (12 against 7); cap's casualty roll.
    const { state, events } = done(fixture, withCap, recover, [3, 4, 3, 4, 6, 6, 6, 6, 6, 6], { "flee-with:cap": true, [first.id]: ["g1"] });
    const moved = ofType(events, "piece-moved");
    expect(moved.map((e) => e.piece)).toEqual(["i1", "cap"]);
    expect(moved[1]!.to).toBe(moved[0]!.to);
    expect(ofType(events, "fire-resolved")[0]!.results.map((x) => [x.piece, x.result])).toEqual([["i1", "M"], ["cap", "M"]]);
    expect(ofType(events, "morale-checked").map((e) => e.piece)).toEqual(["cap", "i1"]);
    expect(ofType(events, "leader-casualty-rolled").map((e) => e.leader)).toEqual(["cap"]);
    expect([state.leaders.get("cap")!.hex, state.leaders.get("cap")!.status]).toEqual([state.units.get("i1")!.hex, "demoralized"]);
  });
});
