import { describe, expect, it } from "vitest";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { inf } from "../../../../fixtures/ia-battle";
import { after, inAction, leader, loaded, wagon } from "../transport/support";
import { activate, applied, at, ia, move } from "./support";

const e = at(8, 8);
const next = at(8, 9);
const far = at(8, 14);
const entrenched = (b: IaBattle) => [...b.units.values()].filter((u) => u.entrenched).map((u) => u.id);

describe("IA1 16.3, 16.31 occupying entrenchments", () => {
  const trench = (b: IaBattle): IaBattle => ({ ...b, entrenchments: [e] });

  it("IA1 16.31 units entering an entrenchment hex with no enemy units in it go under the marker", () => {
    const b = trench(inAction([inf("r1", "R", next)], [leader("capt", "R", next)], far));
    const { state, events } = after(ia, b, [activate({ r1: "move", capt: "move" }), { type: "move", side: "R", piece: "r1", to: e, with: ["capt"] }]);
    expect(entrenched(state)).toEqual(["r1"]);
    expect(events.filter((x) => x.type === "piece-moved").map((x) => x.piece)).toEqual(["r1", "capt"]);
  });
  it("IA1 16.3, 16.31 a unit leaving the hex leaves the entrenchment, which stays for whoever comes next", () => {
    const b = trench(inAction([inf("r1", "R", e, { entrenched: true })], [leader("capt", "R", e)], far));
    const { state } = after(ia, b, [activate({ r1: "move" }), move("r1", next)]);
    expect(entrenched(state)).toEqual([]);
    expect(state.entrenchments).toEqual([e]);
  });
  it("IA1 16.34 cavalry and transports entering an entrenchment hex stay on top of the marker; a unit on a transport too", () => {
    const cav = inf("c1", "R", next, { kind: "CAV", mounted: true });
    const b = trench(inAction([cav, ...loaded("w", inf("r1", "R", next))], [], far));
    const { state } = after(ia, b, [activate({ c1: "move" }, { piece: "c1" }), move("c1", e)]);
    expect(entrenched(state)).toEqual([]);
    const moved = after(ia, b, [activate({ w: "move" }, { piece: "w" }), move("w", e)]).state;
    expect([moved.units.get("r1")!.hex, entrenched(moved)]).toEqual([e, []]);
  });
  it("IA1 16.31 a unit unloaded in an entrenchment hex occupies it; one loaded there leaves it (docs/rulings.md)", () => {
    const b = trench(inAction([...loaded("w", inf("r1", "R", e)), inf("r2", "R", e, { entrenched: true }), wagon("w2", e)], [], far));
    const { state } = after(ia, b, [activate({ w: "move" }, { piece: "w" }), { type: "unload", side: "R", transport: "w" }]);
    expect(entrenched(state)).toEqual(["r1", "r2"]);
    const s = applied(b, { type: "loaded", transport: "w2", unit: "r2", rule: "IA1 5.6" });
    expect(entrenched(s)).toEqual([]);
  });
});

describe("IA1 16.31 the other side's units and the marker", () => {
  // An assault hex: R's r1 under the marker, G's g1 and g2 on top (they entered while r1 occupied it).
  const contested = (): IaBattle => {
    const b = inAction([inf("r1", "R", e, { entrenched: true }), inf("g1", "G", e), inf("g2", "G", e)], [], far);
    return { ...b, entrenchments: [e] };
  };

  it("IA1 16.31 units entering an entrenchment hex with enemy units under the marker stay on top", () => {
    const s = applied(contested(), { type: "piece-moved", piece: "g", from: far, to: e, rule: "IA1 5.2" });
    expect(entrenched(s)).toEqual(["r1"]);
  });
  it("IA1 16.31 when the last unit under the marker is eliminated, the enemy's units on top go under it", () => {
    const s = applied(contested(), { type: "eliminated", piece: "r1", rule: "IA1 7.6" });
    expect(entrenched(s)).toEqual(["g1", "g2"]);
  });
  it("IA1 16.31 or when it exits the hex; while one of its side stays under, nothing changes", () => {
    const two = applied(contested(), { type: "piece-moved", piece: "r1", from: e, to: next, rule: "IA1 5.2" });
    expect(entrenched(two)).toEqual(["g1", "g2"]);
    const b = contested();
    const kept = applied({ ...b, units: new Map([...b.units, ["r2", inf("r2", "R", e, { entrenched: true })]]) }, { type: "eliminated", piece: "r1", rule: "IA1 7.6" });
    expect(entrenched(kept)).toEqual(["r2"]);
  });
});
