import { describe, expect, it } from "vitest";
import { ia1Reduced } from "../../../../../src/engine/rules/ia/los";
import { inf } from "../../../../fixtures/ia-battle";
import { at, chain, inAction, segment } from "./support";

/** Four units of A and four of B far apart, each activating by itself for one segment. */
const units = () => [1, 2, 3, 4].flatMap((n) => [inf(`a${n}`, "A", at(2, n)), inf(`b${n}`, "B", at(25, n))]);
/** A's and B's first three segments each, alternating from A (one segment's lead). */
const threeEach = [1, 2, 3].flatMap((n) => [...segment("A", `a${n}`), ...segment("B", `b${n}`)]);
const fogRolls = (events: readonly { type: string }[]) => events.filter((e) => e.type === "fog-of-war-rolled");

describe("IA1 17.4 Fog of War", () => {
  it("IA1 17.4 no roll until both players have taken three full segments; the initiative player rolls 3d6 at the end of his fourth", () => {
    const r = chain(inAction(["fog-of-war"], units()), [...threeEach, ...segment("A", "a4")], [4, 5, 4]);
    const rolls = fogRolls(r.events);
    expect(rolls).toEqual([{ type: "fog-of-war-rolled", side: "A", roll: expect.objectContaining({ dice: [4, 5, 4], total: 13, purpose: "fog-of-war:A" }), total: 13, ended: false, rule: "IA1 17.4" }]);
    // Only the last segment rolled (the fourth of A's), and 13 < 15: B's segment follows.
    expect(r.records.slice(0, -1).every((x) => x.dice.length === 0)).toBe(true);
    expect(r.state.impulses?.active).toBe("B");
    expect(r.state.segments).toEqual({ A: 4, B: 3 });
  });

  it("IA1 17.4 15 or more ends the turn at once for both players: marker removal and the next turn", () => {
    const r = chain(inAction(["fog-of-war"], units()), [...threeEach, ...segment("A", "a4")], [5, 5, 5]);
    expect(fogRolls(r.events)).toMatchObject([{ total: 15, ended: true }]);
    expect(r.state.turn).toBe(2);
    expect(r.state.phase).toBe("initiative");
    expect(r.state.units.get("a4")!.movedFired).toBe(false);
    expect(r.state.segments).toBeUndefined();
  });

  it("IA1 17.4 the player who took the segment rolls: B after his fourth, too", () => {
    const r = chain(inAction(["fog-of-war"], units()), [...threeEach, ...segment("A", "a4"), ...segment("B", "b4")], [1, 1, 1, 6, 6, 2]);
    expect(fogRolls(r.events)).toMatchObject([
      { side: "A", total: 3, ended: false },
      { side: "B", total: 14, ended: false, roll: { purpose: "fog-of-war:B" } },
    ]);
    expect(r.state.turn).toBe(1);
  });

  it("IA1 17.4 one is added on night turns: 14 at night ends the turn", () => {
    const r = chain(inAction(["fog-of-war"], units(), [], { visibility: ia1Reduced(1, true) }), [...threeEach, ...segment("A", "a4")], [6, 6, 2]);
    expect(fogRolls(r.events)).toMatchObject([{ total: 15, ended: true, roll: { total: 14 } }]);
    expect(r.state.turn).toBe(2);
  });

  it("IA1 17.4, 14.42 nobody may take further actions, not even the recovery a demoralized unit still owes", () => {
    const b = inAction(["fog-of-war"], [...units(), inf("b5", "B", at(25, 9), { status: "demoralized" })]);
    const r = chain(b, [...threeEach, ...segment("A", "a4")], [6, 6, 6]);
    expect(r.state.turn).toBe(2);
    expect(r.state.units.get("b5")!.status).toBe("demoralized");
  });

  it("IA1 17.4 not in force: no roll, the turn goes on", () => {
    const r = chain(inAction([], units()), [...threeEach, ...segment("A", "a4")], []);
    expect(fogRolls(r.events)).toEqual([]);
    expect(r.used).toBe(0);
    expect(r.state.segments).toBeUndefined();
  });
});
