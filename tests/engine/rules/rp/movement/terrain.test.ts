import { describe, expect, it } from "vitest";
import { GERMAN, MG, offsetOf, rpMap } from "../support/fixture";
import { acting, moveRunner, mv } from "./setup";

const TANK = { types: ["tank" as const] };
const CAVALRY = { types: ["cavalry" as const] };

describe("RP 8.7 streams, bridges and lakes", () => {
  const map = rpMap({ hexsides: [["N18", "N17", ["stream"]], ["O18", "O17", ["stream", "bridge"]], ["M18", "M17", ["lake"]]] });
  const { play, at, refused } = moveRunner(map);

  it("RP 8.7: a unit crossing a stream hexside is spent but not dispersed; across a bridge it is not", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" }, h: { side: GERMAN, at: "O18" } }, ["g", "h"]);
    const { state, events } = play(b, mv(["g"], { to: at("N17") }));
    expect(events).toContainEqual({ type: "unit-spent", unit: "g", rule: "RP 8.7" });
    expect(state.units.g).toMatchObject({ face: "formed", spent: true });
    expect(play(b, mv(["h"], { to: at("O17") })).state.units.h).toMatchObject({ face: "formed", spent: false });
  });

  it("RP 8.7: a blue (lake) hexside cannot be crossed", () => {
    const b = acting(map, { g: { side: GERMAN, at: "M18" } }, ["g"]);
    refused(b, mv(["g"], { to: at("M17") }), "RP 8.7");
  });
});

describe("RP 8.34 wire", () => {
  const map = rpMap({ hexsides: [["N18", "N17", ["wire"]]], hexes: { N17: { terrain: ["trench"] } } });
  const { play, at, refused } = moveRunner(map);

  it("RP 8.341: a non-AFV unit crossing wire is dispersed and spent, so it cannot then go IN a trench", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const { state, events } = play(b, mv(["g"], { to: at("N17") }));
    expect(events).toContainEqual({ type: "unit-flipped", unit: "g", face: "dispersed", spent: true, rule: "RP 8.341" });
    expect(state.units.g).toMatchObject({ face: "dispersed", spent: true });
    refused(state, mv(["g"], { in: "trench" }), "RP 3.3");
  });

  it("RP 8.342: an AFV ignores wire and breaches the hexside it crosses; a breached hexside stops nobody", () => {
    const b = acting(map, { t: { side: GERMAN, at: "N18", ...TANK }, g: { side: GERMAN, at: "N18" } }, ["t", "g"]);
    const { state, events } = play(b, mv(["t"], { to: at("N17") }), [1, 2]);
    expect(events).toContainEqual({ type: "hexside-marked", kind: "breach", hexside: [at("N18"), at("N17")], by: GERMAN, rule: "RP 8.342" });
    expect(state.units.t).toMatchObject({ face: "formed" });
    const after = play(state, mv(["g"], { to: at("N17") })).state;
    expect(after.units.g).toMatchObject({ face: "formed", spent: false });
  });

  it("RP 8.341, 8.342: an infantry unit crossing wire with an AFV of its stack is dispersed: they cross together", () => {
    const b = acting(map, { t: { side: GERMAN, at: "N18", ...TANK }, g: { side: GERMAN, at: "N18" } }, ["t", "g"]);
    const { state } = play(b, mv(["t", "g"], { to: at("N17") }), [1, 1]);
    expect(state.units.g).toMatchObject({ face: "dispersed", spent: true });
    expect(state.markers.breaches).toHaveLength(1);
  });
});

describe("RP 8.3 fortifications: IN a trench or blockhouse", () => {
  const map = rpMap({
    hexes: { N17: { terrain: ["trench"] }, N16: { terrain: ["trench"] }, N15: { terrain: ["trench"] }, O17: { terrain: ["blockhouse"] } },
    hexsides: [["N17", "N16", ["trench"]], ["N16", "N15", ["trench"]]],
  });
  const { play, at, refused } = moveRunner(map);

  it("RP 8.321: after entering a trench hex a unit pays one more MP to go IN the trench", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const s = play(b, mv(["g"], { to: at("N17") })).state;
    expect(s.units.g!.in).toBeNull();
    const { state, events } = play(s, mv(["g"], { in: "trench" }));
    expect(events).toContainEqual({ type: "went-in", unit: "g", into: "trench", mp: 1, rule: "RP 6.62" });
    expect(state.units.g).toMatchObject({ in: "trench", mpSpent: 2 });
    refused(state, mv(["g"], { in: "trench" }), "RP 6.62");
  });

  it("RP 8.321: only guns and infantry can be IN a trench, and only where there is one", () => {
    const b = acting(map, { c: { side: GERMAN, at: "N17", ...CAVALRY }, g: { side: GERMAN, at: "N18" }, h: { side: GERMAN, at: "N16", types: ["cavalry", "artillery"] } }, ["c", "g", "h"]);
    refused(b, mv(["c"], { in: "trench" }), "RP 8.321");
    refused(b, mv(["h"], { in: "trench" }), "RP 8.321");
    refused(b, mv(["g"], { in: "trench" }), "RP 8.321");
  });

  it("RP 8.321: a unit IN a trench moves along connecting trench artwork and stays IN at no extra cost", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N17", in: "trench" } }, ["g"]);
    const { state, events } = play(b, mv(["g"], { to: at("N16") }));
    expect(events).toContainEqual({ type: "went-in", unit: "g", into: "trench", mp: 0, rule: "RP 8.321" });
    expect(state.units.g).toMatchObject({ hex: at("N16"), in: "trench", mpSpent: 1 });
  });

  it("RP 8.33: a bomb stop cuts the trench: the unit comes out and must pay to go IN again", () => {
    const [n16, n15] = [offsetOf("N16"), offsetOf("N15")];
    const b = acting(map, { g: { side: GERMAN, at: "N16", in: "trench" } }, ["g"], { extra: { markers: { bombStops: [[n16, n15]] } } });
    const { state } = play(b, mv(["g"], { to: at("N15") }));
    expect(state.units.g).toMatchObject({ in: null, mpSpent: 1 });
  });

  it("RP 8.321: a unit IN a trench that leaves it other than along connecting artwork is no longer IN", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N17", in: "trench" } }, ["g"]);
    expect(play(b, mv(["g"], { to: at("N18") })).state.units.g!.in).toBeNull();
  });

  it("RP 8.31: only machine guns go IN a blockhouse, for one MP", () => {
    const b = acting(map, { mg: { side: GERMAN, at: "O17", types: ["machine-gun"], ...MG }, g: { side: GERMAN, at: "O17" } }, ["mg", "g"]);
    expect(play(b, mv(["mg"], { in: "blockhouse" })).state.units.mg).toMatchObject({ in: "blockhouse", mpSpent: 1 });
    refused(b, mv(["g"], { in: "blockhouse" }), "RP 8.31");
  });
});

