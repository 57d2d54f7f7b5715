import { describe, expect, it } from "vitest";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { GERMAN, offsetOf, rpMap } from "../support/fixture";
import { acting, moveRunner, mv } from "./setup";

const causes = (events: readonly RpEvent[]) => events.flatMap((e) => (e.type === "cohesion-checked" ? [`${e.unit}:${e.cause}:${e.outcome}`] : []));

describe("RP 6.66 lost", () => {
  const map = rpMap({
    hexsides: [
      ["N18", "N17", ["interior-woods"]],
      ["N17", "N16", ["interior-woods"]],
      ["O18", "O17", ["interior-woods", "road"]],
    ],
  });
  const { play, at, refused } = moveRunner(map);

  it("RP 6.661: crossing a green (interior woods) hexside makes a lost check; along a road it does not", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" }, h: { side: GERMAN, at: "O18" } }, ["g", "h"]);
    const { state, events } = play(b, mv(["g"], { to: at("N17") }), [1, 2]);
    expect(events).toContainEqual({ type: "lost-checked", unit: "g", rule: "RP 6.663" });
    expect(causes(events)).toEqual(["g:lost:no-effect"]);
    expect(state.units.g!.lostChecked).toBe(true);
    expect(causes(play(b, mv(["h"], { to: at("O17") })).events)).toEqual([]);
  });

  it("RP 6.663: a unit makes one lost check a turn however many circumstances apply", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const s = play(b, mv(["g"], { to: at("N17") }), [1, 2]).state;
    expect(causes(play(s, mv(["g"], { to: at("N16") })).events)).toEqual([]);
  });

  it("RP 6.663, 3.73, 6.65: a lost check of 12 disperses but never destroys, and the mover stops", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const { state, events } = play(b, mv(["g"], { to: at("N17") }), [6, 6]);
    expect(causes(events)).toEqual(["g:lost:dispersed"]);
    expect(events).toContainEqual({ type: "move-ended", units: ["g"] });
    expect(state.units.g).toMatchObject({ status: "on-map", face: "dispersed", spent: true });
    refused(state, mv(["g"], { to: at("N16") }), "RP 3.3");
  });

  it("RP 6.61: of two stacked movers that check, the one that fails stops and the one that passes goes on", () => {
    const b = acting(map, { a: { side: GERMAN, at: "N18" }, c: { side: GERMAN, at: "N18" } }, ["a", "c"]);
    const { state, events } = play(b, mv(["a", "c"], { to: at("N17") }), [6, 6, 1, 2]);
    expect(causes(events)).toEqual(["a:lost:dispersed", "c:lost:no-effect"]);
    expect(state.activation?.moving).toEqual(["c"]);
    refused(state, mv(["a", "c"], { to: at("N16") }), "RP 3.3");
    expect(play(state, mv(["c"], { to: at("N16") })).state.units.c!.hex).toBe(at("N16"));
  });
});

describe("RP 6.661 lost at night and in enemy trenches", () => {
  const map = rpMap({
    hexes: { N17: { terrain: ["trench"] }, N16: { terrain: ["trench"] }, N15: { terrain: ["trench"] } },
    hexsides: [
      ["N17", "N16", ["trench"]],
      ["N16", "N15", ["trench"]],
      ["O18", "O17", ["road"]],
    ],
  });
  const { play, at } = moveRunner(map);
  const british = { setUp: [offsetOf("N17"), offsetOf("N16")] };

  it("RP 6.661: at night entering any hex makes a lost check, except via a connecting road or a friendly trench (plan ruling R14)", () => {
    const units = { g: { side: GERMAN, at: "N18" }, h: { side: GERMAN, at: "O18" }, t: { side: GERMAN, at: "N16", in: "trench" as const } };
    const b = acting(map, units, ["g", "h", "t"], { night: true });
    expect(causes(play(b, mv(["g"], { to: at("M18") }), [1, 2]).events)).toEqual(["g:lost:no-effect"]);
    expect(causes(play(b, mv(["h"], { to: at("O17") })).events)).toEqual([]);
    expect(causes(play(b, mv(["t"], { to: at("N15") })).events)).toEqual([]);
    expect(causes(play(b, mv(["t"], { to: at("O16") }), [1, 2]).events)).toEqual(["t:lost:no-effect"]);
  });

  it("RP 6.661, 6.662: going IN an enemy trench from IN a connecting enemy trench makes a lost check; into a friendly trench not", () => {
    const b = acting(map, { t: { side: GERMAN, at: "N17", in: "trench" }, u: { side: GERMAN, at: "N16", in: "trench" } }, ["t", "u"], { sides: [{}, british] });
    const { state, events } = play(b, mv(["t"], { to: at("N16") }), [1, 2]);
    expect(causes(events)).toEqual(["t:lost:no-effect"]);
    expect(state.units.t!.in).toBe("trench");
    expect(causes(play(b, mv(["u"], { to: at("N15") })).events)).toEqual([]);
  });
});

