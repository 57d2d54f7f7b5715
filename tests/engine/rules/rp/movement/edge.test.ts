import { describe, expect, it } from "vitest";
import { BRITISH, GERMAN, rpMap } from "../support/fixture";
import { acting, moveRunner, mv, waiting } from "./setup";

const map = rpMap({ hexsides: [["A10", "B10", ["road"]], ["B10", "B11", ["road"]], ["B11", "B12", ["road"]]] });
const { play, at, refused, chain } = moveRunner(map);

describe("RP 10.2 entering from off the map", () => {
  const arriving = (turn: number) => waiting(acting(map, { w: { side: GERMAN, at: "N18" } }, ["w"]), "w", turn, [at("A10"), at("A12")]);

  it("RP 10.21: a reinforcement enters one of its entry hexes for one MP", () => {
    const { state, events } = play(arriving(1), mv(["w"], { to: at("A12") }));
    expect(events).toContainEqual({ type: "unit-moved", unit: "w", from: null, to: at("A12"), mp: 1, rule: "RP 10.21" });
    expect(state.units.w).toMatchObject({ status: "on-map", hex: at("A12"), mpSpent: 1 });
  });

  it("RP 10.2: it enters on or after its turn, by its entry hexes only, and first enters a hex", () => {
    refused(arriving(2), mv(["w"], { to: at("A10") }), "RP 10.2");
    refused(arriving(1), mv(["w"], { to: at("A11") }), "RP 10.21");
    refused(arriving(1), mv(["w"], { in: "trench" }), "RP 10.21");
  });

  it("RP 10.21: the units of a mass enter by hexes each next to another entry hex of the mass", () => {
    const mass = waiting(waiting(acting(map, { w: { side: GERMAN, at: "N18" }, x: { side: GERMAN, at: "N18" } }, ["w", "x"]), "w", 1, [at("A10"), at("A12")]), "x", 1, [at("A10"), at("A11"), at("A12"), at("A14")]);
    const first = play(mass, mv(["w"], { to: at("A10") })).state;
    refused(first, mv(["x"], { to: at("A12") }), "RP 10.21");
    refused(first, mv(["x"], { to: at("A14") }), "RP 10.21");
    expect(play(first, mv(["x"], { to: at("A11") })).state.units.x).toMatchObject({ status: "on-map", hex: at("A11") });
  });

  it("RP 10.21, 6.64: it comes from a mirror image of its first hex, so into a road hex it enters along the road", () => {
    const s = chain(arriving(1), [mv(["w"], { to: at("A10") }), mv(["w"], { to: at("B10") }), mv(["w"], { to: at("B11") }), mv(["w"], { to: at("B12") })]);
    expect(s.units.w).toMatchObject({ hex: at("B12"), mpSpent: 4 });
  });
});

describe("RP 10.3 exiting", () => {
  it("RP 10.3: a unit in a map-edge hex leaves the map for one MP, never to return", () => {
    const b = acting(map, { g: { side: GERMAN, at: "A12" } }, ["g"]);
    const { state, events } = play(b, mv(["g"], { exit: true }));
    expect(events).toContainEqual({ type: "unit-exited", unit: "g", from: at("A12"), rule: "RP 10.3" });
    expect(state.units.g).toMatchObject({ status: "exited", hex: null });
    expect(state.activation?.moving).toEqual([]);
  });

  it("RP 10.3, 6.63: only from a map-edge hex, and not out of a hex holding enemy units", () => {
    refused(acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]), mv(["g"], { exit: true }), "RP 10.3");
    refused(acting(map, { g: { side: GERMAN, at: "A12" }, e: { side: BRITISH, at: "A12", spent: true } }, ["g"]), mv(["g"], { exit: true }), "RP 6.63");
  });
});

describe("RP 10.1 the part of the map in play (AA 14.0: \"Only hexes … are in play\")", () => {
  it("RP 10.1: a unit enters a hex in play, never one outside it; the whole map is in play when the scenario says nothing", () => {
    const inPlay = ["N17", "N18", "O18"].map(at);
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const limited = { ...b, scenario: { ...b.scenario, inPlay } };
    refused(limited, mv(["g"], { to: at("M18") }), "RP 10.1");
    expect(play(limited, mv(["g"], { to: at("O18") })).state.units.g!.hex).toBe(at("O18"));
    expect(play(b, mv(["g"], { to: at("M18") })).state.units.g!.hex).toBe(at("M18"));
  });
});
