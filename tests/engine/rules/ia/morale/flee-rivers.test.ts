import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { flee } from "../../../../../src/engine/rules/series/morale/flee";
import type { IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { testMap, type Cell } from "../../../../fixtures/maps";
import { at, settle } from "./probe";

// A minor river down column 5 and a major river down column 12 (River costs 2 and 3); an MG of range 12 at (0, 8)
// that every hex the flights reach is within range of.
const cells: Cell[] = [];
for (let row = 0; row < 20; row++) cells.push([5, row, ["minor-river"]], [12, row, ["major-river"]]);
const rivers = testMap(ia1Tec, cells, [20, 20]);
const hexAt = (c: number, r: number) => at(c, r, rivers);
const enemy = inf("g1", "G", hexAt(0, 8), { kind: "MG", company: false, steps: 1, maxSteps: 1, full: { direct: 4, bombardment: 0, range: 12, movement: 1 } });
const fleeing = (c: number, movement: number) => inf("i1", "R", hexAt(c, 8), { status: "demoralized", full: { direct: 5, bombardment: 0, range: 4, movement } });
const flight = (u: IaUnit) => settle(battle([side("R", 2), side("G", 2)], [u, enemy]), [], (ctx) => flee(ctx, "i1"), rivers);
const column = (hex: number) => rivers.offsetAt(hex).col;

describe("IA1 5.81, 14.31 a fleeing unit crossing a minor river", () => {
  it("IA1 5.81 crossing away from a bridge or ford it must stop there for the turn, MPs left or not", () => {
    // 1 + 2 (river) + 1 of its 6 MPs: it stops on the far bank.
    const r = flight(fleeing(3, 6));
    expect(r.value.path.map(column)).toEqual([4, 5, 6]);
    expect(r.state.units.get("i1")!.hex).toBe(r.value.path[2]);
  });
});

describe("IA1 5.82, 14.31 a fleeing unit and a major river", () => {
  it("IA1 5.82 it does not cross a major river away from a bridge or ford", () => {
    // 1 + 3 (river) of its 6 MPs; the far bank is closed to it, and moving down the river costs 3 more.
    const r = flight(fleeing(10, 6));
    expect(r.value.path.map(column)).toEqual([11, 12]);
    expect(r.state.units.get("i1")!.riverBank).toBe(r.value.path[0]);
  });
  it("IA1 5.2, 5.82 the one-hex minimum does not take it into a major river hex it cannot pay for", () => {
    const r = flight(fleeing(11, 2));
    expect(r.value.path.length).toBeGreaterThan(0);
    expect(r.value.path.map(column)).not.toContain(12);
  });
});
