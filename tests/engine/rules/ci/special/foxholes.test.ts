import { describe, expect, it } from "vitest";
import { ciMap } from "../support/fixture";
import { activeBattle, expectRefused, runAll } from "../fire/support";
import { hexOf } from "../bombard/support";
import { specialOf } from "./support";

const map = ciMap({ hexes: { "0303": { terrain: "woods" } } });
const squad = { kind: "us-squad", at: "0203", company: "B" as const, platoon: 1 as const };

describe("CI 7.x Foxholes", () => {
  it("CI 7.x Foxholes: a commanded unit digs a permanent foxhole in its clear hex and ends face-up", () => {
    const b = activeBattle(map, { s: squad });
    const { state, events } = runAll(map, b, specialOf(map, b, "s", "foxhole"), []);
    expect(state.markers.foxholes).toEqual([hexOf(map, "0203")]);
    expect(events.find((e) => e.type === "revealed")).toMatchObject({ block: "s", why: "special" });
    expect(state.blocks.s!.orientation).toBe("face-up");
    expect(state.activation!.commanded.s).toBe("special");
  });

  it("CI 7.x Foxholes: even a tank digs one (hull-down)", () => {
    const b = activeBattle(map, { t: { kind: "sherman", at: "0203", attachedTo: "B", orientation: "face-up" } });
    expect(runAll(map, b, specialOf(map, b, "t", "foxhole"), []).state.markers.foxholes).toEqual([hexOf(map, "0203")]);
  });

  it("CI 7.x Foxholes: only in clear terrain", () => {
    const b = activeBattle(map, { s: { ...squad, at: "0303" } });
    expectRefused(map, b, specialOf(map, b, "s", "foxhole"), "CI 7.x Foxholes");
  });

  it("CI 2.x Bunker: a bunker takes no special action", () => {
    const b = activeBattle(map, { k: { kind: "ger-bunker", side: "us", at: "0203", attachedTo: "B", orientation: "face-up" } });
    expectRefused(map, b, specialOf(map, b, "k", "foxhole"), "CI 2.x Bunker");
  });
});
