import { describe, expect, it } from "vitest";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { BRITISH, couplets, GERMAN, MG, offsetOf, rpBattle, rpMap, type UnitSpec } from "../support/fixture";
import { commandAgain, group, omaRunner, only } from "./oma-fixture";

// F10 is ringed by woods: a unit there sees no vertex beyond its own hex's.
const map = rpMap({ hexes: Object.fromEntries(["F09", "F11", "E10", "E11", "G10", "G11"].map((l) => [l, { terrain: ["woods"] }])) });
const { run, play, vertex, at } = omaRunner(map);
const yellow = vertex("N18", "O19", "N19");
const elsewhere = vertex("J10", "K10", "K11");

const units: Record<string, UnitSpec> = { obs: { side: GERMAN, at: "N22" }, near: { side: GERMAN, at: "N19" }, blind: { side: GERMAN, at: "F10" }, mg: { side: GERMAN, at: "N23", types: ["machine-gun"], ...MG } };
const battle = (oma: Record<string, unknown>, extra: Record<string, unknown> = {}, spec: { night?: boolean; date?: string } = {}) =>
  rpBattle(map, { units, ...spec, extra: { ...couplets(GERMAN, 3), oma, ...extra } });
const call = (groupId: string, v = yellow, observer: string | null = "obs", ammo: "he" | "gas" | "smoke" = "he"): Extract<RpCommand, { type: "call-oma" }> => ({ type: "call-oma", side: GERMAN, group: groupId, vertex: v, observer, ammo });

