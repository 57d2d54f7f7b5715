import { describe, expect, it } from "vitest";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { done, fireAt, inAction } from "../fire/support";
import { at, columns, ia } from "./support";

const h = at(8, 8);
/** G's company two hexes off: fire 5 on the fixture table's 5 column (no long-range modifier). */
const g = inf("g", "G", at(8, 10));
const shoot = (units: IaUnit[], leaders: IaLeader[], more: Partial<IaBattle> = {}) => columns(done(ia, inAction([g, ...units], leaders, more), fireAt(["g"], h), [6, 6]).events);

describe("IA1 16.23 the Dug In column modifier", () => {
  it("IA1 16.23 one roll; units under the marker take its modifier on their own column, the others the hex's", () => {
    // Two companies in the hex: 5 + 2 = the 20 column; the dug-in unit one column less (fixture −1): 10.
    expect(shoot([inf("dug", "R", h, { dugIn: true }), inf("open", "R", h)], [])).toEqual({ dug: 10, open: 20 });
  });
  it("IA1 16.2 a unit with the marker underneath (one segment dug) gains nothing", () => {
    expect(shoot([inf("half", "R", h, { digging: true }), inf("open", "R", h)], [])).toEqual({ half: 20, open: 20 });
  });
  it("IA1 16.21 an infantry leader with units of his side dug in is under the marker; a cavalry leader never", () => {
    const pieces = shoot([inf("dug", "R", h, { dugIn: true })], [leader("capt", "R", h), leader("rotm", "R", h, { leaderType: "cavalry" })]);
    // One company: the 10 column; dug-in pieces 5.
    expect(pieces).toEqual({ dug: 5, capt: 5, rotm: 10 });
  });
  it("IA1 16.25 a leader by himself keeps no Dug In marker", () => {
    expect(shoot([inf("open", "R", h)], [leader("capt", "R", h)])).toEqual({ open: 10, capt: 10 });
  });
});

describe("IA1 16.32 fire at pieces under an entrenchment marker", () => {
  it("IA1 16.32 −2 for units and leaders under the marker; cavalry on top gains nothing (16.34)", () => {
    const cav = inf("cav", "R", h, { kind: "CAV", mounted: false });
    const pieces = shoot([inf("under", "R", h, { entrenched: true }), cav], [leader("capt", "R", h)], { entrenchments: [h] });
    // Two companies: the 20 column; −2 columns for the pieces under the marker: 5.
    expect(pieces).toEqual({ under: 5, cav: 20, capt: 5 });
  });
});
