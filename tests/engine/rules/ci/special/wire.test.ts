import { describe, expect, it } from "vitest";
import { ciMap, US } from "../support/fixture";
import { activeBattle, expectRefused, runAll } from "../fire/support";
import { specialOf } from "./support";
import { nameOf } from "../fire/support";
import { ciRunner } from "../support/fixture";

const map = ciMap();
const withWire = { extra: { markers: { wire: [[2, 3]] as [number, number][] }, activation: { side: US, company: "B" as const, hq: "chq", stage: "commands" as const } } };

describe("CI 7.x Barbed Wire", () => {
  it("CI 7.x Barbed Wire: the unit in the wire fires and removes it with one hit (fixture values)", () => {
    const b = activeBattle(map, { s: { kind: "us-squad", at: "0203", company: "B", platoon: 1 } }, withWire);
    const { state } = runAll(map, b, specialOf(map, b, "s", "clear-wire"), [3, 9, 9, 9]);
    expect(state.markers.wire).toEqual([]);
    expect(state.blocks.s!.orientation).toBe("face-up");
  });

  it("CI 7.x Barbed Wire: no hit, the wire stays (fixture values)", () => {
    const b = activeBattle(map, { s: { kind: "us-squad", at: "0203", company: "B", platoon: 1 } }, withWire);
    expect(runAll(map, b, specialOf(map, b, "s", "clear-wire"), [4, 9, 9, 9]).state.markers.wire.length).toBe(1);
  });

  it("CI 7.x Barbed Wire: engineers clear wire at F engineerWireF (fixture values)", () => {
    const b = activeBattle(map, { e: { kind: "us-engineer", at: "0203", attachedTo: "B" } }, withWire);
    const { state, events } = runAll(map, b, specialOf(map, b, "e", "clear-wire"), [4, 9, 9]);
    expect(events.find((e) => e.type === "special-rolled")).toMatchObject({ f: 4, hits: 1 });
    expect(state.markers.wire).toEqual([]);
  });

  it("CI 7.x Barbed Wire: only a unit in a wire hex clears wire", () => {
    const b = activeBattle(map, { s: { kind: "us-squad", at: "0204", company: "B", platoon: 1 } }, withWire);
    expectRefused(map, b, specialOf(map, b, "s", "clear-wire"), "CI 7.x Barbed Wire");
  });

  it("CI 1.x Actions: a unit that entered the wire this Game Turn has acted: it clears it the next", () => {
    const b = activeBattle(map, { s: { kind: "us-squad", at: "0203", company: "B", platoon: 1, acted: true } }, withWire);
    expectRefused(map, b, specialOf(map, b, "s", "clear-wire"), "CI 1.x Actions");
  });

  it("CI 7.x Barbed Wire: one unit enters the wire and stops; the next Game Turn it withdraws only through the hexside it entered by", () => {
    const { play, run, at } = ciRunner(map);
    const b = activeBattle(map, { s: { kind: "us-squad", at: "0202", company: "B", platoon: 1 } }, withWire);
    const entered = play(b, { type: "move", side: US, unit: nameOf(b, "s"), to: at("0203") }).state;
    expect(entered.markers.wireEntries).toEqual([{ hex: at("0203"), from: at("0202") }]);
    expect(run(entered, { type: "move", side: US, unit: nameOf(entered, "s"), to: at("0204") }).status).toBe("refused");
    // The next Game Turn: it has not acted; any other way out is refused, the way it came is open.
    const next = { ...entered, blocks: { ...entered.blocks, s: { ...entered.blocks.s!, acted: false } }, activation: { ...entered.activation!, movers: {}, commanded: {} } };
    const other = run(next, { type: "move", side: US, unit: nameOf(next, "s"), to: at("0204") });
    expect(other.status === "refused" && other.rule).toBe("CI 7.x Barbed Wire");
    const out = play(next, { type: "move", side: US, unit: nameOf(next, "s"), to: at("0202") }).state;
    expect(out.blocks.s!.hex).toBe(at("0202"));
    expect(out.markers.wireEntries).toEqual([]);
  });
});
