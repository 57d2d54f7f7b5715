import { describe, expect, it } from "vitest";
import { pgSideView } from "../../../../../src/engine/rules/pg/view/side-view";
import { at, enter, inSegment, leader, loaded, MINED, mine, only, unit } from "./support";

const inf = (id: string, over: Parameters<typeof unit>[3] = {}) => unit(id, "soviet", "soviet-infantry", { hex: MINED, ...over });
const eng = (id: string, hex = MINED) => unit(id, "soviet", "soviet-engineer", { hex });
const demoralized = <P extends { status: string }>(p: P): P => ({ ...p, status: "demoralized" });

describe("PG 16.71 a unit entering a minefield hex", () => {
  it("PG 16.71 the minefield is turned up for both sides and a die per point is rolled for the unit", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 2)]), ["i1"], [1, 2]);
    expect(only(r.events, "minefield-revealed")).toEqual([{ type: "minefield-revealed", minefield: "m1", hex: MINED, strength: 2, rule: "PG 16.71" }]);
    expect(r.state.minefields).toEqual([mine("m1", 2, { revealed: true })]);
    expect(pgSideView(r.state, "soviet").battle.minefields).toEqual([mine("m1", 2, { revealed: true })]);
    expect(r.rolls.map((x) => [x.dice, x.purpose])).toEqual([[[1, 2], "minefield"]]);
    expect(r.revealed).toBe(true);
  });
  it("PG 16.71 a 1 or 2 has no effect: the unit may move on", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 2)]), ["i1"], [1, 2]);
    expect(only(r.events, "minefield-rolled")).toEqual([
      { type: "minefield-rolled", piece: "i1", cargo: null, hex: MINED, strength: 2, reduction: 0, roll: expect.objectContaining({ dice: [1, 2], sides: 6 }), results: ["no-effect", "no-effect"], steps: 0, rule: "PG 16.71" },
    ]);
    expect(r.stopped).toEqual([]);
    expect(only(r.events, "movement-stopped", "status-changed", "steps-lost")).toEqual([]);
  });
  it("PG 16.71 a 3 or 4 stops the unit, nothing more", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 2)]), ["i1"], [3, 4]);
    expect(r.stopped).toEqual(["i1"]);
    expect(only(r.events, "movement-stopped", "status-changed", "steps-lost")).toEqual([{ type: "movement-stopped", pieces: ["i1"], rule: "PG 16.71" }]);
    expect(r.state.activation!.done).toEqual(["i1"]);
  });
  it("PG 16.71 a 5 demoralizes the unit and stops it", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 1)]), ["i1"], [5]);
    expect(only(r.events, "status-changed", "steps-lost")).toEqual([{ type: "status-changed", piece: "i1", status: "demoralized", rule: "PG 16.71" }]);
    expect(r.state.units.get("i1")).toMatchObject({ status: "demoralized", steps: 2 });
    expect(r.stopped).toEqual(["i1"]);
  });
  it("PG 16.71 a 6 costs the unit a step, demoralizes it and stops it", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 1)]), ["i1"], [6]);
    expect(only(r.events, "minefield-rolled")[0]).toMatchObject({ results: ["step-loss"], steps: 1 });
    expect(only(r.events, "status-changed", "steps-lost")).toEqual([
      { type: "steps-lost", unit: "i1", steps: 1, rule: "PG 16.71" },
      { type: "status-changed", piece: "i1", status: "demoralized", rule: "PG 16.71" },
    ]);
    expect(r.state.units.get("i1")).toMatchObject({ status: "demoralized", steps: 1 });
    expect(r.state.sides.find((s) => s.id === "soviet")!.stepsLost).toBe(1);
    expect(r).toMatchObject({ stopped: ["i1"], stepsLost: 1 });
  });
  it("PG 16.71 the dice are rolled for each unit that entered, each by its own results", () => {
    const r = enter(inSegment([inf("i1"), inf("i2")], [mine("m1", 1)]), ["i1", "i2"], [2, 4]);
    expect(only(r.events, "minefield-rolled").map((e) => [e.piece, e.results])).toEqual([
      ["i1", ["no-effect"]],
      ["i2", ["stop"]],
    ]);
    expect(r.stopped).toEqual(["i2"]);
  });
  it("PG 16.71 the dice per unit are the points of all the hex's minefields (ruling A44)", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 2), mine("m2", 1)]), ["i1"], [1, 1, 2]);
    expect(r.rolls.map((x) => x.dice.length)).toEqual([3]);
    expect(only(r.events, "minefield-rolled")[0]).toMatchObject({ strength: 3 });
  });
  it("PG 16.71 a minefield already turned up attacks every unit entering later, without a second reveal", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 1, { revealed: true })]), ["i1"], [3]);
    expect(only(r.events, "minefield-revealed")).toEqual([]);
    expect(r.revealed).toBe(false);
    expect(r.stopped).toEqual(["i1"]);
  });
  it("PG 16.71 a hex without minefields: nothing happens", () => {
    const r = enter(inSegment([inf("i1", { hex: at(2, 2) })], [mine("m1", 3)]), ["i1"], [], at(2, 2));
    expect(r.events).toEqual([]);
    expect(r).toMatchObject({ stopped: [], stepsLost: 0 });
  });
  it("PG 16.71 a stopped unit that survives is told to the movement; an eliminated one is not", () => {
    const r = enter(inSegment([inf("i1"), inf("i2")], [mine("m1", 2)]), ["i1", "i2"], [6, 6, 3, 1]);
    expect(r.state.units.has("i1")).toBe(false);
    expect(r.stopped).toEqual(["i2"]);
    expect(only(r.events, "movement-stopped")).toEqual([{ type: "movement-stopped", pieces: ["i2"], rule: "PG 16.71" }]);
  });
});

