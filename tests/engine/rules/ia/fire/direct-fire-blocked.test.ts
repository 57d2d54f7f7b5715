import { describe, expect, it } from "vitest";
import { hexName } from "../../../../../src/engine/rules/ia/fire/hexes";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { at, done, fireAt, fixtureRules, gun, inAction, map, mg, refused } from "./support";

const fires = (state: Parameters<typeof done>[1], firers: string[], target: number, leaders?: string[]) => done(fixtureRules, state, fireAt(firers, target, leaders), [6, 6]);

describe("IA1 7.24, 10.4 target hexes", () => {
  it("IA1 7.24 no direct fire at a hex containing friendly units", () => {
    const state = inAction([inf("g", "G", at(0, 0)), inf("own", "G", at(0, 2))], [leader("kap", "R", at(0, 2))]);
    expect(refused(fixtureRules, state, fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 7.24" });
  });
  it("IA1 10.4 no direct fire into an assault hex, nor out of one", () => {
    const into = inAction([inf("g", "G", at(0, 0)), inf("own", "G", at(0, 2)), inf("r", "R", at(0, 2))]);
    expect(refused(fixtureRules, into, fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 10.4" });
    const outOf = inAction([inf("g", "G", at(0, 0)), inf("r1", "R", at(0, 0)), inf("r2", "R", at(0, 2))]);
    expect(refused(fixtureRules, outOf, fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 10.4" });
  });
});

describe("IA1 10.1 blocked fire", () => {
  it("IA1 10.1 fire is not traced through a hex with friendly units at the firer's level", () => {
    const state = inAction([inf("g", "G", at(0, 0)), inf("own", "G", at(0, 1)), inf("r", "R", at(0, 3))]);
    const r = refused(fixtureRules, state, fireAt(["g"], at(0, 3)));
    expect(r).toMatchObject({ rule: "IA1 10.1", reason: expect.stringContaining(hexName(map, at(0, 1))) });
  });
  it("IA1 10.1 fire passes over friendly units lower than the firer", () => {
    const state = inAction([inf("g", "G", at(-8, 0)), inf("own", "G", at(-8, 1)), inf("r", "R", at(-8, 3))]);
    expect(fires(state, ["g"], at(-8, 3)).events.map((e) => e.type)).toContain("fire-resolved");
  });
  it("IA1 10.1 combining, the friendly hexes must be lower than all firing units", () => {
    const state = inAction([inf("g1", "G", at(-8, 0)), inf("g2", "G", at(-7, -1)), inf("own", "G", at(-8, 1)), inf("r", "R", at(-8, 3))], [leader("hptm", "G", at(-8, 0))]);
    const r = refused(fixtureRules, state, fireAt(["g1", "g2"], at(-8, 3), ["hptm"]));
    expect(r).toMatchObject({ rule: "IA1 10.1", reason: expect.stringMatching(/^g1's fire/) });
  });
  it("IA1 10.1 fire along the hexside between two friendly-occupied hexes is blocked; with one of them, it passes", () => {
    const spine = (friends: number[]) => inAction([inf("g", "G", at(0, 0)), ...friends.map((h, i) => inf(`own${i}`, "G", h)), inf("r", "R", at(1, -2))]);
    expect(refused(fixtureRules, spine([at(0, -1), at(1, -1)]), fireAt(["g"], at(1, -2)))).toMatchObject({ rule: "IA1 10.1" });
    expect(fires(spine([at(0, -1)]), ["g"], at(1, -2)).events.map((e) => e.type)).toContain("fire-resolved");
  });
  it("IA1 8.65, 10.1 a spine line keeps one side for its whole length: a friendly unit on each side blocks it", () => {
    const state = inAction([inf("g", "G", at(0, 0)), inf("left", "G", at(0, -1)), inf("right", "G", at(2, -3)), inf("r", "R", at(2, -4))]);
    expect(refused(fixtureRules, state, fireAt(["g"], at(2, -4)))).toMatchObject({ rule: "IA1 10.1" });
  });
  it("IA1 8.65, 10.1 along a spine, fire goes the side it has line of sight along", () => {
    // Woods block the left side's line of sight; the right side, seen along, holds a friendly unit.
    const state = inAction([inf("g", "G", at(4, 0)), inf("own", "G", at(5, -1)), inf("r", "R", at(5, -2))]);
    expect(refused(fixtureRules, state, fireAt(["g"], at(5, -2)))).toMatchObject({ rule: "IA1 10.1" });
  });
  it("IA1 10.13 friendly leaders alone do not block", () => {
    const state = inAction([inf("g", "G", at(0, 0)), inf("r", "R", at(0, 3))], [leader("hptm", "G", at(0, 1))]);
    expect(fires(state, ["g"], at(0, 3)).events.map((e) => e.type)).toContain("fire-resolved");
  });
});

describe("IA1 10.12 artillery fire", () => {
  it("IA1 10.12, 7.25 artillery is never blocked because it never fires here: no direct fire value (7.33), open sights are bombardment (10.3)", () => {
    const state = inAction([gun("fk", "G", at(0, 0)), inf("r", "R", at(0, 2))]);
    expect(refused(fixtureRules, state, fireAt(["fk"], at(0, 2)))).toMatchObject({ rule: "IA1 7.33" });
  });
});

describe("IA1 10.11 machine-gun fire", () => {
  // The 10.11 example: MG A, friendly INF C in front of it; Y has a friendly-free hex between it and C, Z does not.
  const example = (target: number) => inAction([mg("A", "G", at(0, 0)), inf("C", "G", at(0, 1)), inf("enemy", "R", target)]);
  it("IA1 10.11 example: A may fire on Y", () => {
    expect(fires(example(at(0, 3)), ["A"], at(0, 3)).events.map((e) => e.type)).toContain("fire-resolved");
  });
  it("IA1 10.11 example: A may not fire on Z", () => {
    expect(refused(fixtureRules, example(at(0, 2)), fireAt(["A"], at(0, 2)))).toMatchObject({ rule: "IA1 10.11" });
  });
  it("IA1 10.11 example: more friendly units between C and A make no difference", () => {
    const state = inAction([mg("A", "G", at(0, 0)), inf("B", "G", at(0, 1)), inf("C", "G", at(0, 2)), inf("Y", "R", at(0, 4))]);
    expect(fires(state, ["A"], at(0, 4)).events.map((e) => e.type)).toContain("fire-resolved");
  });
  it("IA1 10.11 the exception is the MG's alone: an INF beside it may not fire on Y", () => {
    const state = inAction([mg("A", "G", at(0, 0)), inf("g", "G", at(0, 0)), inf("C", "G", at(0, 1)), inf("Y", "R", at(0, 3))]);
    expect(refused(fixtureRules, state, fireAt(["A", "g"], at(0, 3)))).toMatchObject({ rule: "IA1 10.1", reason: expect.stringMatching(/^g's fire/) });
  });
});
