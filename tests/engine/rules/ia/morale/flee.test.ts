import { describe, expect, it } from "vitest";
import { distance } from "../../../../../src/engine/hex";
import type { HexMap } from "../../../../../src/engine/map";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { flee } from "../../../../../src/engine/rules/series/morale/flee";
import type { IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap, type Cell } from "../../../../fixtures/maps";
import { at, map, ofType, probe, settle } from "./probe";

const state = (units: IaUnit[], leaders: IaLeader[] = []) => battle([side("R", 2), side("G", 2)], units, leaders);
const run = (units: IaUnit[], id: string, on: HexMap = map, leaders: IaLeader[] = []) => settle(state(units, leaders), [], (ctx) => flee(ctx, id), on);
const dist = (a: number, b: number, on: HexMap = map) => distance(on.hexAt(a), on.hexAt(b));
const mg = (id: string, hex: number, range: number, more: Partial<IaUnit> = {}) =>
  inf(id, "G", hex, { kind: "MG", company: false, steps: 1, maxSteps: 1, full: { direct: 4, bombardment: 0, range, movement: 1 }, ...more });
const fleeing = (more: Partial<IaUnit> = {}) => inf("i1", "R", at(10, 8), { status: "demoralized", ...more });

describe("IA1 14.31 fleeing", () => {
  it("IA1 14.31 moves away from the enemy that can fire on it, each hex farther, and stops in the nearest safe hex (14.32)", () => {
    const enemy = at(10, 5);
    const r = run([fleeing(), inf("g1", "G", enemy)], "i1");
    expect(r.value.path.map((hex) => dist(enemy, hex))).toEqual([4, 5]);
    expect(r.state.units.get("i1")!.hex).toBe(r.value.path[1]);
    expect(ofType(r.events, "piece-moved").map((e) => e.rule)).toEqual(["IA1 14.31", "IA1 14.31"]);
  });
  it("IA1 14.31 with no safe hex in reach it spends its whole movement allowance moving away", () => {
    const enemy = at(10, 2);
    const r = run([fleeing({ hex: at(10, 4), full: { direct: 5, bombardment: 0, range: 4, movement: 3 } }), mg("g1", enemy, 12)], "i1");
    expect(r.value.path.map((hex) => dist(enemy, hex))).toEqual([3, 4, 5]);
  });
  it("IA1 5.2, 14.31 each hex costs its TEC MPs: where every hex is minor river (2), 3 MPs enter one hex and 4 enter two; 1 MP still enters one", () => {
    const cells = Array.from({ length: 400 }, (_, i): Cell => [i % 20, Math.floor(i / 20), ["minor-river"]]);
    const river = testMap(ia1Tec, cells, [20, 20]);
    const path = (movement: number) =>
      run([fleeing({ hex: at(10, 4, river), full: { direct: 5, bombardment: 0, range: 4, movement } }), mg("g1", at(10, 2, river), 12)], "i1", river).value.path;
    expect(path(1)).toHaveLength(1);
    expect(path(3)).toHaveLength(1);
    expect(path(4)).toHaveLength(2);
  });
  it("IA1 14.31 the owner chooses between equally good hexes (default: the first)", () => {
    const enemy = at(10, 2);
    const units = [fleeing({ hex: at(10, 4), full: { direct: 5, bombardment: 0, range: 4, movement: 1 } }), mg("g1", enemy, 12)];
    const r = run(units, "i1");
    expect(r.asked).toHaveLength(1);
    const request = r.asked[0]!;
    expect(request).toMatchObject({ id: "flee:i1:0", kind: "flee-hex", side: "R", rule: "IA1 14.31" });
    expect(request.options.length).toBeGreaterThan(1);
    const pick = request.default as { hex: number };
    expect(r.value.path).toEqual([pick.hex]);
    const other = (request.options as { hex: number }[]).find((o) => o.hex !== pick.hex)!;
    const chosen = probe(state(units), [], (ctx) => flee(ctx, "i1"), { "flee:i1:0": other }).result;
    expect(chosen.status === "done" && chosen.state.units.get("i1")!.hex).toBe(other.hex);
  });
  it("IA1 14.33 example: on the board edge, where moving along the edge takes it no farther away, it remains in place", () => {
    const r = run([fleeing({ hex: at(0, 0) }), inf("g1", "G", at(2, 2))], "i1");
    expect(r.value.path).toEqual([]);
    expect(r.events).toEqual([]);
  });
  it("IA1 14.33 where no hex is farther, it moves along the board edge at equal distance, never re-entering a hex", () => {
    const enemy = at(3, 10);
    const r = run([fleeing({ hex: at(0, 10) }), inf("g1", "G", enemy)], "i1");
    expect([at(0, 9), at(0, 11)]).toContain(r.value.path[0]);
    expect(dist(enemy, r.value.path[0]!)).toBe(3);
    const d = r.value.path.map((hex) => dist(enemy, hex));
    expect(d.every((x, i) => i === 0 || x >= d[i - 1]!)).toBe(true);
    expect(new Set([at(0, 10), ...r.value.path]).size).toBe(r.value.path.length + 1); // no hex entered twice
  });
  it("IA1 14.33 where no hex is farther or as far (all prohibited), it stays", () => {
    const lake = testMap(ia1Tec, [[9, 8, ["lake"]], [11, 8, ["lake"]], [10, 9, ["lake"]], [9, 9, ["lake"]], [11, 9, ["lake"]], [10, 7, ["lake"]], [9, 7, ["lake"]], [11, 7, ["lake"]]], [20, 20]);
    const r = run([fleeing({ hex: at(10, 8, lake) }), inf("g1", "G", at(10, 5, lake))], "i1", lake);
    expect(r.value.path).toEqual([]);
    expect(r.events).toEqual([]);
  });
  it("IA1 14.31, Definitions (Control) a fleeing unit takes control of each hex it enters, as a moving unit does", () => {
    const r = run([fleeing(), inf("g1", "G", at(10, 5))], "i1");
    expect(r.value.path).toHaveLength(2);
    expect(r.value.path.map((hex) => r.state.control[hex])).toEqual(["R", "R"]);
  });
  it("IA1 14.31, 8.52 a fleeing unit's SPOTTED marker comes off in limiting terrain more than three hexes from every enemy, and there it is safe (14.32)", () => {
    // Woods from row 7 down; an MG of range 12 three hexes off. Unmarked, the unit is concealed in the woods 5 hexes away.
    const woods = testMap(ia1Tec, Array.from({ length: 9 * 6 }, (_, i): Cell => [6 + (i % 9), 7 + Math.floor(i / 9), ["woods"]]), [20, 20]);
    const flight = (spotted: boolean) => run([fleeing({ hex: at(10, 5, woods), spotted }), mg("g1", at(10, 2, woods), 12)], "i1", woods);
    const marked = flight(true);
    expect(ofType(marked.events, "spotted-marker")).toEqual([expect.objectContaining({ units: ["i1"], on: false, rule: "IA1 8.52" })]);
    expect(marked.state.units.get("i1")!.spotted).toBe(false);
    expect(marked.value.path).toEqual([at(10, 6, woods), at(10, 7, woods)]);
    expect(marked.value.path).toEqual(flight(false).value.path);
  });
  it("IA1 6.4, 14.31 a demoralized leader flees too (movement 4)", () => {
    const enemy = at(10, 2);
    const r = run([mg("g1", enemy, 12)], "ldr", map, [leader("ldr", "R", at(10, 4), { status: "demoralized" })]);
    expect(r.value.path.map((hex) => dist(enemy, hex))).toEqual([3, 4, 5, 6]);
  });
});