describe("PG 16.72 multiple hits (worked numbers E25)", () => {
  it("PG 16.72 two sixes eliminate a full-strength two-step unit", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 2)]), ["i1"], [6, 6]);
    expect(only(r.events, "minefield-rolled")[0]).toMatchObject({ results: ["step-loss", "step-loss"], steps: 3, rule: "PG 16.71" });
    expect(only(r.events, "steps-lost", "status-changed")).toEqual([{ type: "steps-lost", unit: "i1", steps: 2, rule: "PG 16.72" }]);
    expect(r.state.units.has("i1")).toBe(false);
    expect(r.state.eliminated).toEqual(["i1"]);
    expect(r).toMatchObject({ stopped: [], stepsLost: 2 });
  });
  it("PG 16.72 two fives cost a step: a compound demoralization (14.11)", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 2)]), ["i1"], [5, 5]);
    expect(only(r.events, "steps-lost", "status-changed")).toEqual([
      { type: "steps-lost", unit: "i1", steps: 1, rule: "PG 16.72" },
      { type: "status-changed", piece: "i1", status: "demoralized", rule: "PG 16.71" },
    ]);
    expect(r.state.units.get("i1")).toMatchObject({ steps: 1, status: "demoralized" });
  });
  it("PG 16.72 every two fives cost a step: four fives eliminate, three cost one step", () => {
    expect(enter(inSegment([inf("i1")], [mine("m1", 3), mine("m2", 1)]), ["i1"], [5, 5, 5, 5]).state.units.has("i1")).toBe(false);
    expect(enter(inSegment([inf("i1")], [mine("m1", 3)]), ["i1"], [5, 5, 5]).state.units.get("i1")).toMatchObject({ steps: 1, status: "demoralized" });
  });
  it("PG 16.72 a five and a six are two demoralizations as well: with the six's step, two steps eliminate the unit (ruling A44, 7.6)", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 2)]), ["i1"], [5, 6]);
    expect(only(r.events, "minefield-rolled")[0]).toMatchObject({ steps: 2 });
    expect(r.state.units.has("i1")).toBe(false);
  });
  it("PG 16.72 a unit demoralized before it entered loses a step to a single five (14.11, ruling A44)", () => {
    const r = enter(inSegment([demoralized(inf("i1"))], [mine("m1", 1)]), ["i1"], [5]);
    expect(only(r.events, "steps-lost", "status-changed")).toEqual([{ type: "steps-lost", unit: "i1", steps: 1, rule: "PG 16.72" }]);
    expect(r.state.units.get("i1")).toMatchObject({ steps: 1, status: "demoralized" });
  });
  it("PG 7.6 a one-step unit's step loss eliminates it", () => {
    const r = enter(inSegment([unit("t1", "soviet", "soviet-truck", { hex: MINED })], [mine("m1", 1)]), ["t1"], [6]);
    expect(only(r.events, "steps-lost")).toEqual([{ type: "steps-lost", unit: "t1", steps: 1, rule: "PG 16.71" }]);
    expect(r.state.units.has("t1")).toBe(false);
  });
});

