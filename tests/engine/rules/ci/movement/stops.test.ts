import { describe, expect, it } from "vitest";
import { hexsideKey } from "../../../../../src/engine/rules/ci/state/markers";
import { ciMap, type BlockSpec } from "../support/fixture";
import { activation, around, mover } from "./support";

const us = (at: string): BlockSpec => ({ kind: "us-squad", at, company: "B", platoon: 1 });
const ger = (at: string): BlockSpec => ({ kind: "ger-squad", at, company: "A", platoon: 1 });

describe("CI 8.x Movement: stops and assaults", () => {
  it("CI 8.x Hex Control: a unit must stop on entering an enemy-controlled hex", () => {
    const map = ciMap();
    const m = mover(map);
    const b = activation(map, { a: us("0402"), g: ger("0405") });
    const r = m.step(b, "a", "0403");
    expect(r.events).toContainEqual(expect.objectContaining({ type: "move-paid", stopped: false }));
    const s = m.step(r.state, "a", "0404");
    expect(s.events).toContainEqual(expect.objectContaining({ type: "move-paid", stopped: true }));
    expect(m.tryStep(s.state, "a", "0403")).toMatchObject({ status: "refused", rule: "CI 8.x Hex Control" });
  });

  it("CI 7.x Smoke: all units entering a smoke hex must stop", () => {
    const map = ciMap();
    const m = mover(map);
    const b = activation(map, { a: us("0402") }, { extra: { markers: { smoke: [[4, 3]] } } });
    const r = m.step(b, "a", "0403");
    expect(m.tryStep(r.state, "a", "0404")).toMatchObject({ status: "refused", rule: "CI 8.x Hex Control" });
  });

  it("CI 7.x Barbed Wire: one unit may enter and must stop; the wire then holds no other; a unit in wire is not assaulted and leaves only by clearing or withdrawing", () => {
    const map = ciMap();
    const m = mover(map);
    const wire = { extra: { markers: { wire: [[4, 3]] } } };
    const b = activation(map, { a: us("0402"), b: us("0602") }, wire);
    const r = m.step(b, "a", "0403");
    expect(m.tryStep(r.state, "a", "0404")).toMatchObject({ status: "refused", rule: "CI 8.x Hex Control" });
    const neighbour = around(map, "0403").find((h) => around(map, "0602").includes(h))!;
    const near = m.step(r.state, "b", neighbour).state;
    expect(m.tryStep(near, "b", "0403")).toMatchObject({ status: "refused", rule: "CI 7.x Barbed Wire" });
    const enemyIn = activation(map, { a: us("0402"), g: ger("0403") }, wire);
    expect(m.tryStep(enemyIn, "a", "0403")).toMatchObject({ status: "refused", rule: "CI 7.x Barbed Wire" });
    const stuck = activation(map, { a: us("0403") }, wire);
    expect(m.tryStep(stuck, "a", "0404")).toMatchObject({ status: "refused", rule: "CI 7.x Barbed Wire" });
  });

  it("CI 9.x Assault Combat: entering an enemy-occupied hex declares an assault there, counted against the hexside's assault limit (fixture values)", () => {
    const map = ciMap({ hexes: { "0404": { terrain: "woods" } } });
    const m = mover(map);
    const b = activation(map, { a: us("0403"), b: us("0403"), c: us(around(map, "0404").find((h) => h !== "0403" && h !== "0405")!), g: ger("0404") });
    const first = m.step(b, "a", "0404");
    const via = [m.at("0403"), m.at("0404")];
    expect(first.events).toContainEqual(expect.objectContaining({ type: "assault-declared", hex: m.at("0404"), block: "a", via }));
    expect(first.state.activation!.assaults).toEqual([{ hex: m.at("0404"), attackers: ["a"], via: [via] }]);
    expect(first.state.activation!.assaultThrough[hexsideKey(m.at("0403"), m.at("0404"))]).toBe(1);
    expect(m.tryStep(first.state, "a", "0405")).toMatchObject({ status: "refused", rule: "CI 8.x Hex Control" });
    // woods hexside: assault limit 1 (fixture)
    expect(m.tryStep(first.state, "b", "0404")).toMatchObject({ status: "refused", rule: "CI 9.x Assault Combat" });
    const other = m.step(first.state, "c", "0404").state;
    expect(other.activation!.assaults).toHaveLength(1);
    expect(other.activation!.assaults[0]!.attackers).toEqual(["a", "c"]);
    expect(other.activation!.assaults[0]!.via).toHaveLength(2);
  });

  it("CI 9.x Assault Modifiers: machine guns and AT guns cannot move into assaults", () => {
    const map = ciMap();
    const m = mover(map);
    const b = activation(map, { mg: { kind: "us-mg-30", at: "0403", company: "B" }, at: { kind: "us-at-57", at: "0403", attachedTo: "B" }, g: ger("0404") });
    expect(m.tryStep(b, "mg", "0404")).toMatchObject({ status: "refused", rule: "CI 9.x Assault Modifiers" });
    expect(m.tryStep(b, "at", "0404")).toMatchObject({ status: "refused", rule: "CI 9.x Assault Modifiers" });
  });

  it("CI 3.x Terrain Types, Hedge: one tank may assault across a hedge, making its gap; the gap's own limit then counts it (fixture values)", () => {
    const map = ciMap({ hexsides: [["0403", "0404", ["hedge"]]] });
    const m = mover(map);
    const b = activation(map, { t: { kind: "sherman", at: "0403", attachedTo: "B" }, s: us("0403"), g: ger("0404") });
    expect(m.tryStep(b, "s", "0404")).toMatchObject({ status: "refused", rule: "CI 3.x Terrain Types" });
    const r = m.step(b, "t", "0404");
    expect(r.events.map((e) => e.type)).toEqual(["block-commanded", "revealed", "moved", "hedge-gap-made", "move-paid", "assault-declared"]);
    expect(m.tryStep(r.state, "s", "0404")).toMatchObject({ status: "refused", rule: "CI 9.x Assault Combat" });
  });

  it("CI 7.x Demolish Bridges: no unit assaults across a destroyed bridge (assault limit 0)", () => {
    const map = ciMap({ hexsides: [["0403", "0404", ["river", "bridge-stone"]]] });
    const m = mover(map);
    const b = activation(map, { s: us("0403"), g: ger("0404") }, { extra: { markers: { destroyedBridges: [[[4, 3], [4, 4]]] } } });
    expect(m.tryStep(b, "s", "0404")).toMatchObject({ status: "refused", rule: "CI 9.x Assault Combat" });
  });
});
