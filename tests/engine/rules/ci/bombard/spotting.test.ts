import { describe, expect, it } from "vitest";
import { ciMap } from "../support/fixture";
import { activeBattle, expectRefused, runAll } from "../fire/support";
import { bombardAt, eventOf } from "./support";

// A woods hex between the mortar (0201) and the target (0203): the mortar does not see it.
const map = ciMap({ hexes: { "0202": { terrain: "woods" }, "0207": { level: 1 } } });
const hedged = ciMap({ hexsides: [["0204", "0205", ["hedge"]]] });
const mortar = { kind: "us-mortar-60", at: "0201", company: "B" as const, orientation: "face-up" as const };
const target = { kind: "ger-squad", at: "0203" };

describe("CI 6.x Spotting", () => {
  it("CI 6.x Spotting: a hex the bombarding unit does not see needs a spotter", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0206", company: "B", orientation: "face-up" }, m: mortar, g: target });
    expectRefused(map, b, bombardAt(map, b, "m", { hex: "0203" }), "CI 6.x Spotting");
  });

  it("CI 6.x Spotting: a face-up HQ of the company 3 hexes away with LOS spots it, and has spotted for this Game Turn", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0206", company: "B", orientation: "face-up" }, m: mortar, g: target });
    const { state, events } = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }, "chq"), [5, 6]);
    expect(eventOf(events, "bombarded")).toMatchObject({ block: "m", spotter: "chq", dice: [5, 6], hits: 0, friendly: 0 });
    expect(state.blocks.chq!.spotted).toBe(true);
  });

  it("CI 6.x Spotting: 4 hexes is out of spotting range, unless the spotter is higher than the target", () => {
    const flat = ciMap({ hexes: { "0202": { terrain: "woods" } } });
    const b = activeBattle(flat, { chq: { kind: "us-chq", at: "0207", company: "B", orientation: "face-up" }, m: mortar, g: target });
    expectRefused(flat, b, bombardAt(flat, b, "m", { hex: "0203" }, "chq"), "CI 6.x Spotting");
    const high = activeBattle(map, { chq: { kind: "us-chq", at: "0207", company: "B", orientation: "face-up" }, m: mortar, g: target });
    expect(eventOf(runAll(map, high, bombardAt(map, high, "m", { hex: "0203" }, "chq"), [5, 6]).events, "bombarded").spotter).toBe("chq");
  });

  it("CI 6.x Spotting: an HQ spots for one bombarding unit per Game Turn", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0206", company: "B", orientation: "face-up" }, m: mortar, g: target });
    const spent = { ...b, blocks: { ...b.blocks, chq: { ...b.blocks.chq!, spotted: true } } };
    expectRefused(map, spent, bombardAt(map, spent, "m", { hex: "0203" }, "chq"), "CI 6.x Spotting");
  });

  it("CI 6.x Spotting: the spotter is an HQ of the bombarding unit's company, face-up", () => {
    const b = activeBattle(map, { phq: { kind: "us-phq", at: "0205", company: "A", platoon: 1, orientation: "face-up" }, hid: { kind: "us-phq", at: "0204", company: "B", platoon: 1 }, m: mortar, g: target });
    expectRefused(map, b, bombardAt(map, b, "m", { hex: "0203" }, "phq"), "CI 6.x Spotting");
    expectRefused(map, b, bombardAt(map, b, "m", { hex: "0203" }, b.blocks.hid!.handle!), "CI 6.x Spotting");
  });

  it("CI 6.x Spotting: an HQ adjacent to the target gives +hqAdjacentBombardF F (fixture values)", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0204", company: "B", orientation: "face-up" }, m: mortar, g: target });
    expect(eventOf(runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }, "chq"), [5, 6]).events, "bombarded").f).toBe(3 + 1);
  });

  it("CI 6.x Spotting: an adjacent HQ does not see across a hedge", () => {
    const b = activeBattle(hedged, { chq: { kind: "us-chq", at: "0205", company: "B", orientation: "face-up" }, m: { ...mortar, at: "0208" }, g: { ...target, at: "0204" } });
    expectRefused(hedged, b, bombardAt(hedged, b, "m", { hex: "0204" }, "chq"), "CI 6.x Spotting");
  });

  it("CI 6.x Bombardment: a unit that sees the hex needs no spotter; the F is its own (fixture values)", () => {
    const b = activeBattle(map, { m: { ...mortar, at: "0205" }, g: target });
    expect(eventOf(runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }), [5, 6]).events, "bombarded")).toMatchObject({ spotter: null, f: 3 });
  });

  it("CI 6.x Bombardment: over a hedge, not subject to hexside fire limits", () => {
    // The mortar in 0205 bombards 0204 across the hedge, spotted by the CHQ in 0203.
    const b = activeBattle(hedged, { chq: { kind: "us-chq", at: "0203", company: "B", orientation: "face-up" }, m: { ...mortar, at: "0205" }, g: { ...target, at: "0204" } });
    const { state } = runAll(hedged, b, bombardAt(hedged, b, "m", { hex: "0204" }, "chq"), [5, 6]);
    expect(state.activation!.fireThrough).toEqual({});
    expect(state.activation!.longRange).toEqual([]);
  });

  it("CI 6.x Bombardment: only red-triangle units bombard", () => {
    const b = activeBattle(map, { s: { kind: "us-squad", at: "0205", company: "B", platoon: 1, orientation: "face-up" }, g: target });
    expectRefused(map, b, bombardAt(map, b, "s", { hex: "0203" }), "CI 6.x Bombardment");
  });

  it("CI 6.x Bombardment: the bombarding unit turns face-up first", () => {
    const b = activeBattle(map, { m: { ...mortar, at: "0205", orientation: "upright" }, g: target });
    const { events, state } = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }), [5, 6]);
    expect(events.findIndex((e) => e.type === "revealed" && e.block === "m")).toBeLessThan(events.findIndex((e) => e.type === "bombarded"));
    expect(state.blocks.m!.orientation).toBe("face-up");
  });

  it("CI 5.x Range: a bombarding unit reaches its range only, spotted or not (fixture values)", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0205", company: "B", orientation: "face-up" }, m: { ...mortar, at: "0210" }, g: target });
    expectRefused(map, b, bombardAt(map, b, "m", { hex: "0203" }, "chq"), "CI 5.x Range");
  });

  it("CI 6.x Bombardment: a hex with no enemy block is not bombarded", () => {
    const b = activeBattle(map, { m: { ...mortar, at: "0205" } });
    expectRefused(map, b, bombardAt(map, b, "m", { hex: "0203" }), "CI 6.x Bombardment");
  });
});