describe("RP 8.322 trench counters, RP 8.7 bridges", () => {
  // N18 has a printed trench; N17 none (a trench counter may be put there); O18–O17 a stream with a bridge and a road.
  const map = rpMap({ hexes: { N18: { terrain: ["trench"] } }, hexsides: [["O18", "O17", ["stream", "bridge", "road"]], ["O19", "O18", ["road"]]] });
  const { play, at } = moveRunner(map);

  it("RP 8.322: a trench counter connects to every adjacent trench: a unit IN the printed trench moves into it and stays IN", () => {
    const counter = acting(map, { g: { side: GERMAN, at: "N18", in: "trench" } }, ["g"], { extra: { markers: { trenches: [offsetOf("N17")] } } });
    expect(play(counter, mv(["g"], { to: at("N17") })).state.units.g).toMatchObject({ hex: at("N17"), in: "trench", mpSpent: 1 });
    const none = acting(map, { g: { side: GERMAN, at: "N18", in: "trench" } }, ["g"]);
    expect(play(none, mv(["g"], { to: at("N17") })).state.units.g).toMatchObject({ hex: at("N17"), in: null });
  });

  it("RP 8.7, 6.64: a bridge carries the road across the stream: a unit on the road keeps its road bonus over it", () => {
    const b = acting(map, { g: { side: GERMAN, at: "O19" } }, ["g"]);
    const s = play(play(b, mv(["g"], { to: at("O18") })).state, mv(["g"], { to: at("O17") })).state;
    expect(s.units.g).toMatchObject({ hex: at("O17"), spent: false });
    expect(s.activation?.road).toEqual(["g"]);
  });
});

describe("RP 8.7 a bridge without road artwork", () => {
  // O18–O17 and N18–N17: bridged streams with no road printed; N17 a trench hex.
  const map = rpMap({ hexes: { N17: { terrain: ["trench"] } }, hexsides: [["O18", "O17", ["stream", "bridge"]], ["N18", "N17", ["stream", "bridge", "interior-woods"]]] });
  const { play, at } = moveRunner(map);
  const causes = (events: readonly { type: string; unit?: string; cause?: string }[]) => events.filter((e) => e.type === "cohesion-checked").map((e) => `${e.unit}:${e.cause}`);

  it("RP 8.7, 6.64: units cross a bridge as if on a road: starting at the bridge, crossing it earns the road bonus", () => {
    const b = acting(map, { g: { side: GERMAN, at: "O18" } }, ["g"]);
    const s = play(b, mv(["g"], { to: at("O17") })).state;
    expect(s.units.g).toMatchObject({ hex: at("O17"), spent: false });
    expect(s.activation?.road).toEqual(["g"]);
  });

  it("RP 8.7, 6.661, 8.6: crossing a bridge is along a road: no lost check across green, no bog check into a trench hex", () => {
    const b = acting(map, { c: { side: GERMAN, at: "N18", types: ["cavalry"] } }, ["c"]);
    const { state, events } = play(b, mv(["c"], { to: at("N17") }));
    expect(causes(events)).toEqual([]);
    expect(state.units.c).toMatchObject({ hex: at("N17"), face: "formed", spent: false });
  });
});

describe("AA 14.0 quarries", () => {
  const map = rpMap({ hexes: { N17: { terrain: ["quarry"] } } });
  const { play, at, refused } = moveRunner(map);

  it("AA 14.0: a quarry holds four non-AFV units of a side, not five; tanks cannot enter it", () => {
    const here = { side: GERMAN, at: "N17" };
    const b = acting(map, { a: here, c: here, d: here, g: { side: GERMAN, at: "N18" }, t: { side: GERMAN, at: "N18", ...TANK } }, ["g", "t"]);
    const s = play(b, mv(["g"], { to: at("N17") })).state;
    expect(s.units.g!.hex).toBe(at("N17"));
    refused(b, mv(["t"], { to: at("N17") }), "AA 14.0");
    const full = acting(map, { a: here, c: here, d: here, e: here, g: { side: GERMAN, at: "N18" } }, ["g"]);
    refused(full, mv(["g"], { to: at("N17") }), "AA 14.0");
  });
});
