import { describe, expect, it } from "vitest";
import { ciMap, ciRunner, GERMAN, US } from "../support/fixture";
import { activeBattle, fireAt, runAll } from "./support";

const map = ciMap();
const woods = ciMap({ hexes: { "0305": { terrain: "woods" } } });

describe("CI 5.x Casualties", () => {
  it("CI 5.x Casualties (ruling R5): hex fire hits go one at a time to the strongest, re-evaluated after each hit", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305", strength: 3 }, g2: { kind: "ger-squad", at: "0305", strength: 2 } });
    const { state, asked } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 1, 1, 9]);
    // 3-2: the 3 takes the first; 2-2: the owner's choice (default: the first by id); 1-2: the 2 takes the third.
    expect(asked.map((r) => r.options)).toEqual([["g1"], ["g1", "g2"], ["g2"]]);
    expect(asked.every((r) => r.side === GERMAN && r.kind === "ci-casualties" && r.rule === "CI 5.x Casualties")).toBe(true);
    expect([state.blocks.g1!.strength, state.blocks.g2!.strength]).toEqual([1, 1]);
  });

  it("CI 5.x Casualties: among units of equal strength the owner chooses; the firing side only waits", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305", strength: 3 }, g2: { kind: "ger-mg42", at: "0305", strength: 3 } });
    const command = fireAt(map, b, "s1", { hex: "0305" });
    expect(ciRunner(map).seen(b, command, US, [1, 9, 9, 9])).toEqual({ status: "waiting", side: GERMAN, kind: "ci-casualties" });
    const { state } = runAll(map, b, command, [1, 9, 9, 9], () => "g2");
    expect([state.blocks.g1!.strength, state.blocks.g2!.strength]).toEqual([3, 2]);
  });

  it("CI 6.7 Double Defense: a unit holding a half-hit must take the next hit", () => {
    const b = activeBattle(woods, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305", strength: 3 }, g2: { kind: "ger-squad", at: "0305", strength: 3 } });
    const { state, asked } = runAll(woods, b, fireAt(woods, b, "s1", { hex: "0305" }), [1, 1, 9, 9], () => "g2");
    expect(asked.map((r) => r.options)).toEqual([["g1", "g2"], ["g2"]]);
    expect(state.blocks.g2).toMatchObject({ strength: 2, halfHit: false });
    expect(state.blocks.g1).toMatchObject({ strength: 3, halfHit: false });
  });

  it("CI 5.x Casualties: a lone unit takes every hit unasked; the surplus is wasted; it is shown when eliminated (ruling R3)", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305", strength: 2 } });
    const { state, asked, events } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 1, 1, 1]);
    expect(asked).toEqual([]);
    expect(events.filter((e) => e.type === "hits-taken")).toHaveLength(2);
    expect(events.slice(-2).map((e) => e.type)).toEqual(["revealed", "eliminated"]);
    expect(state.blocks.g1!.status).toBe("eliminated");
    expect(state.vp.us).toBe(1);
  });

  it("CI 5.x Casualties: after an elimination the next hits go to the units left", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305", strength: 1 }, g2: { kind: "ger-squad", at: "0305", strength: 1 } });
    const { state, asked } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 1, 1, 9]);
    expect(asked.map((r) => r.options)).toEqual([["g1", "g2"]]);
    expect([state.blocks.g1!.status, state.blocks.g2!.status]).toEqual(["eliminated", "eliminated"]);
    expect(state.vp.us).toBe(2);
  });
});
