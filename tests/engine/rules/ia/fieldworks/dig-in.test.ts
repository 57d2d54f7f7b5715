import { describe, expect, it } from "vitest";
import { inf } from "../../../../fixtures/ia-battle";
import { after, inAction, leader, refused, wagon } from "../transport/support";
import { activate, applied, at, digIn, fire, ia, move } from "./support";

const h = at(8, 8);
const far = at(8, 14);
const cav = (id: string, hex: number) => inf(id, "R", hex, { kind: "CAV", mounted: true });

describe("IA1 16.2 digging in takes two action segments", () => {
  it("IA1 16.2 the first segment puts a Dug In marker under the unit: its whole activation, MOVED/FIRED at once", () => {
    const b = inAction([inf("r1", "R", h)], [leader("capt", "R", h)], far);
    const { state, events } = after(ia, b, [activate({ r1: "move" }), digIn("r1")]);
    expect(events).toEqual([
      { type: "acting", piece: "r1" },
      { type: "dug-in", unit: "r1", done: false, rule: "IA1 16.2" },
      { type: "moved-fired", pieces: ["r1"], rule: "IA1 16.2" },
    ]);
    expect(state.units.get("r1")).toMatchObject({ digging: true, movedFired: true });
    expect(state.units.get("r1")!.dugIn).toBeUndefined();
    refused(ia, b, [activate({ r1: "move" }), digIn("r1"), move("r1", at(8, 9))], "IA1 3.3");
  });
  it("IA1 16.2 a later segment finishes it: the marker goes on top of the unit", () => {
    const b = inAction([inf("r1", "R", h, { digging: true })], [leader("capt", "R", h)], far);
    const { state, events } = after(ia, b, [activate({ r1: "move" }), digIn("r1")]);
    expect(events.filter((e) => e.type === "dug-in")).toEqual([{ type: "dug-in", unit: "r1", done: true, rule: "IA1 16.2" }]);
    expect(state.units.get("r1")).toMatchObject({ dugIn: true, movedFired: true });
    expect("digging" in state.units.get("r1")!).toBe(false);
  });
  it("IA1 16.2 digging costs the whole movement allowance: a unit that has moved this segment may not dig", () => {
    const b = inAction([inf("r1", "R", h)], [leader("capt", "R", h)], far);
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(8, 9)), digIn("r1")], "IA1 16.2");
  });
  it("IA1 3.13 digging in is a Movement action: a unit designated to fire may not", () => {
    const b = inAction([inf("r1", "R", h)], [leader("capt", "R", h)], far);
    refused(ia, b, [activate({ r1: "fire" }), digIn("r1")], "IA1 3.13");
  });
  it("IA1 16.2 only activated units dig, in their side's segment", () => {
    const b = inAction([inf("r1", "R", h), inf("r2", "R", h)], [leader("capt", "R", h)], far);
    refused(ia, b, [digIn("r1")], "IA1 16.2");
    refused(ia, b, [activate({ r1: "move" }), digIn("r2")], "IA1 16.2");
  });
  it("IA1 16.2 only good-order units dig in", () => {
    const b = inAction([inf("r1", "R", h, { status: "disrupted" }), inf("r2", "R", h, { status: "demoralized" })], [leader("capt", "R", h)], far);
    refused(ia, b, [activate({ r1: "move" }), digIn("r1")], "IA1 16.2");
    refused(ia, b, [activate({ r2: "move" }), digIn("r2")], "IA1 16.2");
  });
  it("IA1 16.2 not in a town, woods or entrenchment hex", () => {
    const woods = at(3, 3);
    const town = at(3, 5);
    const b = inAction([inf("w", "R", woods), inf("t", "R", town), inf("e", "R", h)], [leader("capt", "R", woods), leader("cap2", "R", town), leader("cap3", "R", h)], far);
    refused(ia, b, [activate({ w: "move" }), digIn("w")], "IA1 16.2");
    refused(ia, b, [activate({ t: "move" }, { leader: "cap2" }), digIn("t")], "IA1 16.2");
    refused(ia, { ...b, entrenchments: [h] }, [activate({ e: "move" }, { leader: "cap3" }), digIn("e")], "IA1 16.2");
  });
  it("IA1 16.2 a unit that has dug in does not dig again", () => {
    const b = inAction([inf("r1", "R", h, { dugIn: true })], [leader("capt", "R", h)], far);
    refused(ia, b, [activate({ r1: "move" }), digIn("r1")], "IA1 16.2");
  });
  it("IA1 16.24 cavalry (mounted or not) and transports never dig in", () => {
    const b = inAction([cav("c1", h), { ...cav("c2", h), mounted: false }, wagon("w", h)], [], far);
    for (const id of ["c1", "c2", "w"]) refused(ia, b, [activate({ [id]: "move" }, { piece: id }), digIn(id)], "IA1 16.24");
  });
});

describe("IA1 16.22 abandoned positions", () => {
  const dug = (enemyAt: number) => inAction([inf("r1", "R", h, { digging: true }), inf("r2", "R", h, { dugIn: true }), inf("r3", "R", h, { dugIn: true })], [leader("capt", "R", h)], enemyAt);
  const b = dug(far);

  it("IA1 16.22 a unit that has dug one segment and moves out of its hex loses the marker underneath it", () => {
    const { state } = after(ia, b, [activate({ r1: "move" }), move("r1", at(8, 7))]);
    expect("digging" in state.units.get("r1")!).toBe(false);
  });
  it("IA1 16.22 so does one that fires on the Direct Fire Table; a unit that has finished keeps its marker when it fires", () => {
    const { state } = after(ia, dug(at(8, 10)), [activate({ r1: "fire", r2: "fire" }), fire(["r1", "r2"], at(8, 10))], [6, 6]);
    expect("digging" in state.units.get("r1")!).toBe(false);
    expect(state.units.get("r2")!.dugIn).toBe(true);
  });
  it("IA1 16.22 so does one that becomes disrupted or demoralized; a unit that has finished keeps its marker", () => {
    const s = applied(b, { type: "status-changed", piece: "r1", status: "disrupted", rule: "IA1 14.1" }, { type: "status-changed", piece: "r2", status: "demoralized", rule: "IA1 14.1" });
    expect("digging" in s.units.get("r1")!).toBe(false);
    expect(s.units.get("r2")!.dugIn).toBe(true);
  });
  it("IA1 16.22, 16.25 a finished unit that moves out loses its marker; the others dug in with it keep theirs", () => {
    const { state } = after(ia, b, [activate({ r2: "move" }), move("r2", at(8, 7))]);
    expect("dugIn" in state.units.get("r2")!).toBe(false);
    expect(state.units.get("r3")!.dugIn).toBe(true);
  });
  it("IA1 16.25 dug-in status does not transfer: a unit that enters a hex of dug-in units is not dug in", () => {
    const c = inAction([inf("r2", "R", h, { dugIn: true }), inf("r4", "R", at(8, 7))], [leader("capt", "R", at(8, 7))], far);
    const { state } = after(ia, c, [activate({ r4: "move" }), move("r4", h)]);
    expect(state.units.get("r4")!.dugIn).toBeUndefined();
  });
});
