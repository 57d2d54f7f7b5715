import { describe, expect, it } from "vitest";
import { ciMap, ciRunner, GERMAN } from "../support/fixture";
import { activeBattle, expectRefused, fireAt, runAll } from "./support";

const map = ciMap();
const { play } = ciRunner(map);

describe("CI 6.x Targeting / Armor Class", () => {
  it("CI 6.x Targeting: only a face-up enemy unit may be targeted; a hidden one only through fire at its hex", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305" } });
    expectRefused(map, b, fireAt(map, b, "s1", { block: "g1" }), "CI 6.x Targeting");
    expectRefused(map, b, fireAt(map, b, "s1", { block: b.blocks.g1!.handle! }), "CI 6.x Targeting");
    expectRefused(map, b, fireAt(map, b, "s1", { block: "chq" }), "CI 6.x Targeting");
  });

  it("CI 6.x Targeting: every hit goes to the targeted unit, surplus hits are wasted, its stack-mates untouched", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305", orientation: "face-up", strength: 1 }, g2: { kind: "ger-squad", at: "0305", strength: 3 } });
    const { state, events } = play(b, fireAt(map, b, "s1", { block: "g1" }), [1, 1, 1, 9]);
    expect(events.find((e) => e.type === "fired")).toMatchObject({ target: "g1", hits: 3 });
    expect(state.blocks.g1!.status).toBe("eliminated");
    expect(state.blocks.g2!.strength).toBe(3);
    expect(state.vp.us).toBe(1);
  });

  it("CI 6.x Armor Class: against a face-up targeted tank the net F is F − AC (fixture values)", () => {
    // Fixture: 57mm AT gun F5, Panther AC4: net F1.
    const b = activeBattle(map, { at: { kind: "us-at-57", at: "0304", attachedTo: "B", strength: 2 }, p: { kind: "panther", at: "0306", orientation: "face-up" } });
    const { state, events } = play(b, fireAt(map, b, "at", { block: "p" }), [1, 2]);
    expect(events.find((e) => e.type === "fired")).toMatchObject({ f: 1, hits: 1 });
    expect(state.blocks.p!.strength).toBe(2);
  });

  it("CI 6.x Armor Class: a net F of 0 or less is no fire (fixture values)", () => {
    // Fixture: bazooka F4, Panther AC4.
    const b = activeBattle(map, { bz: { kind: "us-bazooka", at: "0304", company: "B" }, p: { kind: "panther", at: "0305", orientation: "face-up" } });
    expectRefused(map, b, fireAt(map, b, "bz", { block: "p" }), "CI 6.x Armor Class");
  });

  it("CI 2.x Bunker: a targeted bunker subtracts its lost armor class (fixture values)", () => {
    // Fixture: bunker AC3, squad F3.
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, k: { kind: "ger-bunker", at: "0305", orientation: "face-up" } });
    expectRefused(map, b, fireAt(map, b, "s1", { block: "k" }), "CI 6.x Armor Class");
  });

  it("CI 2.x Sniper (ruling R8a): a sniper subtracts a tank's AC like any unit (fixture values)", () => {
    // Fixture: sniper F7, Panther AC4: net F3.
    const b = activeBattle(map, { sn: { kind: "us-sniper", at: "0304", attachedTo: "B" }, p: { kind: "panther", at: "0306", orientation: "face-up" } });
    const { events } = play(b, fireAt(map, b, "sn", { block: "p" }), [4]);
    expect(events.find((e) => e.type === "fired")).toMatchObject({ f: 3, hits: 0 });
  });

  it("CI 6.x Armor Class: a hidden tank has AC 0 and takes hex fire hits like any unit", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, p: { kind: "panther", at: "0305", strength: 3 } });
    const { state } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 2, 9, 9]);
    expect(state.blocks.p!.strength).toBe(1);
  });

  it("CI 5.x Casualties (ruling R6): hex fire passes over face-up tanks with an AC; hits with none else to take them are wasted", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, p: { kind: "panther", at: "0305", orientation: "face-up" }, g1: { kind: "ger-squad", at: "0305", strength: 2 } });
    const { state, asked } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 1, 1, 9]);
    expect(asked).toEqual([]);
    expect(state.blocks.g1!.status).toBe("eliminated");
    expect(state.blocks.p!.strength).toBe(3);
    const alone = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, p: { kind: "panther", at: "0305", orientation: "face-up" } });
    const r = runAll(map, alone, fireAt(map, alone, "s1", { hex: "0305" }), [1, 1, 9, 9]);
    expect(r.events.find((e) => e.type === "fired")).toMatchObject({ hits: 2 });
    expect(r.events.some((e) => e.type === "hits-taken")).toBe(false);
    expect(r.state.blocks.p!.strength).toBe(3);
    expect(r.state.blocks.p!.side).toBe(GERMAN);
  });
});
