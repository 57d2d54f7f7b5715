import { describe, expect, it } from "vitest";
import { movementAllowance } from "../../../../../src/engine/rules/ia/movement/allowance";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { activate, after, gun, inAction, leader, mg, refused, world } from "./support";

const { ia, at } = world();
const h = at(5, 5);
const far = at(18, 18);
const limber = (unit: string, type: "limber" | "unlimber" = "limber"): IaCommand => ({ type, side: "R", unit });
const move = (piece: string, to: number): IaCommand => ({ type: "move", side: "R", piece, to });

describe("IA1 5.61 limbering and unlimbering", () => {
  it("IA1 5.61 limbering costs all the unit's MPs and its whole activation: MOVED/FIRED at once, so it moves no more", () => {
    const b = inAction([mg("mg", h)], [leader("capt", "R", h)], far);
    const { state, events } = after(ia, b, [activate({ mg: "move" }), limber("mg")]);
    expect([state.units.get("mg")!.limbered, state.units.get("mg")!.movedFired]).toEqual([true, true]);
    expect(events.map((e) => e.type)).toEqual(["acting", "limbered", "moved-fired"]);
    refused(ia, b, [activate({ mg: "move" }), limber("mg"), move("mg", at(5, 6))], "IA1 3.3");
  });
  it("IA1 5.61 unlimbering flips the unit back, with the same cost", () => {
    const b = inAction([mg("mg", h, { limbered: true })], [leader("capt", "R", h)], far);
    const { state } = after(ia, b, [activate({ mg: "move" }), limber("mg", "unlimber")]);
    expect([state.units.get("mg")!.limbered, state.units.get("mg")!.movedFired]).toEqual([false, true]);
  });
  it("IA1 5.61 a unit that has moved this segment may not limber", () => {
    const b = inAction([mg("mg", h)], [leader("capt", "R", h)], far);
    refused(ia, b, [activate({ mg: "move" }), move("mg", at(5, 6)), limber("mg")], "IA1 5.61");
  });
  it("IA1 5.61 only MG, mortar and artillery units limber; a unit limbers once", () => {
    const b = inAction([mg("inf", h, { kind: "INF", company: true }), mg("mg", h, { limbered: true })], [leader("capt", "R", h)], far);
    refused(ia, b, [activate({ inf: "move" }), limber("inf")], "IA1 5.61");
    refused(ia, b, [activate({ mg: "move" }), limber("mg")], "IA1 5.61");
  });
  it("IA1 3.13 limbering is a Movement action: a unit designated to fire may not", () => {
    const b = inAction([mg("mg", h)], [leader("capt", "R", h)], far);
    refused(ia, b, [activate({ mg: "fire" }), limber("mg")], "IA1 3.13");
  });
  it("IA1 5.61 artillery limbers with no morale check in the 1st edition", () => {
    const b = inAction([gun("gun", h)], [leader("capt", "R", h)], far);
    expect(after(ia, b, [activate({ gun: "move" }), limber("gun")], []).state.units.get("gun")!.limbered).toBe(true);
  });
});

describe("IA1 5.1 movement allowance by side", () => {
  it("IA1 5.1 an MG moves 1 unlimbered and 2 limbered; artillery 0 unlimbered and T (towed only) limbered unless its counter prints 1", () => {
    expect(movementAllowance(mg("mg", h))).toBe(1);
    expect(movementAllowance(mg("mg", h, { limbered: true }))).toBe(2);
    expect(movementAllowance(gun("gun", h))).toBe(0);
    expect(movementAllowance(gun("gun", h, { limbered: true }))).toBe(0);
    expect(movementAllowance(gun("gun", h, { limbered: true, limberedMovement: 1 }))).toBe(1);
    expect(movementAllowance(mg("mg", h, { limbered: true, status: "disrupted" }))).toBe(1);
  });
  it("IA1 5.61 a limbered MG moves two hexes; a limbered T gun does not move on its own", () => {
    const b = inAction([mg("mg", h, { limbered: true }), gun("gun", h, { limbered: true })], [leader("capt", "R", h)], far);
    expect(after(ia, b, [activate({ mg: "move" }), move("mg", at(5, 6)), move("mg", at(5, 7))]).state.units.get("mg")!.hex).toBe(at(5, 7));
    refused(ia, b, [activate({ gun: "move" }), move("gun", at(5, 6))], "IA1 5.1");
  });
});

describe("IA2 5.61–5.63 field guns", () => {
  const ia2 = (units: Parameters<typeof inAction>[0], bonus = 0) => inAction(units, [leader("capt", "R", h, { moraleBonus: bonus })], far, "IA2");
  it("IA2 5.63 a field gun must pass a Morale Check to limber: on a pass it flips", () => {
    const { state, events } = after(ia, ia2([gun("gun", h)]), [activate({ gun: "move" }), limber("gun")], [3, 4]);
    expect(state.units.get("gun")!.limbered).toBe(true);
    expect(events.find((e) => e.type === "limber-checked")).toMatchObject({ unit: "gun", passed: true, target: 8, result: 7, rule: "IA2 5.63" });
  });
  it("IA2 5.63 failing costs nothing but the MOVED/FIRED marker: no limber, no morale result", () => {
    const { state } = after(ia, ia2([gun("gun", h)]), [activate({ gun: "move" }), limber("gun")], [6, 6]);
    expect([state.units.get("gun")!.limbered, state.units.get("gun")!.movedFired, state.units.get("gun")!.status]).toEqual([false, true, "good"]);
  });
  it("IA2 5.63, IA1 6.61 one leader's morale modifier helps the check", () => {
    const { events } = after(ia, ia2([gun("gun", h)], 1), [activate({ gun: "move" }), limber("gun")], [4, 5]);
    expect(events.find((e) => e.type === "limber-checked")).toMatchObject({ leader: "capt", passed: true, target: 9 });
  });
  it("IA2 5.63 MGs limber with no check, and no weapon checks to unlimber", () => {
    const b = ia2([mg("mg", h), gun("gun", h, { limbered: true })]);
    expect(after(ia, b, [activate({ mg: "move", gun: "move" }), limber("mg"), limber("gun", "unlimber")], []).state.units.get("gun")!.limbered).toBe(false);
  });
  it("IA2 5.61 the 2nd edition's weapon units are MGs and field guns: no mortars", () => {
    refused(ia, ia2([gun("m", h, { kind: "MORTAR" })]), [activate({ m: "move" }), limber("m")], "IA2 5.61");
  });
});
