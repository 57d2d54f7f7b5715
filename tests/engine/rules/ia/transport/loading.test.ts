import { describe, expect, it } from "vitest";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { inf } from "../../../../fixtures/ia-battle";
import { activate, after, gun, inAction, leader, loaded, mg, refused, run, wagon, world } from "./support";

const { ia, at } = world();
const h = at(5, 5);
const far = at(18, 18);
const capt = () => [leader("capt", "R", h)];
const load = (transport: string, unit: string): IaCommand => ({ type: "load", side: "R", transport, unit });
const unload = (transport: string, unlimber = false): IaCommand => ({ type: "unload", side: "R", transport, unlimber });
const move = (piece: string, to: number): IaCommand => ({ type: "move", side: "R", piece, to });

describe("IA1 5.6, 5.62 loading", () => {
  it("IA1 5.62 a unit limbers and loads in one segment: all MPs of both, both MOVED/FIRED, the wagon carries it", () => {
    const { state, events } = after(ia, inAction([wagon("w", h), mg("mg", h)], capt(), far), [activate({ w: "move", mg: "move" }), load("w", "mg")]);
    expect([state.units.get("w")!.carrying, state.units.get("mg")!.carriedBy, state.units.get("mg")!.limbered]).toEqual(["mg", "w", true]);
    expect([state.units.get("w")!.movedFired, state.units.get("mg")!.movedFired]).toEqual([true, true]);
    expect(events.map((e) => e.type)).toEqual(["acting", "limbered", "loaded", "moved-fired"]);
  });
  it("IA1 5.62 a unit already limbered loads as it is", () => {
    const { events } = after(ia, inAction([wagon("w", h), gun("gun", h, { limbered: true })], capt(), far), [activate({ w: "move", gun: "move" }), load("w", "gun")]);
    expect(events.map((e) => e.type)).toEqual(["acting", "loaded", "moved-fired"]);
  });
  it("IA1 5.62 a transport may not move and then load; a unit that has moved may not load", () => {
    const b = inAction([wagon("w", at(5, 6)), mg("mg", h), wagon("w2", h), mg("mg2", at(5, 6))], [leader("capt", "R", h)], far);
    refused(ia, b, [activate({ w: "move", mg: "move" }), move("w", h), load("w", "mg")], "IA1 5.62");
    refused(ia, b, [activate({ w2: "move", mg2: "move" }), move("mg2", h), load("w2", "mg2")], "IA1 5.62");
  });
  it("IA1 5.66 disrupted or demoralized transports and units may not load", () => {
    refused(ia, inAction([wagon("w", h, { status: "disrupted" }), mg("mg", h)], capt(), far), [activate({ w: "move", mg: "move" }), load("w", "mg")], "IA1 5.66");
    refused(ia, inAction([wagon("w", h), mg("mg", h, { status: "disrupted" })], capt(), far), [activate({ w: "move", mg: "move" }), load("w", "mg")], "IA1 5.66");
  });
  it("IA1 5.66, 15.6 transports carry only MG, mortar and artillery units: never leaders, infantry or cavalry", () => {
    const b = inAction([wagon("w", h), inf("i", "R", h), inf("c", "R", h, { kind: "CAV" })], capt(), far);
    refused(ia, b, [activate({ w: "move", capt: "move" }), load("w", "capt")], "IA1 5.66");
    refused(ia, b, [activate({ w: "move", i: "move" }), load("w", "i")], "IA1 5.66");
    refused(ia, b, [activate({ w: "move", c: "move" }, { stack: h }), load("w", "c")], "IA1 5.66");
  });
  it("IA1 5.66 units may not load in an assault hex", () => {
    const b = inAction([wagon("w", h), mg("mg", h), inf("enemy", "G", h)], capt(), far);
    refused(ia, b, [activate({ w: "move", mg: "move" }), load("w", "mg")], "IA1 5.66");
  });
  it("IA1 5.6 a transport carries one unit", () => {
    const b = inAction([...loaded("w", mg("mg", h)), mg("mg2", h)], capt(), far);
    refused(ia, b, [activate({ w: "move", mg2: "move" }), load("w", "mg2")], "IA1 5.6");
  });
  it("IA1 5.6 the loaded pair moves as one: the cargo goes with the wagon and is not activated on its own", () => {
    const b = inAction(loaded("w", mg("mg", h)), capt(), far);
    const { state } = after(ia, b, [activate({ w: "move" }), move("w", at(5, 6)), move("w", at(5, 7))]);
    expect([state.units.get("w")!.hex, state.units.get("mg")!.hex]).toEqual([at(5, 7), at(5, 7)]);
    refused(ia, b, [activate({ mg: "move" })], "IA1 3.12, 3.2");
  });
});

