import { describe, expect, it } from "vitest";
import { ciMap } from "../support/fixture";
import { activeBattle, expectRefused, runAll } from "../fire/support";
import { hexOf } from "../bombard/support";
import { specialOf } from "./support";

const map = ciMap({ hexes: { "0202": { terrain: "woods" } } });
const engineer = { kind: "us-engineer", at: "0204", attachedTo: "B" as const };
const mortar = { kind: "us-mortar-60", at: "0201", company: "B" as const, orientation: "face-up" as const };

describe("CI 7.x Smoke", () => {
  it("CI 7.x Smoke: an engineer lays smoke in an adjacent hex with at least one hit (fixture values)", () => {
    const b = activeBattle(map, { e: engineer });
    const { state, events } = runAll(map, b, specialOf(map, b, "e", "smoke", { hex: "0205" }), [3, 9, 9]);
    expect(events.find((e) => e.type === "special-rolled")).toMatchObject({ action: "smoke", f: 3, hits: 1 });
    expect(state.markers.smoke).toEqual([hexOf(map, "0205")]);
    expect(state.blocks.e!.orientation).toBe("face-up");
  });

  it("CI 7.x Smoke: no hit, no smoke; the engineer has acted, face-up (fixture values)", () => {
    const b = activeBattle(map, { e: engineer });
    const { state } = runAll(map, b, specialOf(map, b, "e", "smoke", { hex: "0205" }), [4, 9, 9]);
    expect(state.markers.smoke).toEqual([]);
    expect([state.blocks.e!.acted, state.blocks.e!.orientation]).toEqual([true, "face-up"]);
  });

  it("CI 7.x Smoke: an engineer lays it in an adjacent hex only", () => {
    const b = activeBattle(map, { e: engineer });
    expectRefused(map, b, specialOf(map, b, "e", "smoke", { hex: "0206" }), "CI 7.x Smoke");
  });

  it("CI 7.x Smoke: a mortar lays it in a spotted hex", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0205", company: "B", orientation: "face-up" }, m: mortar });
    expectRefused(map, b, specialOf(map, b, "m", "smoke", { hex: "0203" }), "CI 6.x Spotting");
    const { state } = runAll(map, b, specialOf(map, b, "m", "smoke", { hex: "0203", spotter: "chq" }), [1, 9]);
    expect(state.markers.smoke).toEqual([hexOf(map, "0203")]);
    expect(state.blocks.chq!.spotted).toBe(true);
  });

  it("CI 7.x Smoke: other units lay no smoke", () => {
    const b = activeBattle(map, { s: { kind: "us-squad", at: "0204", company: "B", platoon: 1 } });
    expectRefused(map, b, specialOf(map, b, "s", "smoke", { hex: "0205" }), "CI 7.x Smoke");
  });
});
