import { describe, expect, it } from "vitest";
import { ciMap } from "../support/fixture";
import { activeBattle, expectRefused, fireAt, runAll } from "./support";

const map = ciMap();

describe("CI 7.x Mines under fire", () => {
  it("CI 7.x Mines: a hidden minefield is revealed when its hex is fired on, even with no hit scored", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, m: { kind: "ger-minefield", at: "0305" }, g1: { kind: "ger-squad", at: "0305" } });
    const { state, events } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [9, 9, 9, 9]);
    expect(events.find((e) => e.type === "revealed" && e.block === "m")).toMatchObject({ why: "mine", rule: "CI 7.x Mines" });
    expect(state.blocks.m!.orientation).toBe("face-up");
  });

  it("CI 7.x Mines: fire hits on a minefield hex go only to the other defending units, unasked", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, m: { kind: "ger-minefield", at: "0305" }, g1: { kind: "ger-squad", at: "0305", strength: 3 } });
    const { state, asked } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 1, 9, 9]);
    expect(asked).toEqual([]);
    expect(state.blocks.g1!.strength).toBe(1);
    expect(state.blocks.m).toMatchObject({ status: "on-map", strength: 1 });
  });

  it("CI 7.x Mines: a face-up minefield cannot be targeted outside an assault", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, m: { kind: "ger-minefield", at: "0305", orientation: "face-up" } });
    expectRefused(map, b, fireAt(map, b, "s1", { block: "m" }), "CI 7.x Mines");
  });
});