describe("PG 16.73 engineers", () => {
  it("PG 16.73 an ENG among the units entering: one die fewer against each unit", () => {
    const r = enter(inSegment([inf("i1"), eng("e1")], [mine("m1", 3)]), ["i1", "e1"], [1, 1, 1, 1]);
    expect(r.rolls.map((x) => x.dice.length)).toEqual([2, 2]);
    expect(only(r.events, "minefield-rolled").map((e) => e.reduction)).toEqual([1, 1]);
  });
  it("PG 16.73 an ENG of the movers' side already in the hex: one die fewer", () => {
    const r = enter(inSegment([inf("i1"), eng("e1")], [mine("m1", 3)]), ["i1"], [1, 1]);
    expect(r.rolls.map((x) => x.dice.length)).toEqual([2]);
  });
  it("PG 16.73 an enemy ENG in the hex reduces nothing", () => {
    const r = enter(inSegment([inf("i1"), unit("g1", "german", "soviet-engineer", { hex: MINED })], [mine("m1", 3)]), ["i1"], [1, 1, 1]);
    expect(r.rolls.map((x) => x.dice.length)).toEqual([3]);
  });
  it("PG 16.73 only ENGs entering: two dice fewer against each", () => {
    const r = enter(inSegment([eng("e1"), eng("e2")], [mine("m1", 3)]), ["e1", "e2"], [1, 1]);
    expect(r.rolls.map((x) => x.dice.length)).toEqual([1, 1]);
    expect(only(r.events, "minefield-rolled").map((e) => e.reduction)).toEqual([2, 2]);
  });
  it("PG 16.73 reduced to no die, the minefield is ignored (it is still turned up)", () => {
    const r = enter(inSegment([eng("e1")], [mine("m1", 2)]), ["e1"], []);
    expect(only(r.events, "minefield-revealed")).toHaveLength(1);
    expect(only(r.events, "minefield-rolled")).toEqual([{ type: "minefield-rolled", piece: "e1", cargo: null, hex: MINED, strength: 2, reduction: 2, roll: null, results: [], steps: 0, rule: "PG 16.73" }]);
    expect(r).toMatchObject({ stopped: [], stepsLost: 0 });
  });
  it("PG 16.73 an ENG carried on a transport is among those entering", () => {
    const [t, e] = loaded(unit("t1", "soviet", "soviet-truck", { hex: MINED }), eng("e1", at(0, 0)));
    const r = enter(inSegment([t, e], [mine("m1", 2)]), ["t1"], [1]);
    expect(only(r.events, "minefield-rolled")[0]).toMatchObject({ piece: "t1", cargo: "e1", reduction: 1 });
  });
});