describe("RP 6.1, 7.221 call OMA", () => {
  it("RP 6.1, 7.21: an aircraft group calls onto any vertex with no observer; hourglass 1 turn on; the group is spent and the half is over", () => {
    const { state, events } = play(battle({ air: group(GERMAN, "aircraft") }), call("air", elsewhere, null));
    expect(events.map((e) => e.type)).toEqual(["activated", "oma-called", "oma-spent", "half-ended"]);
    expect(only(events, "oma-called")[0]).toMatchObject({ group: "air", vertex: elsewhere, observer: null, hourglass: 2, ammo: "he", rule: "RP 6.1" });
    expect(state.oma.air).toMatchObject({ spent: true, crossHair: { hourglass: 2, primed: false} });
    expect(state.couplets).toMatchObject({ half: 2 });
  });

  it("RP 11.522: at night an aircraft group is played as telephone: it needs an infantry observer who sees the vertex", () => {
    const b = battle({ air: group(GERMAN, "aircraft") }, {}, { night: true });
    expect(run(b, call("air", yellow, null))).toMatchObject({ status: "refused", rule: "RP 6.1", code: "rp.oma.no-observer" });
    // RP 4.8: darkness conceals every hex, so at night the observer 4 hexes off sees nothing; one in N19 does.
    expect(run(b, call("air"))).toMatchObject({ status: "refused", rule: "RP 6.1", code: "rp.oma.no-sight" });
    expect(only(play(b, call("air", yellow, "near")).events, "oma-called")[0]).toMatchObject({ observer: "near", hourglass: 2 });
  });

  it("RP 7.21: a runner's relay delay is 3 turns, 6 once a preliminary bombardment was fired", () => {
    expect(play(battle({ run: group(GERMAN, "runner") }), call("run")).state.oma.run!.crossHair!.hourglass).toBe(4);
    expect(play(battle({ run: group(GERMAN, "runner") }, { pbFired: true }), call("run")).state.oma.run!.crossHair!.hourglass).toBe(7);
  });

  it("RP 7.21: any group may call by runner instead of its own mode: runner's observer, delay and signal number", () => {
    const b = battle({ air: group(GERMAN, "aircraft") }, { pbFired: true });
    expect(run(b, { ...call("air", elsewhere, null), runner: true })).toMatchObject({ status: "refused", rule: "RP 6.1", code: "rp.oma.no-observer" });
    const { state, events } = play(b, { ...call("air"), runner: true });
    expect(only(events, "oma-called")[0]).toMatchObject({ observer: "obs", hourglass: 7, runner: true });
    expect(state.oma.air!.crossHair).toMatchObject({ runner: true, hourglass: 7 });
  });

  it("RP 6.1, 7.21: telephone: any friendly infantry observes if it sees the vertex; it is not spent; an MG cannot observe", () => {
    const b = battle({ tel: group(GERMAN, "telephone") });
    const { state } = play(b, call("tel"));
    expect(state.units.obs!.spent).toBe(false);
    expect(state.oma.tel!.crossHair!.hourglass).toBe(2);
    expect(run(b, call("tel", yellow, "mg"))).toMatchObject({ status: "refused", rule: "RP 7.21" });
    expect(run(b, call("tel", yellow, "blind"))).toMatchObject({ status: "refused", rule: "RP 6.1", code: "rp.oma.no-sight" });
    expect(run(b, call("tel", yellow, null))).toMatchObject({ status: "refused", rule: "RP 6.1", code: "rp.oma.no-observer" });
  });

  it("RP 7.21, 7.3, R19: a flare group fires only at its pre-registered vertex, seen by an infantry observer", () => {
    const b = battle({ fl: group(GERMAN, "flare") });
    b.oma.fl!.preregistered = yellow;
    expect(run(b, call("fl", elsewhere))).toMatchObject({ status: "refused", rule: "RP 7.3" });
    expect(run(b, call("fl", yellow, "blind"))).toMatchObject({ status: "refused", rule: "RP 6.1" });
    expect(play(b, call("fl")).state.oma.fl!.crossHair).toMatchObject({ primed: true, hourglass: 1 });
  });

  it("RP 7.222, 7.21: RD 0: primed in the turn it is placed; its first signal roll comes at the owner's NEXT command, not this one", () => {
    const b = battle({ fl: group(GERMAN, "flare"), air: group(GERMAN, "aircraft") });
    b.oma.fl!.preregistered = yellow;
    const first = play(b, call("fl"), []);
    expect(only(first.events, "signal-rolled")).toEqual([]);
    expect(only(first.events, "oma-primed")).toEqual([{ type: "oma-primed", group: "fl", rule: "RP 7.222" }]);
    // The next command: SS 7 (no PB), 2d6 = 6 fires; accuracy 1 − 1 (pre-registered) hits; "near" in N19 checks (1 + 2).
    const { events } = play(commandAgain(first.state, GERMAN), call("air", elsewhere, null), [3, 3, 1, 1, 2]);
    expect(events.map((e) => e.type)).toEqual(["activated", "signal-rolled", "ffe-landed", "cohesion-checked", "oma-called", "oma-spent", "half-ended"]);
    expect(only(events, "signal-rolled")[0]).toMatchObject({ group: "fl", purpose: "fire", signal: 7, success: true });
  });

  it("RP 7.21 trench set: only the designated unit observes, and only while in its set-up hex", () => {
    const sides = [{ trenchSet: "obs", trenchSetHex: offsetOf("N22") }, {}];
    const b = rpBattle(map, { units, sides: sides as never, extra: { ...couplets(GERMAN, 3), oma: { ts: group(GERMAN, "trench-set") } } });
    expect(only(play(b, call("ts", yellow, null)).events, "oma-called")[0]).toMatchObject({ observer: "obs", hourglass: 2 });
    expect(run(b, call("ts", yellow, "mg"))).toMatchObject({ status: "refused", rule: "RP 7.21", code: "rp.oma.trench-set-only" });
    const moved = { ...b, units: { ...b.units, obs: { ...b.units.obs!, hex: at("N21") } } };
    expect(run(moved, call("ts", yellow, null))).toMatchObject({ status: "refused", rule: "RP 7.21", code: "rp.oma.trench-set-moved" });
    const none = battle({ ts: group(GERMAN, "trench-set") });
    expect(run(none, call("ts", yellow, null))).toMatchObject({ status: "refused", rule: "RP 7.21", code: "rp.oma.no-trench-set" });
  });

  it("RP 7.51: gas only from September 1915; smoke at any time", () => {
    expect(run(battle({ g: group(GERMAN, "aircraft") }, {}, { date: "1915-08-31" }), call("g", yellow, null, "gas"))).toMatchObject({ status: "refused", rule: "RP 7.51" });
    expect(play(battle({ g: group(GERMAN, "aircraft") }, {}, { date: "1915-09-01" }), call("g", yellow, null, "gas")).state.oma.g!.crossHair!.ammo).toBe("gas");
    expect(play(battle({ g: group(GERMAN, "aircraft") }, {}, { date: "1915-01-01" }), call("g", yellow, null, "smoke")).state.oma.g!.crossHair!.ammo).toBe("smoke");
  });

  it("RP 7.248, 7.221: a group whose fire for effect is on the map calls again only after administration removes it, starting the cycle anew", () => {
    const b = battle({ air: group(GERMAN, "aircraft") });
    const fired = { ...b, oma: { ...b.oma, air: { ...b.oma.air!, ffe: { vertex: yellow, ammo: "he" as const }, hits: [yellow] } } };
    expect(run(fired, call("air", elsewhere, null))).toMatchObject({ status: "refused", rule: "RP 7.221" });
    const next = { ...fired, oma: { ...fired.oma, air: { ...fired.oma.air!, ffe: null } } };
    const { state } = play(next, call("air", elsewhere, null));
    expect(state.oma.air).toMatchObject({ spent: true, crossHair: { vertex: elsewhere, hourglass: 2, primed: false } });
  });

  it("RP 6.01, 7.221, 5.21: refusals name their rule and leave the state unchanged", () => {
    const b = battle({ air: group(GERMAN, "aircraft"), spent: group(GERMAN, "aircraft", { spent: true }), late: group(GERMAN, "aircraft", { from: 3 }), brit: group(BRITISH, "aircraft") });
    const before = structuredClone(b);
    const placed = { ...b, oma: { ...b.oma, air: { ...b.oma.air!, crossHair: { vertex: yellow, ammo: "he" as const, hourglass: 5, primed: false, runner: false} } } };
    expect(run(placed, call("air", elsewhere, null))).toMatchObject({ status: "refused", rule: "RP 7.221" });
    expect(run(b, call("spent", yellow, null))).toMatchObject({ status: "refused", rule: "RP 6.01" });
    expect(run(b, call("late", yellow, null))).toMatchObject({ status: "refused", rule: "RP 7.0" });
    expect(run(b, call("brit", yellow, null))).toMatchObject({ status: "refused", rule: "RP 6.1" });
    expect(run(b, { ...call("air", yellow, null), side: BRITISH })).toMatchObject({ status: "refused", rule: "RP 5.21" });
    expect(run({ ...b, activation: { side: GERMAN, config: "unit", units: ["obs"], acted: [], moving: [], road: [], transport: {}, entries: {}, mgShots: {} } }, call("air", yellow, null))).toMatchObject({ status: "refused", rule: "RP 6.01" });
    expect(b).toEqual(before);
  });
});
