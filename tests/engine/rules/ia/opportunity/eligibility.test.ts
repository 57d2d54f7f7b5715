import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { opportunityFirers } from "../../../../../src/engine/rules/ia/rules/opportunity";
import { type IaBattle, type IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf } from "../../../../fixtures/ia-battle";
import { cav, gun, mg, wagon } from "../fire/support";
import { at, map, moving } from "./support";

/** The German mover "g" in `hex`; who of the Russians may fire at it there. */
const firers = (b: IaBattle, hex = at(0, 3)) => opportunityFirers({ state: b, map, tec: ia1Tec }, "g", hex);
const mover = (more: Partial<IaUnit> = {}) => inf("g", "G", at(0, 3), more);
const scene = (russians: IaUnit[], more: Partial<IaBattle> = {}, others: IaUnit[] = []) => moving([mover(), ...russians, ...others], [], ["g"], more);

describe("IA1 13.0, 3.14, 7.43, 13.22, 13.24 who may take opportunity fire", () => {
  it("IA1 13.0 a previously unactivated unit with a direct fire value may; one under MOVED/FIRED may not", () => {
    expect(firers(scene([inf("r", "R", at(0, 0))]))).toEqual(["r"]);
    expect(firers(scene([inf("r", "R", at(0, 0), { movedFired: true })]))).toEqual([]);
  });
  it("IA1 3.14, 13.1 an MG under an OPPORTUNITY FIRE marker has its second shot; no other unit carries one", () => {
    expect(firers(scene([mg("m", "R", at(0, 0), { oppFire: true })]))).toEqual(["m"]);
    expect(firers(scene([inf("r", "R", at(0, 0), { oppFire: true })]))).toEqual([]);
  });
  it("IA1 13.24, 7.43 mounted cavalry may not, dismounted cavalry may", () => {
    expect(firers(scene([cav("c", "R", at(0, 0))]))).toEqual([]);
    expect(firers(scene([cav("c", "R", at(0, 0), { mounted: false })]))).toEqual(["c"]);
  });
  it("IA1 13.0 artillery and mortars may not, even with a direct fire value on the counter", () => {
    const direct = { direct: 4, bombardment: 6, range: 8, movement: 0 };
    expect(firers(scene([gun("a", "R", at(0, 0)), gun("a2", "R", at(0, 1), { full: direct }), gun("mo", "R", at(1, 0), { kind: "MORTAR", full: direct })]))).toEqual([]);
  });
  it("IA1 13.22 demoralized units may not; disrupted units may (at half strength)", () => {
    expect(firers(scene([inf("d", "R", at(0, 0), { status: "demoralized" }), inf("h", "R", at(1, 0), { status: "disrupted" })]))).toEqual(["h"]);
  });
  it("IA1 7.33 neither loaded units nor limbered MGs fire", () => {
    const b = scene([wagon("w", "R", at(0, 0), { carrying: "m" }), mg("m", "R", at(0, 0), { carriedBy: "w" }), mg("l", "R", at(1, 0), { limbered: true })]);
    expect(firers(b)).toEqual([]);
  });
  it("IA1 7.31 the mover must be within the firer's range", () => {
    expect(firers(scene([inf("r", "R", at(0, -1))]))).toEqual(["r"]);
    expect(firers(scene([inf("r", "R", at(0, -2))]))).toEqual([]);
  });
});

describe("IA1 13.21 once per firer per hex entered", () => {
  it("IA1 13.21 a unit that has fired at the mover in this hex this segment may not again; in another hex it may", () => {
    const b = scene([mg("m", "R", at(0, 0), { oppFire: true }), inf("r", "R", at(1, 0))]);
    b.activation!.oppFired = [{ mover: "g", hex: at(0, 3), firers: ["m"] }];
    expect(firers(b)).toEqual(["r"]);
    expect(firers(b, at(0, 2))).toEqual(["m", "r"]);
  });
});

describe("IA1 13.23, 12.82, 12.83, 7.24 assault hexes and friendly hexes", () => {
  it("IA1 12.82 a unit in an assault hex may not fire out of it", () => {
    expect(firers(scene([inf("r", "R", at(0, 0))], {}, [inf("g2", "G", at(0, 0))]))).toEqual([]);
  });
  it("IA1 13.23, 7.24 no opportunity fire into a hex holding the firer's own units", () => {
    expect(firers(scene([inf("r", "R", at(0, 0)), wagon("w", "R", at(0, 3))]))).toEqual([]);
  });
});

describe("IA1 10.1 blocked fire", () => {
  it("IA1 10.1 a friendly unit on the line blocks a company's fire; IA1 10.11 an MG fires past it over a friendly-free hex", () => {
    const b = scene([inf("r", "R", at(0, -1)), inf("screen", "R", at(0, 0), { movedFired: true }), mg("m", "R", at(0, -1), { full: { direct: 6, bombardment: 0, range: 6, movement: 1 } })]);
    expect(firers(b)).toEqual(["m"]);
  });
  it("IA1 10.11 without a friendly-free hex between, the MG is blocked too", () => {
    const b = scene([inf("screen", "R", at(0, 2), { movedFired: true }), mg("m", "R", at(0, 0))]);
    expect(firers(b)).toEqual([]);
  });
});

describe("IA1 8.3 the firer must spot the individual mover", () => {
  // Woods at (8, 0): its occupants are seen from three hexes (8.51); the MG is four hexes away.
  const woods = at(8, 0);
  const inWoods = (g: Partial<IaUnit>, others: IaUnit[] = []) =>
    moving([inf("g", "G", woods, g), mg("m", "R", at(8, -4)), ...others], [], ["g"]);
  it("IA1 8.3 a SPOTTED unit sharing the hex does not make the mover spotted", () => {
    expect(firers(inWoods({}, [inf("seen", "G", woods, { spotted: true })]), woods)).toEqual([]);
  });
  it("IA1 8.3, 8.52 a mover under a SPOTTED marker is seen as if in clear terrain", () => {
    expect(firers(inWoods({ spotted: true }), woods)).toEqual(["m"]);
  });
  it("IA1 8.3, 16.5 a hidden mover is spotted at a quarter of the range: three hexes in daylight", () => {
    const hidden = (d: number) => moving([inf("g", "G", at(0, d), { hidden: true }), mg("m", "R", at(0, 0))], [], ["g"]);
    expect(firers(hidden(4), at(0, 4))).toEqual([]);
    expect(firers(hidden(3), at(0, 3))).toEqual(["m"]);
  });
});