describe("IA1 14.31, 14.33 where it may flee", () => {
  // From (10, 8), an enemy three hexes north at (10, 5). `x` is the first hex the unit flees into when nothing is in the way.
  const path = (more: IaUnit[] = [], leaders: IaLeader[] = []) => run([fleeing(), inf("g1", "G", at(10, 5)), ...more], "i1", map, leaders).value.path;
  const x = path()[0]!;
  it("IA1 5.4, 14.31 it never enters a hex holding enemy pieces, not even a lone leader or transport", () => {
    expect(dist(at(10, 5), x)).toBe(4);
    expect(path([], [leader("hptm", "G", x)])).not.toContain(x);
    expect(path([inf("w", "G", x, { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, full: { direct: 0, bombardment: 0, range: 0, movement: 6 } })])).not.toContain(x);
  });
  it("IA1 4.3, 14.31 it never overstacks: two friendly companies bar the hex to a company; an MG may join them", () => {
    const friends = [inf("f1", "R", x), inf("f2", "R", x)];
    const barred = path(friends);
    expect(barred.length).toBeGreaterThan(0);
    expect(barred).not.toContain(x);
    const asMg = run([fleeing({ kind: "MG", company: false, steps: 1, maxSteps: 1 }), inf("g1", "G", at(10, 5)), ...friends], "i1").value.path;
    expect(asMg[0]).toBe(x);
  });
  it("IA1 14.31, 14.33 with two enemies it moves away from the nearer: each hex farther from it", () => {
    // Two MGs of range 12: one two hexes north, one six hexes south; the flight goes south, toward the farther one.
    const near = at(10, 6);
    const r = run([fleeing({ full: { direct: 5, bombardment: 0, range: 4, movement: 3 } }), mg("n", near, 12), mg("s", at(10, 14), 12)], "i1");
    expect(r.value.path.map((hex) => dist(near, hex))).toEqual([3, 4, 5]);
  });
});

