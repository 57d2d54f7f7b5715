import { describe, expect, it } from "vitest";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { mg } from "../fire/support";
import { at, done, inAssault, move, ofType, run } from "./support";

// G attacks from (0, 0) into R's hex (0, 1); the G captain activates the G units.
const A = at(0, 0);
const T = at(0, 1);

describe("IA1 5.4, 5.41, 12.2, 12.21 assault movement", () => {
  it("IA1 5.41 a good-order company activated by a leader of its type enters an enemy-occupied hex and stops there", () => {
    const b = inAssault([inf("g1", "G", A), inf("r1", "R", T)], [leader("capt", "G", A)], { g1: { ledBy: "capt" }, capt: {} });
    const r = run(b, move("g1", T));
    const s = done(r);
    expect(s.units.get("g1")!.hex).toBe(T);
    expect(ofType(r, "movement-stopped")).toEqual([{ type: "movement-stopped", pieces: ["g1"], rule: "IA1 5.41" }]);
    expect(s.activation!.done).toContain("g1");
    // IA1 12.4: the assault is owed this segment.
    expect(s.activation!.assaultsOwed).toEqual([T]);
    expect(run(s, move("g1", at(0, 2)))).toMatchObject({ result: { status: "refused", rule: "IA1 3.13" } });
  });

  it("IA1 12.4 the segment does not end while an assault begun by assault movement is unresolved", () => {
    const b = inAssault([inf("g1", "G", A), inf("r1", "R", T)], [leader("capt", "G", A)], { g1: { ledBy: "capt" }, capt: {} });
    const s = done(run(b, move("g1", T)));
    expect(run(s, { type: "end-activation", side: "G" }).result).toMatchObject({ status: "refused", rule: "IA1 12.4" });
  });

  it("IA1 12.5 entering a hex that already holds friendly units owes no assault", () => {
    const b = inAssault([inf("g1", "G", A), inf("g2", "G", T), inf("r1", "R", T)], [leader("capt", "G", A)], { g1: { ledBy: "capt" }, capt: {} });
    const s = done(run(b, move("g1", T)));
    expect(s.activation!.assaultsOwed ?? []).toEqual([]);
  });

  it("IA1 5.41, 5.5 a unit not activated by a leader of its own type may not enter", () => {
    const b = inAssault([inf("g1", "G", A), inf("r1", "R", T)], [leader("capt", "G", A, { leaderType: "cavalry" })], { g1: { ledBy: "capt" }, capt: {} });
    expect(run(b, move("g1", T)).result).toMatchObject({ status: "refused", rule: "IA1 5.41" });
    const alone = inAssault([inf("g1", "G", A), inf("r1", "R", T)], [], { g1: {} });
    expect(run(alone, move("g1", T)).result).toMatchObject({ status: "refused", rule: "IA1 5.41" });
  });

  it("IA1 12.24 MGs (and artillery, mortars, transports) may not perform assault movement", () => {
    const b = inAssault([mg("m", "G", A), inf("r1", "R", T)], [leader("capt", "G", A)], { m: { ledBy: "capt" }, capt: {} });
    expect(run(b, move("m", T)).result).toMatchObject({ status: "refused", rule: "IA1 12.24" });
  });

  it("IA1 5.43 disrupted units and leaders may not enter hexes with enemy combat units", () => {
    const b = inAssault([inf("g1", "G", A, { status: "disrupted" }), inf("r1", "R", T)], [leader("capt", "G", A)], { g1: { ledBy: "capt" }, capt: {} });
    expect(run(b, move("g1", T)).result).toMatchObject({ status: "refused", rule: "IA1 5.43" });
    const l = inAssault([inf("r1", "R", T)], [leader("capt", "G", A, { status: "disrupted" })], { capt: {} });
    expect(run(l, move("capt", T)).result).toMatchObject({ status: "refused", rule: "IA1 5.43" });
  });

  it("IA1 5.41 a good-order leader may enter on his own", () => {
    const b = inAssault([inf("r1", "R", T)], [leader("capt", "G", A)], { capt: {} });
    expect(done(run(b, move("capt", T))).leaders.get("capt")!.hex).toBe(T);
  });

  it("IA1 12.21 a unit that did not begin its activation adjacent may not enter", () => {
    const b = inAssault([inf("g1", "G", A), inf("r1", "R", T)], [leader("capt", "G", A)], { g1: { ledBy: "capt", hexesEntered: 1 }, capt: {} });
    expect(run(b, move("g1", T)).result).toMatchObject({ status: "refused", rule: "IA1 12.21" });
  });

  it("IA1 12.22, 12.24 no move directly from one assault hex into another", () => {
    const b = inAssault([inf("g1", "G", A), inf("r0", "R", A), inf("r1", "R", T)], [leader("capt", "G", A)], { g1: { ledBy: "capt" }, capt: {} });
    expect(run(b, move("g1", T)).result).toMatchObject({ status: "refused", rule: "IA1 12.22" });
  });

  it("IA1 12.82, 13.23 no opportunity fire at units entering a hex to assault it", () => {
    const b = inAssault([inf("g1", "G", A), inf("r1", "R", T), inf("r2", "R", at(0, 3))], [leader("capt", "G", A)], { g1: { ledBy: "capt" }, capt: {} });
    const r = run(b, move("g1", T));
    done(r);
    expect(r.asked.filter((q) => q.kind === "opportunity-fire")).toEqual([]);
  });

  it("IA1 16.5 hidden enemy pieces in the hex entered are placed on the board; a hex of hidden units only stops the mover short", () => {
    const b = inAssault([inf("g1", "G", A), inf("r1", "R", T), inf("r2", "R", T, { hidden: true })], [leader("capt", "G", A)], { g1: { ledBy: "capt" }, capt: {} });
    const s = done(run(b, move("g1", T)));
    expect([s.units.get("g1")!.hex, s.units.get("r2")!.hidden]).toEqual([T, false]);
    const only = inAssault([inf("g1", "G", A), inf("r2", "R", T, { hidden: true })], [leader("capt", "G", A)], { g1: { ledBy: "capt" }, capt: {} });
    const r = run(only, move("g1", T));
    expect([done(r).units.get("g1")!.hex, done(r).units.get("r2")!.hidden]).toEqual([A, false]);
    expect(done(r).activation!.assaultsOwed ?? []).toEqual([]);
  });

  it("IA1 Definitions (Control), 6.71 entering an assault hex takes no control and overruns no leader", () => {
    const b = inAssault([inf("g1", "G", A), inf("r1", "R", T)], [leader("capt", "G", A), leader("rl", "R", T)], { g1: { ledBy: "capt" }, capt: {} });
    const s = done(run(b, move("g1", T)));
    expect(s.control[T]).toBeUndefined();
    expect(s.leaders.get("rl")!.hex).toBe(T);
  });
});
