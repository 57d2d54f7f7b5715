import { describe, expect, it } from "vitest";
import { banks } from "../../../../../src/engine/rules/series/state/river-banks";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { Cell } from "../../../../fixtures/maps";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { activate, after, inAction, loaded, mg, refused, world } from "../transport/support";

// A minor river down column 5, a major river down column 10, and a minor river rising at (15, 5).
const cells: Cell[] = [];
for (let row = 0; row < 20; row++) cells.push([5, row, ["minor-river"]], [10, row, ["major-river"]]);
cells.push([15, 5, ["minor-river"]], [15, 6, ["minor-river"]], [15, 7, ["minor-river"]], [6, 5, ["woods"]]);
const { ia, map, at } = world(cells, [
  { between: [[9, 7], [10, 7]], features: ["road", "bridge"] },
  { between: [[10, 7], [11, 7]], features: ["road", "bridge"] },
  { between: [[9, 12], [10, 12]], features: ["ford"] },
  { between: [[10, 12], [11, 12]], features: ["ford"] },
]);
const far = at(18, 18);
const move = (piece: string, to: [number, number]): IaCommand => ({ type: "move", side: "R", piece, to: at(...to) });
/** An infantry company of movement allowance `mp` with its captain, both at `from`. */
const company = (from: [number, number], mp = 4, more = {}) =>
  inAction([inf("a", "R", at(...from), { full: { direct: 5, bombardment: 0, range: 4, movement: mp }, ...more })], [leader("capt", "R", at(...from))], far);
const spent = (s: { activation: { pieces: Record<string, { mpSpent: number }> } | null }) => s.activation!.pieces.a!.mpSpent;

describe("IA1 5.8 the banks of a river hex", () => {
  it("IA1 5.8 a river running through a hex gives it two banks; the hex where a river rises has one", () => {
    expect(banks(map, at(5, 5)).map((b) => b.length)).toEqual([2, 2]);
    expect(banks(map, at(5, 5)).some((b) => b.includes(at(4, 5)) && b.includes(at(4, 6)))).toBe(true);
    expect(banks(map, at(15, 5)).map((b) => b.length)).toEqual([5]);
  });
});

describe("IA1 5.81 minor rivers", () => {
  it("IA1 5.81 entering a minor river hex costs the River MP cost; the unit holds the bank it entered from", () => {
    const { state } = after(ia, company([4, 5]), [activate({ a: "move" }), move("a", [5, 5])]);
    expect([spent(state), state.units.get("a")!.riverBank]).toEqual([2, at(4, 5)]);
  });
  it("IA1 5.81 crossing to the other side costs the terrain of the hex entered, and the unit must stop there for the turn", () => {
    const b = company([4, 5]);
    const { state } = after(ia, b, [activate({ a: "move" }), move("a", [5, 5]), move("a", [6, 5])]);
    expect([spent(state), state.units.get("a")!.movedFired, state.units.get("a")!.riverBank]).toEqual([4, true, null]);
    refused(ia, company([4, 5], 6), [activate({ a: "move" }), move("a", [5, 5]), move("a", [6, 5]), move("a", [7, 5])], "IA1 3.3");
  });
  it("IA1 5.81 leaving on the bank it entered from is no crossing: the unit keeps moving", () => {
    const { state } = after(ia, company([4, 5]), [activate({ a: "move" }), move("a", [5, 5]), move("a", [4, 6]), move("a", [4, 7])]);
    expect([state.units.get("a")!.hex, state.units.get("a")!.movedFired]).toEqual([at(4, 7), false]);
  });
  it("IA1 5.2 the one-hex minimum still lets a disrupted unit enter a minor river hex", () => {
    expect(after(ia, company([4, 5], 4, { status: "disrupted" }), [activate({ a: "move" }), move("a", [5, 5])]).state.units.get("a")!.hex).toBe(at(5, 5));
  });
});

describe("IA1 5.82 major rivers", () => {
  it("IA1 5.82 a major river is crossed only at a bridge or ford", () => {
    refused(ia, company([9, 5], 6), [activate({ a: "move" }), move("a", [10, 5]), move("a", [11, 5])], "IA1 5.82");
  });
  it("IA1 5.82 a unit moves down the river at the River cost and leaves it on the side it entered from", () => {
    const b = company([9, 5], 10);
    const { state } = after(ia, b, [activate({ a: "move" }), move("a", [10, 5]), move("a", [10, 6])]);
    expect([spent(state), state.units.get("a")!.riverBank]).toEqual([6, at(9, 5)]);
    expect(after(ia, b, [activate({ a: "move" }), move("a", [10, 5]), move("a", [10, 6]), move("a", [9, 6])]).state.units.get("a")!.hex).toBe(at(9, 6));
    refused(ia, b, [activate({ a: "move" }), move("a", [10, 5]), move("a", [10, 6]), move("a", [11, 6])], "IA1 5.82");
  });
  it("IA1 5.2, 5.82 the one-hex minimum does not apply to major rivers: a disrupted unit cannot enter one", () => {
    refused(ia, company([9, 5], 4, { status: "disrupted" }), [activate({ a: "move" }), move("a", [10, 5])], "IA1 5.82");
  });
  it("IA1 5.8 leaders obey the river rules too", () => {
    refused(ia, company([9, 5]), [activate({ capt: "move" }, { piece: "capt" }), move("capt", [10, 5]), move("capt", [11, 5])], "IA1 5.82");
  });
});

describe("IA1 5.3, 5.8 bridges and fords", () => {
  it("IA1 5.3, 5.8 along a road, a unit enters the bridge hex at the road cost and crosses over the bridge", () => {
    const { state } = after(ia, company([9, 7]), [activate({ a: "move" }), move("a", [10, 7]), move("a", [11, 7])]);
    expect([spent(state), state.units.get("a")!.movedFired]).toEqual([1, false]);
  });
  it("IA1 5.3 off the road, it enters the bridge hex at the River cost and may then cross via the bridge with the MPs left", () => {
    const b = company([9, 6]);
    const { state } = after(ia, b, [activate({ a: "move" }), move("a", [10, 7]), move("a", [11, 7])]);
    expect(spent(state)).toBe(3.5);
    refused(ia, b, [activate({ a: "move" }), move("a", [10, 7]), move("a", [11, 6])], "IA1 5.82");
  });
  it("IA1 5.8 a ford: the scenario's ford cost to enter the river hex, then the unit keeps moving", () => {
    const { state } = after(ia, company([9, 12]), [activate({ a: "move" }), move("a", [10, 12]), move("a", [11, 12]), move("a", [12, 12])]);
    expect([spent(state), state.units.get("a")!.hex]).toEqual([4, at(12, 12)]);
  });
});

describe("IA1 5.8 banks kept in the state", () => {
  it("IA1 5.8 a piece placed in a river hex with no bank recorded may leave it to either side (docs/rulings.md)", () => {
    expect(after(ia, company([10, 5], 6), [activate({ a: "move" }), move("a", [11, 5])]).state.units.get("a")!.movedFired).toBe(false);
  });
  it("IA1 5.6, 5.8 a unit unloaded in a river hex is on its transport's bank", () => {
    const b = inAction(loaded("w", mg("mg", at(9, 5))), [leader("capt", "R", at(9, 5))], far);
    const { state } = after(ia, b, [activate({ w: "move" }), move("w", [10, 5]), { type: "unload", side: "R", transport: "w" }]);
    expect([state.units.get("w")!.riverBank, state.units.get("mg")!.riverBank]).toEqual([at(9, 5), at(9, 5)]);
  });
});