describe("PG 16.74 dummy minefields", () => {
  it("PG 16.74 a dummy is removed when revealed: no die is rolled, the unit moves on", () => {
    const r = enter(inSegment([inf("i1")], [mine("d1", 0)]), ["i1"], []);
    expect(r.events).toEqual([{ type: "minefield-revealed", minefield: "d1", hex: MINED, strength: 0, rule: "PG 16.74" }]);
    expect(r.state.minefields).toEqual([]);
    expect(r.stopped).toEqual([]);
  });
  it("PG 16.74 a dummy sharing a hex with a real minefield adds nothing to the dice", () => {
    const r = enter(inSegment([inf("i1")], [mine("d1", 0), mine("m1", 1)]), ["i1"], [2]);
    expect(r.state.minefields).toEqual([mine("m1", 1, { revealed: true })]);
    expect(r.rolls.map((x) => x.dice.length)).toEqual([1]);
  });
});

describe("PG 16.71 who rolls (ruling A44)", () => {
  it("PG 16.71 a transport's cargo shares its roll: the same dice hit both", () => {
    const [t, i] = loaded(unit("p1", "soviet", "soviet-tank", { hex: MINED }), inf("i1"));
    const r = enter(inSegment([t, i], [mine("m1", 1)]), ["p1", "i1"], [6]);
    expect(r.rolls).toHaveLength(1);
    expect(only(r.events, "minefield-rolled")).toHaveLength(1);
    expect(r.state.units.get("p1")).toMatchObject({ steps: 1, status: "demoralized" });
    expect(r.state.units.get("i1")).toMatchObject({ steps: 1, status: "demoralized" });
    expect(r).toMatchObject({ stopped: ["p1"], stepsLost: 2 });
  });
  it("PG 16.71 the cargo of a transport the minefield eliminates goes with it (7.6)", () => {
    const [t, i] = loaded(unit("t1", "soviet", "soviet-truck", { hex: MINED }), inf("i1"));
    const r = enter(inSegment([t, i], [mine("m1", 1)]), ["t1"], [6]);
    expect(r.state.units.has("t1")).toBe(false);
    expect(r.state.units.has("i1")).toBe(false);
    expect(r.stepsLost).toBe(3);
  });
  it("PG 16.71 leaders moving with units do not roll", () => {
    const r = enter(inSegment([inf("i1")], [mine("m1", 1)], [leader("l1", "soviet", MINED)]), ["i1", "l1"], [5]);
    expect(only(r.events, "minefield-rolled").map((e) => e.piece)).toEqual(["i1"]);
    expect(r.state.leaders.get("l1")!.status).toBe("good");
  });
  it("PG 16.71 a leader moving alone rolls: a 5 demoralizes him", () => {
    const r = enter(inSegment([], [mine("m1", 1)], [leader("l1", "soviet", MINED)]), ["l1"], [5]);
    expect(r.state.leaders.get("l1")!.status).toBe("demoralized");
    expect(r.stopped).toEqual(["l1"]);
  });
  it("PG 16.71 a leader moving alone has no step to lose: a 6 eliminates him", () => {
    const r = enter(inSegment([], [mine("m1", 1)], [leader("l1", "soviet", MINED)]), ["l1"], [6]);
    expect(only(r.events, "eliminated")).toEqual([{ type: "eliminated", piece: "l1", rule: "PG 16.71" }]);
    expect(r.state.leaders.has("l1")).toBe(false);
    expect(r).toMatchObject({ stopped: [], stepsLost: 0 });
  });
  it("PG 14.11 a demoralized leader moving alone demoralized again is eliminated", () => {
    const r = enter(inSegment([], [mine("m1", 1)], [demoralized(leader("l1", "soviet", MINED))]), ["l1"], [5]);
    expect(only(r.events, "eliminated")).toEqual([{ type: "eliminated", piece: "l1", rule: "PG 16.72" }]);
  });
  it("PG 16.71 a side's own minefields attack its units entering them, unless the battle's minesHitOwner is off (ruling A44)", () => {
    const own = [mine("m1", 1, { owner: "soviet" })];
    expect(enter(inSegment([inf("i1")], own), ["i1"], [4]).stopped).toEqual(["i1"]);
    const off = enter(inSegment([inf("i1")], own, [], { rulings: { minesHitOwner: false } }), ["i1"], []);
    expect(off.events).toEqual([]);
    expect(off.state.minefields).toEqual(own);
  });
});