describe("IA1 14.32 going to ground: who can fire on it", () => {
  const stays: [string, IaUnit][] = [
    ["out of the enemy's range", inf("g1", "G", at(10, 2))],
    ["the only enemy in range is demoralized", inf("g1", "G", at(10, 5), { status: "demoralized" })],
    ["the only enemy in range has no direct fire", inf("g1", "G", at(10, 5), { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, full: { direct: 0, bombardment: 0, range: 0, movement: 6 } })],
    ["the only enemy in range is a limbered MG (7.33: it cannot fire)", mg("g1", at(10, 5), 12, { limbered: true })],
  ];
  for (const [name, enemy] of stays)
    it(`IA1 14.32 a piece in a safe hex stays: ${name}`, () => {
      const r = run([fleeing(), enemy], "i1");
      expect(r.value.path).toEqual([]);
    });
  it("IA1 14.31 an enemy that cannot spot it (LOS blocked by woods) cannot fire on it", () => {
    const woods = testMap(ia1Tec, [[10, 6, ["woods"]], [9, 6, ["woods"]], [11, 6, ["woods"]], [9, 7, ["woods"]], [11, 7, ["woods"]]], [20, 20]);
    expect(run([fleeing({ hex: at(10, 8, woods) }), inf("g1", "G", at(10, 5, woods))], "i1", woods).value.path).toEqual([]);
  });
});

describe("IA1 14.34 batteries of the dead", () => {
  for (const kind of ["ART", "MORTAR"] as const)
    it(`IA1 14.34 a demoralized ${kind} that must flee is eliminated`, () => {
      const r = run([fleeing({ kind, company: false, steps: 1, maxSteps: 1 }), inf("g1", "G", at(10, 5))], "i1");
      expect(r.value).toEqual({ path: [], with: [], eliminated: true });
      expect(r.state.eliminated).toEqual(["i1"]);
    });
  it("IA1 14.32, 14.34 a demoralized battery already in a safe hex does not have to flee, so it is not eliminated", () => {
    const r = run([fleeing({ kind: "ART", company: false, steps: 1, maxSteps: 1 }), inf("g1", "G", at(10, 2))], "i1");
    expect(r.value).toEqual({ path: [], with: [], eliminated: false });
    expect(r.state.units.get("i1")).toBeDefined();
  });
  it("IA1 3.0 A, 14.34 the battery's step counts as a step loss for its side", () => {
    const r = run([fleeing({ kind: "MORTAR", company: false, steps: 1, maxSteps: 1 }), inf("g1", "G", at(10, 5))], "i1");
    expect(r.state.sides[0].stepsLost).toBe(1);
  });
  it("IA1 14.31 only a demoralized piece flees", () => {
    expect(probe(state([fleeing({ status: "disrupted" })]), [], (ctx) => flee(ctx, "i1")).result).toMatchObject({ status: "refused", rule: "IA1 14.31" });
  });
});
