import { describe, expect, it } from "vitest";
import { BRITISH, GERMAN, offsetOf, rpMap } from "../support/fixture";
import { acting, moveRunner, mv } from "./setup";

const map = rpMap();
const { run, play, at, refused, chain } = moveRunner(map);
const TANK = { types: ["tank" as const] };

describe("RP 6.61, 6.62 one movement point at a time", () => {
  it("RP 6.62: entering an adjacent hex costs one MP and the unit is moving", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const { state, events } = play(b, mv(["g"], { to: at("N17") }));
    expect(events).toContainEqual({ type: "unit-moved", unit: "g", from: at("N18"), to: at("N17"), mp: 1, rule: "RP 6.62" });
    expect(state.units.g).toMatchObject({ hex: at("N17"), mpSpent: 1, spent: false });
    expect(state.activation?.moving).toEqual(["g"]);
  });

  it("RP 6.61, 6.65: a unit spends its movement points one at a time; at 0 its move is complete and it is spent", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const s = chain(b, [mv(["g"], { to: at("N17") }), mv(["g"], { to: at("N16") }), mv(["g"], { to: at("N15") })]);
    expect(s.units.g).toMatchObject({ hex: at("N15"), mpSpent: 3 });
    refused(s, mv(["g"], { to: at("N14") }), "RP 3.3");
  });

  it("RP 6.61: a move traces connected hexes: a hex not next to the unit is refused", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    refused(b, mv(["g"], { to: at("N16") }), "RP 6.61");
  });

  it("RP 6.61: two units of one hex move together as a stack, each spending the MP", () => {
    const b = acting(map, { a: { side: GERMAN, at: "N18" }, c: { side: GERMAN, at: "N18" } }, ["a", "c"]);
    const { state } = play(b, mv(["a", "c"], { to: at("N17") }));
    expect([state.units.a!.mpSpent, state.units.c!.mpSpent]).toEqual([1, 1]);
    expect(state.activation?.moving).toEqual(["a", "c"]);
  });

  it("RP 6.61: units in two hexes cannot move as a stack", () => {
    const b = acting(map, { a: { side: GERMAN, at: "N18" }, c: { side: GERMAN, at: "N19" } }, ["a", "c"]);
    refused(b, mv(["a", "c"], { to: at("N17") }), "RP 6.61");
  });

  it("RP 6.61: a lone mover picks up a not-yet-moved unit of its hex, which counts as having spent the mover's MPs", () => {
    const b = acting(map, { a: { side: GERMAN, at: "N18" }, c: { side: GERMAN, at: "N16" } }, ["a", "c"]);
    const s = chain(b, [mv(["a"], { to: at("N17") }), mv(["a"], { to: at("N16") })]);
    const { state, events } = play(s, mv(["a", "c"], { to: at("N15") }));
    expect(events).toContainEqual({ type: "picked-up", unit: "c", by: "a", mpSpent: 2, rule: "RP 6.61" });
    expect([state.units.a!.mpSpent, state.units.c!.mpSpent]).toEqual([3, 3]);
    refused(state, mv(["c"], { to: at("N14") }), "RP 3.3");
  });

  it("RP 6.61: only a lone mover picks up a unit: one moving in a stack cannot", () => {
    const b = acting(map, { a: { side: GERMAN, at: "N18" }, c: { side: GERMAN, at: "N18" }, d: { side: GERMAN, at: "N17", ...TANK } }, ["a", "c", "d"]);
    const s = play(b, mv(["a", "c"], { to: at("N17") })).state;
    refused(s, mv(["a", "d"], { to: at("N16") }), "RP 6.61");
  });

  it("RP 6.61, 6.72: every MP spent can trigger reaction fire: the reactor is asked after each one, named anew", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N16" }, e: { side: BRITISH, at: "N13" } }, ["g"]);
    expect(run(b, mv(["g"], { to: at("N15") }))).toMatchObject({ status: "decision", request: { id: "rp-reaction:g:1:1", side: BRITISH } });
    const s = play(b, mv(["g"], { to: at("N15") }), [], { "rp-reaction:g:1:1": "pass" }).state;
    expect(run(s, mv(["g"], { to: at("N14") }))).toMatchObject({ status: "decision", request: { id: "rp-reaction:g:2:1", side: BRITISH } });
  });

  it("RP 6.65: moving a unit in another hex ends the earlier mover's move, and it is spent", () => {
    const b = acting(map, { a: { side: GERMAN, at: "N18" }, c: { side: GERMAN, at: "M18" } }, ["a", "c"]);
    const s = play(b, mv(["a"], { to: at("N17") })).state;
    const { state, events } = play(s, mv(["c"], { to: at("M17") }));
    expect(events).toContainEqual({ type: "move-ended", units: ["a"] });
    expect(state.units.a!.spent).toBe(true);
    expect(state.activation?.moving).toEqual(["c"]);
  });

  it("RP 3.3, 6.65: a mover spent on its way (here by a stream) spends no more MPs", () => {
    const streamy = rpMap({ hexsides: [["N18", "N17", ["stream"]]] });
    const r = moveRunner(streamy);
    const b = acting(streamy, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const s = r.play(b, mv(["g"], { to: r.at("N17") })).state;
    expect(s.activation?.moving).toEqual(["g"]);
    r.refused(s, mv(["g"], { to: r.at("N16") }), "RP 3.3");
  });
});