describe("RP 8.323 bog", () => {
  const map = rpMap({ hexes: { N17: { terrain: ["trench"] }, M17: { terrain: ["crater"] }, M16: { terrain: ["crater", "trench"] } }, hexsides: [["M18", "N17", ["interior-woods"]], ["O18", "N17", ["road"]]] });
  const { play, at } = moveRunner(map);

  it("AA 14.0: a Saint-Chamond checks entering a crater hex as well as a trench hex, once for a hex with both", () => {
    const b = acting(map, { s: { side: GERMAN, at: "M18", types: ["tank"], bogsInCraters: true }, t: { side: GERMAN, at: "M18", types: ["tank"] } }, ["s", "t"]);
    const crater = play(b, mv(["s"], { to: at("M17") }), [1, 2]);
    expect(causes(crater.events)).toEqual(["s:bog:no-effect"]);
    expect(causes(play(crater.state, mv(["s"], { to: at("M16") }), [1, 2]).events)).toEqual(["s:bog:no-effect"]);
    expect(causes(play(b, mv(["t"], { to: at("M17") })).events)).toEqual([]);
  });

  it("RP 8.323: cavalry entering a trench hex makes a bog check; failing it disperses and spends", () => {
    const b = acting(map, { c: { side: GERMAN, at: "N18", types: ["cavalry"] } }, ["c"]);
    const { state, events } = play(b, mv(["c"], { to: at("N17") }), [6, 6]);
    expect(causes(events)).toEqual(["c:bog:dispersed"]);
    expect(state.units.c).toMatchObject({ status: "on-map", face: "dispersed", spent: true });
  });

  it("RP 8.323, plan ruling R28: armored cars bog too; infantry does not", () => {
    const b = acting(map, { a: { side: GERMAN, at: "N18", types: ["armored-car"] }, g: { side: GERMAN, at: "N18" } }, ["a", "g"]);
    expect(causes(play(b, mv(["a"], { to: at("N17") }), [1, 2]).events)).toEqual(["a:bog:no-effect"]);
    expect(causes(play(b, mv(["g"], { to: at("N17") })).events)).toEqual([]);
  });

  it("RP 8.6: a road overrides the trench in its hex: cavalry entering along the road makes no bog check", () => {
    const b = acting(map, { c: { side: GERMAN, at: "O18", types: ["cavalry"] } }, ["c"]);
    expect(causes(play(b, mv(["c"], { to: at("N17") })).events)).toEqual([]);
  });

  it("RP 6.9, plan ruling R9: a lost check comes before a bog check", () => {
    const b = acting(map, { c: { side: GERMAN, at: "M18", types: ["cavalry"] } }, ["c"]);
    expect(causes(play(b, mv(["c"], { to: at("N17") }), [1, 2, 2, 3]).events)).toEqual(["c:lost:no-effect", "c:bog:no-effect"]);
  });
});

describe("RP 6.662 trench ownership", () => {
  it("RP 6.662: a trench is the enemy's where the enemy could set up, whoever controls it now", () => {
    const map = rpMap({ hexes: { N17: { terrain: ["trench"] }, N16: { terrain: ["trench"] } }, hexsides: [["N17", "N16", ["trench"]]] });
    const { play, at } = moveRunner(map);
    const control = { [offsetOf("N17").join(",")]: GERMAN, [offsetOf("N16").join(",")]: GERMAN };
    const b = acting(map, { t: { side: GERMAN, at: "N17", in: "trench" } }, ["t"], { sides: [{}, { setUp: [offsetOf("N17"), offsetOf("N16")] }], extra: { control } });
    expect(causes(play(b, mv(["t"], { to: at("N16") }), [1, 2]).events)).toEqual(["t:lost:no-effect"]);
  });
});
