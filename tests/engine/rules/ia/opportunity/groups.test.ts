import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { cav, done, mg, ofType, run } from "../fire/support";
import { at, fixture, moveTo, moving, oppTables, shotId } from "./support";

/**
 * G's INF "g" enters (0, 3) from (0, 4); the Russian firers stand around (0, 1), two hexes from it. The groups the
 * Russian player is offered, each written as its ids sorted, the list sorted.
 */
const into = at(0, 3);
function offered(russians: IaUnit[], leaders: IaLeader[] = []): string[] {
  const { asked } = run(fixture, moving([inf("g", "G", at(0, 4)), ...russians], leaders, ["g"]), moveTo("g", into));
  expect(asked.map((d) => d.id)).toEqual([shotId("g", into)]);
  return asked[0]!.options
    .filter((o): o is string[] => Array.isArray(o))
    .map((o) => [...o].sort().join(" "))
    .sort();
}
const sorted = (groups: string[]) => [...groups].sort();
/** The leader's hex, the hexes adjacent to it (both two from the mover), and one two hexes from it (three from the mover). */
const L = at(0, 1);
const A = at(1, 1);
const D = at(-1, 2);
const FAR = at(2, 0);

describe("IA1 13.15, 7.32 units of one hex may combine, in any number", () => {
  it("IA1 7.32, 13.21 example: every choice of a hex's units is offered, alone or together", () => {
    expect(offered([inf("r1", "R", L), inf("r2", "R", L), mg("m", "R", L)])).toEqual(sorted(["r1", "r2", "m", "r1 r2", "m r1", "m r2", "m r1 r2"]));
  });
});

describe("IA1 13.15, 6.52 a leader's own hex", () => {
  it("IA1 6.52 a leader with an INF and an MG may add his modifier to either alone, or combine both", () => {
    const groups = offered([inf("r", "R", L), mg("m", "R", L)], [leader("hptm", "R", L)]);
    expect(groups).toEqual(sorted(["r", "m", "m r", "hptm r", "hptm m", "hptm m r"]));
  });
  it("IA1 6.52 the MG alone with the leader fires at its value plus his modifier", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("r", "R", L), mg("m", "R", L)], [leader("hptm", "R", L, { combat: 2 })], ["g"]);
    const { events, state } = done(fixture, b, moveTo("g", into), [6, 6], { [shotId("g", into)]: ["m", "hptm"] });
    expect(ofType(events, "fire-resolved")[0]).toMatchObject({ firers: ["m"], leaders: ["hptm"], strength: 8 });
    expect([state.units.get("m")!.oppFire, state.units.get("r")!.movedFired, state.leaders.get("hptm")!.movedFired]).toEqual([true, false, true]);
  });
  it("IA1 6.52, 14.2 a disrupted leader still adds his modifier in his own hex, but combines no adjacent hex (6.51)", () => {
    const groups = offered([inf("r1", "R", L), inf("r2", "R", A)], [leader("hptm", "R", L, { status: "disrupted" })]);
    expect(groups).toEqual(sorted(["r1", "r2", "hptm r1"]));
  });
  it("IA1 14.3 a demoralized leader takes no part", () => {
    expect(offered([inf("r1", "R", L), inf("r2", "R", A)], [leader("hptm", "R", L, { status: "demoralized" })])).toEqual(sorted(["r1", "r2"]));
  });
});