describe("RP 6.63 other units", () => {
  it("RP 6.63: a third non-AFV unit of a side cannot enter a hex, even passing through; AFVs stack apart", () => {
    const b = acting(map, { a: { side: GERMAN, at: "N17" }, c: { side: GERMAN, at: "N17" }, g: { side: GERMAN, at: "N18" }, t: { side: GERMAN, at: "N18", ...TANK } }, ["g", "t"]);
    refused(b, mv(["g"], { to: at("N17") }), "RP 6.63");
    expect(play(b, mv(["t"], { to: at("N17") })).state.units.t!.hex).toBe(at("N17"));
  });

  it("RP 3.4: a side's two AFVs fill a hex for AFVs, the enemy's units not counting", () => {
    const b = acting(map, { t1: { side: GERMAN, at: "N17", ...TANK }, t2: { side: GERMAN, at: "N17", ...TANK }, t3: { side: GERMAN, at: "N18", ...TANK }, g: { side: GERMAN, at: "N18" }, e1: { side: BRITISH, at: "N17", spent: true }, e2: { side: BRITISH, at: "N17", spent: true } }, ["t3", "g"]);
    refused(b, mv(["t3"], { to: at("N17") }), "RP 6.63");
    expect(play(b, mv(["g"], { to: at("N17") })).state.units.g!.hex).toBe(at("N17"));
  });

  it("RP 6.63: entering an enemy hex costs one MP like any other; a unit cannot leave a hex holding enemy units", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" }, e: { side: BRITISH, at: "N17", spent: true } }, ["g"]);
    const s = play(b, mv(["g"], { to: at("N17") })).state;
    expect(s.units.g!.mpSpent).toBe(1);
    refused(s, mv(["g"], { to: at("N16") }), "RP 6.63");
  });

  it("RP 3.9: a mover that becomes the sole occupant of a hex gains its control for its side", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"], { extra: { control: { [offsetOf("N17").join(",")]: BRITISH } } });
    const { state, events } = play(b, mv(["g"], { to: at("N17") }));
    expect(events).toContainEqual({ type: "control-changed", hex: at("N17"), side: GERMAN });
    expect(state.control[String(at("N17"))]).toBe(GERMAN);
  });
});

describe("RP 6.64 the road bonus", () => {
  const road = rpMap({
    hexsides: [
      ["N18", "N17", ["road"]],
      ["N17", "N16", ["road"]],
      ["N16", "N15", ["road"]],
      ["N15", "N14", ["road"]],
    ],
    hexes: { N15: { terrain: ["trench"] } },
  });
  const r = moveRunner(road);
  const steps = (n: number) => ["N17", "N16", "N15", "N14"].slice(0, n).map((h) => mv(["g"], { to: r.at(h) }));

  it("RP 6.64: a unit that starts on a road and crosses only road hexsides has one bonus MP, used to enter one more road hex", () => {
    const b = acting(road, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const s = r.chain(b, steps(4));
    expect(s.units.g).toMatchObject({ hex: r.at("N14"), mpSpent: 4 });
    expect(s.activation?.road).toEqual(["g"]);
  });

  it("RP 6.64: the bonus MP is for entering a hex along the road and for no other purpose", () => {
    const b = acting(road, { g: { side: GERMAN, at: "N18" } }, ["g"]);
    const s = r.chain(b, steps(3));
    r.refused(s, mv(["g"], { in: "trench" }), "RP 6.64");
    r.refused(s, mv(["g"], { to: r.at("O15") }), "RP 6.64");
  });

  it("RP 6.64, 8.6: a unit that leaves the road, or did not start on it, earns no bonus", () => {
    const b = acting(road, { g: { side: GERMAN, at: "N18" }, h: { side: GERMAN, at: "O18" } }, ["g", "h"]);
    const s = r.chain(b, [mv(["g"], { to: r.at("O18") }), mv(["g"], { to: r.at("N17") }), mv(["g"], { to: r.at("N16") })]);
    expect(s.activation?.road).toEqual([]);
    r.refused(s, mv(["g"], { to: r.at("N15") }), "RP 3.3");
    const h = r.chain(b, [mv(["h"], { to: r.at("N17") }), mv(["h"], { to: r.at("N16") }), mv(["h"], { to: r.at("N15") })]);
    r.refused(h, mv(["h"], { to: r.at("N14") }), "RP 3.3");
  });
});