describe("IA1 5.63 unloading and unlimbering", () => {
  it("IA1 5.63 unloading costs no MPs; a transport that has not moved lets its unit unload and unlimber at once, and is then done", () => {
    const b = inAction(loaded("w", mg("mg", h)), capt(), far);
    const { state } = after(ia, b, [activate({ w: "move" }), unload("w", true)]);
    expect([state.units.get("w")!.carrying, state.units.get("mg")!.carriedBy, state.units.get("mg")!.limbered]).toEqual([null, null, false]);
    expect([state.units.get("mg")!.movedFired, state.units.get("w")!.movedFired, state.activation!.pieces.w!.mpSpent]).toEqual([true, true, 0]);
    refused(ia, b, [activate({ w: "move" }), unload("w", true), move("w", at(5, 6))], "IA1 3.3");
  });
  it("IA1 5.63 a transport that unloads after moving may keep moving; its unit has moved with it and may not unlimber", () => {
    const b = inAction(loaded("w", mg("mg", h)), capt(), far);
    const { state } = after(ia, b, [activate({ w: "move" }), move("w", at(5, 6)), unload("w"), move("w", at(5, 7))]);
    expect([state.units.get("mg")!.hex, state.units.get("mg")!.limbered, state.units.get("mg")!.movedFired, state.units.get("w")!.hex]).toEqual([at(5, 6), true, true, at(5, 7)]);
    refused(ia, b, [activate({ w: "move" }), move("w", at(5, 6)), unload("w", true)], "IA1 5.63");
  });
  it("IA1 5.63 a loaded transport may unload its unit and load another that has not activated, at the cost of all its MPs", () => {
    const b = inAction([...loaded("w", mg("mg", h)), gun("gun", h, { limbered: true })], capt(), far);
    const { state } = after(ia, b, [activate({ w: "move", gun: "move" }), unload("w"), load("w", "gun")]);
    expect([state.units.get("w")!.carrying, state.units.get("mg")!.carriedBy, state.units.get("w")!.movedFired]).toEqual(["gun", null, true]);
  });
  it("IA1 4.1 a unit may not unload into a hex it would overstack", () => {
    const b = inAction([...loaded("w", mg("mg", h)), inf("i1", "R", h), inf("i2", "R", h), gun("gun", h)], capt(), far);
    refused(ia, b, [activate({ w: "move" }), unload("w")], "IA1 4.1");
  });
  it("IA1 5.63 only a transport carrying a unit unloads", () => {
    refused(ia, inAction([wagon("w", h)], capt(), far), [activate({ w: "move" }), unload("w")], "IA1 5.63");
  });
});

describe("IA2 5.64–5.66 loading and unloading", () => {
  const ia2 = (units: Parameters<typeof inAction>[0]) => inAction(units, capt(), far, "IA2");
  it("IA2 5.65 a weapon unloads and unlimbers, and its transport may still move in the same segment", () => {
    const { state } = after(ia, ia2(loaded("w", mg("mg", h))), [activate({ w: "move" }), unload("w", true), move("w", at(5, 6))]);
    expect([state.units.get("mg")!.limbered, state.units.get("mg")!.hex, state.units.get("w")!.hex, state.units.get("w")!.movedFired]).toEqual([false, h, at(5, 6), false]);
  });
  it("IA2 5.65, 5.66 the transport may move first: its weapon still unloads and unlimbers", () => {
    const { state } = after(ia, ia2(loaded("w", mg("mg", h))), [activate({ w: "move" }), move("w", at(5, 6)), unload("w", true)]);
    expect(state.units.get("mg")!.limbered).toBe(false);
  });
  it("IA2 5.65 after unloading and unlimbering, the transport may load another weapon", () => {
    const b = ia2([...loaded("w", mg("mg", h)), mg("mg2", h, { limbered: true })]);
    expect(after(ia, b, [activate({ w: "move", mg2: "move" }), unload("w", true), load("w", "mg2")]).state.units.get("w")!.carrying).toBe("mg2");
  });
  it("IA2 5.63, 5.64 limbering and loading a field gun: a failed check leaves it MOVED/FIRED and unloaded, and the wagon free to move", () => {
    const b = ia2([wagon("w", h), gun("gun", h)]);
    const r = run(ia, b, [activate({ w: "move", gun: "move" }), load("w", "gun"), move("w", at(5, 6))], [6, 6]);
    expect(r.status === "done" && [r.state.units.get("gun")!.carriedBy, r.state.units.get("gun")!.limbered, r.state.units.get("gun")!.movedFired, r.state.units.get("w")!.hex]).toEqual([null, false, true, at(5, 6)]);
    expect(after(ia, b, [activate({ w: "move", gun: "move" }), load("w", "gun")], [2, 2]).state.units.get("w")!.carrying).toBe("gun");
  });
  it("IA2 5.6 transports carry MGs and field guns only", () => {
    refused(ia, ia2([wagon("w", h), gun("m", h, { kind: "MORTAR", limbered: true })]), [activate({ w: "move", m: "move" }), load("w", "m")], "IA2 5.6");
  });
});