describe("IA1 13.15, 6.51 a leader combining hexes", () => {
  it("IA1 6.51 combat modifier 1: his hex plus one adjacent hex, never two", () => {
    const groups = offered([inf("r1", "R", L), inf("r2", "R", A), inf("r3", "R", D)], [leader("hptm", "R", L)]);
    expect(groups).toEqual(sorted(["r1", "r2", "r3", "hptm r1", "hptm r1 r2", "hptm r1 r3"]));
  });
  it("IA1 6.51 combat modifier 2: his hex plus up to two adjacent hexes; his own hex need not fire", () => {
    const groups = offered([inf("r1", "R", L), inf("r2", "R", A), inf("r3", "R", D)], [leader("hptm", "R", L, { combat: 2 })]);
    expect(groups).toEqual(sorted(["r1", "r2", "r3", "hptm r1", "hptm r1 r2", "hptm r1 r3", "hptm r1 r2 r3", "hptm r2 r3"]));
  });
  it("IA1 6.51 a hex two away from the leader is not combined; a leader adjacent to both hexes combines them", () => {
    expect(offered([inf("r1", "R", L), inf("r2", "R", FAR)], [leader("hptm", "R", L, { combat: 2 })])).toEqual(sorted(["r1", "r2", "hptm r1"]));
    // at(1, 0) is adjacent to both firing hexes: the same lines of fire, now combined.
    expect(offered([inf("r1", "R", L), inf("r2", "R", FAR)], [leader("kap", "R", at(1, 0), { combat: 2 })])).toEqual(sorted(["r1", "r2", "kap r1 r2"]));
  });
  it("IA1 6.51, 6.1 an infantry leader does not combine a cavalry unit's fire from another hex", () => {
    const groups = offered([inf("r1", "R", L), cav("c", "R", A, { mounted: false })], [leader("hptm", "R", L)]);
    expect(groups).toEqual(sorted(["r1", "c", "hptm r1"]));
  });
  it("IA1 7.32, 6.52 in his own hex a unit of another type may fire with his: the hex combines without him, he adds his modifier to his own", () => {
    const groups = offered([inf("r1", "R", L), cav("c", "R", L, { mounted: false })], [leader("hptm", "R", L)]);
    expect(groups).toEqual(sorted(["r1", "c", "c r1", "hptm r1", "c hptm r1"]));
  });
  it("IA1 6.51 a leader of modifier 0 neither combines nor adds", () => {
    expect(offered([inf("r1", "R", L), inf("r2", "R", A)], [leader("hptm", "R", L, { combat: 0 })])).toEqual(sorted(["r1", "r2"]));
  });
  it("IA1 6.51 from an adjacent hex he combines the units of his type; the others there fire without him", () => {
    const groups = offered([inf("r1", "R", L), inf("r2", "R", A), cav("c", "R", A, { mounted: false })], [leader("hptm", "R", L)]);
    expect(groups).toEqual(sorted(["r1", "r2", "c", "c r2", "hptm r1", "hptm r1 r2"]));
  });
  it("IA1 6.51 only his own side's leaders: an enemy leader next to both hexes combines nothing", () => {
    expect(offered([inf("r1", "R", L), inf("r2", "R", FAR)], [leader("gkap", "G", at(1, 0), { combat: 2 })])).toEqual(sorted(["r1", "r2"]));
  });
  it("IA1 12.81 a leader in an assault hex influences no unit outside it", () => {
    const assault = [inf("r0", "R", L), inf("ga", "G", L)];
    expect(offered([...assault, inf("r2", "R", A), inf("r3", "R", D)], [leader("hptm", "R", L, { combat: 2 })])).toEqual(sorted(["r2", "r3"]));
  });
  it("IA1 13.15 (docs/rulings.md) each adjacent hex he adds fires with all its eligible units of his type", () => {
    const groups = offered([inf("r1", "R", L), inf("r2", "R", A), mg("m", "R", A)], [leader("hptm", "R", L)]);
    expect(groups).toEqual(sorted(["r1", "r2", "m", "m r2", "hptm r1", "hptm m r1 r2"]));
  });
});

describe("IA1 3.3 a MOVED/FIRED leader", () => {
  it("IA1 3.3 with an MG whose first shot he combined he is offered for its second, never without it", () => {
    const hptm = leader("hptm", "R", L, { movedFired: true, oppFireWith: ["m"] });
    const groups = offered([mg("m", "R", L, { oppFire: true }), mg("m2", "R", L)], [hptm]);
    expect(groups).toEqual(sorted(["m", "m2", "m m2", "hptm m", "hptm m m2"]));
  });
  it("IA1 3.3, 6.3 without one he combines nothing", () => {
    expect(offered([mg("m", "R", L, { oppFire: true }), inf("r", "R", L)], [leader("hptm", "R", L, { movedFired: true })])).toEqual(sorted(["m", "r", "m r"]));
  });
});

describe("IA1 10.1 lines of fire of a combination", () => {
  // A hill hex (level 1) at (10, 10) with the leader and r1; a friendly unit that does not fire at (10, 11), below it
  // on the line to the mover's hex (10, 14); r2 at level 0 beside the hill.
  const hill = testMap(ia1Tec, [[10, 10, ["clear"], 1]]);
  const ia = iaRuleset(hill, ia1Tec, { fireTables: oppTables() });
  const h = (c: number, r: number) => hill.indexOfOffset(c, r);
  it("IA1 10.1 a friendly-occupied hex lower than one firer but not than all blocks the combination, not that firer alone", () => {
    const units = [inf("g", "G", h(10, 15)), inf("r1", "R", h(10, 10)), inf("r2", "R", h(11, 10)), inf("f", "R", h(10, 11), { movedFired: true })];
    const b = moving(units, [leader("hptm", "R", h(10, 10))], ["g"]);
    const { asked } = run(ia, b, moveTo("g", h(10, 14)));
    const groups = asked[0]!.options.filter((o): o is string[] => Array.isArray(o)).map((o) => [...o].sort().join(" "));
    expect(groups.sort()).toEqual(sorted(["r1", "r2", "hptm r1"]));
  });
});
