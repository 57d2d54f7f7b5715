import { describe, expect, it } from "vitest";
import { ciMap } from "../support/fixture";
import { activeBattle, expectRefused, runAll } from "../fire/support";
import { hexOf } from "../bombard/support";
import { specialOf } from "./support";

const map = ciMap({ hexsides: [["0203", "0202", ["river", "bridge-wood"]], ["0403", "0402", ["river", "bridge-stone"]]] });
const engineer = (at: string) => ({ e: { kind: "us-engineer", at, attachedTo: "B" as const } });

describe("CI 7.x Demolish Bridges: engineers", () => {
  it("CI 7.x Demolish Bridges: an engineer beside a wooden bridge fires at F + woodBridgeEngineerF; one hit destroys it (fixture values)", () => {
    const b = activeBattle(map, engineer("0203"));
    const { state, events } = runAll(map, b, specialOf(map, b, "e", "demolish", { hexside: ["0203", "0202"] }), [4, 9, 9]);
    expect(events.find((e) => e.type === "special-rolled")).toMatchObject({ action: "demolish", f: 4, hits: 1 });
    expect(state.markers.destroyedBridges).toEqual([[hexOf(map, "0203"), hexOf(map, "0202")]]);
  });

  it("CI 7.x Demolish Bridges: a stone bridge gives no bonus: the same roll fails (fixture values)", () => {
    const b = activeBattle(map, engineer("0403"));
    expect(runAll(map, b, specialOf(map, b, "e", "demolish", { hexside: ["0403", "0402"] }), [4, 9, 9]).state.markers.destroyedBridges).toEqual([]);
  });

  it("CI 7.x Demolish Bridges: the engineer must stand beside the bridge", () => {
    const b = activeBattle(map, engineer("0204"));
    expectRefused(map, b, specialOf(map, b, "e", "demolish", { hexside: ["0203", "0202"] }), "CI 7.x Demolish Bridges");
  });

  it("CI 7.x Demolish Bridges: only engineers demolish", () => {
    const b = activeBattle(map, { s: { kind: "us-squad", at: "0203", company: "B", platoon: 1 } });
    expectRefused(map, b, specialOf(map, b, "s", "demolish", { hexside: ["0203", "0202"] }), "CI 7.x Demolish Bridges");
  });
});
