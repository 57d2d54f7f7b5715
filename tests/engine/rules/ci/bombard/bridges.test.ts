import { describe, expect, it } from "vitest";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { CiEventSchema } from "../../../../../src/engine/rules/ci/events/schema";
import { ciMap, US } from "../support/fixture";
import { activeBattle, expectRefused, runAll } from "../fire/support";
import { bombardAt, eventOf, hexOf } from "./support";

const map = ciMap({ hexsides: [["0203", "0202", ["river", "bridge-wood"]], ["0303", "0302", ["river"]]] });
const mortar = { kind: "us-mortar-60", at: "0206", company: "B" as const, orientation: "face-up" as const };

describe("CI 7.x Demolish Bridges: bombarding a bridge", () => {
  it("CI 7.x Demolish Bridges: a mortar bombards a bridge at half F rounded up, no wood bonus; one hit destroys it (fixture values)", () => {
    const b = activeBattle(map, { m: mortar });
    const { state, events } = runAll(map, b, bombardAt(map, b, "m", { hexside: ["0203", "0202"] }), [2, 3]);
    expect(eventOf(events, "bombarded")).toMatchObject({ f: 2, hits: 1, hexside: [hexOf(map, "0203"), hexOf(map, "0202")] });
    expect(state.markers.destroyedBridges).toEqual([[hexOf(map, "0203"), hexOf(map, "0202")]]);
  });

  it("CI 7.x Demolish Bridges: rolls over half F miss the bridge (fixture values)", () => {
    const b = activeBattle(map, { m: mortar });
    expect(runAll(map, b, bombardAt(map, b, "m", { hexside: ["0203", "0202"] }), [3, 3]).state.markers.destroyedBridges).toEqual([]);
  });

  it("CI 7.x Demolish Bridges: only a standing bridge is bombarded as one", () => {
    const b = activeBattle(map, { m: mortar }, { extra: { markers: { destroyedBridges: [[[2, 3], [2, 2]]] }, activation: { side: US, company: "B", hq: "chq", stage: "commands" } } });
    expectRefused(map, b, bombardAt(map, b, "m", { hexside: ["0203", "0202"] }), "CI 7.x Demolish Bridges");
    const c = activeBattle(map, { m: mortar });
    expectRefused(map, c, bombardAt(map, c, "m", { hexside: ["0303", "0302"] }), "CI 7.x Demolish Bridges");
  });
});

describe("CI 6.x Bombardment: its events as saved", () => {
  it("CI 7.x Demolish Bridges: a bridge bombardment's events survive encoding on the map", () => {
    const b = activeBattle(map, { m: mortar });
    for (const e of runAll(map, b, bombardAt(map, b, "m", { hexside: ["0203", "0202"] }), [2, 10]).events) {
      const encoded = encodeOnMap(map, CiEventSchema, e);
      expect(decodeOnMap(map, CiEventSchema, JSON.parse(JSON.stringify(encoded)), "event")).toEqual(e);
    }
  });
});
