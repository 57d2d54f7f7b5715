import { describe, expect, it } from "vitest";
import type { Vertex } from "../../../../../src/engine/hex/vertex";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { attacksOnEntering } from "../../../../../src/engine/rules/rp/oma/entering";
import { fireForEffect } from "../../../../../src/engine/rules/rp/oma/ffe";
import { gasAttacks } from "../../../../../src/engine/rules/rp/oma/gas";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, couplets, GERMAN, MG, rpBattle, rpMap, type UnitSpec } from "../support/fixture";
import { group, omaRunner, only } from "./oma-fixture";

// P05 is the map's one hill (level 1); O19 a trench hex.
const map = rpMap({ hexes: { P05: { level: 1, slope: true }, O19: { terrain: ["trench"] } } });
const { run, play, vertex, hook, hookRun, label, at } = omaRunner(map);
const yellow = vertex("N18", "O19", "N19");
const red = vertex("M19", "N18", "N19");
const elsewhere = vertex("E05", "F04", "F05");

type Checked = Extract<RpEvent, { type: "cohesion-checked" }>;
const checks = (events: readonly RpEvent[]) => only(events, "cohesion-checked") as Checked[];
const primedAt = (v: Vertex, ammo: "he" | "gas" | "smoke" = "he") => ({ vertex: v, ammo, hourglass: 1, primed: true, runner: false});

function battle(units: Record<string, UnitSpec>, groups: Record<string, unknown>, extra: Record<string, unknown> = {}, night = false): RpBattle {
  return rpBattle(map, { units, night, extra: { ...couplets(GERMAN, 3), oma: groups, ...extra } });
}
function withCrossHair(b: RpBattle, id: string, v: Vertex, ammo: "he" | "gas" | "smoke" = "he"): RpBattle {
  return { ...b, oma: { ...b.oma, [id]: { ...b.oma[id]!, crossHair: primedAt(v, ammo) } } };
}

describe("RP 7.242–7.246 fire for effect: accuracy and stray", () => {
  it("RP 7.244, 7.246: the rules' example through a command: accuracy 3 strays; the due-west spine as 1-2 and an error die of 2 hit M19, N18, N19", () => {
    const units = { n18: { side: BRITISH, at: "N18" }, n19: { side: BRITISH, at: "N19" }, m19: { side: BRITISH, at: "M19" }, o19: { side: BRITISH, at: "O19" } };
    const b = withCrossHair(battle(units, { tel: group(GERMAN, "telephone"), air: group(GERMAN, "aircraft") }), "tel", yellow);
    const command: RpCommand = { type: "call-oma", side: GERMAN, group: "air", vertex: elsewhere, observer: null, ammo: "he" };
    // Signal 2 + 2 ≤ 7; accuracy 3: the shooter names the "1-2" spine, by bearing (default the first, NE).
    const asked = run(b, command, [2, 2, 3]);
    expect(asked).toMatchObject({ status: "decision", request: { kind: "rp-spine", side: GERMAN, options: [30, 150, 270], default: 30, rule: "RP 7.243" } });
    const { events, state } = play(b, command, [2, 2, 3, 2, 1, 2, 1, 2, 1, 2], { "rp-spine:1": 270 });
    const landed = only(events, "ffe-landed")[0] as Extract<RpEvent, { type: "ffe-landed" }>;
    expect(landed).toMatchObject({ aimed: yellow, vertex: red, stray: { oneTwo: 270, die: 2 }, accuracy: { die: 3, final: 3, hits: false } });
    expect(landed.hexes.map(label).sort()).toEqual(["M19", "N18", "N19"]);
    expect(checks(events).map((e) => e.unit).sort()).toEqual(["m19", "n18", "n19"]);
    expect(state.oma.tel).toMatchObject({ crossHair: null, ffe: { vertex: red }, hits: [red] });
  });

  it("RP 7.242: −1 for controlling a hex at the map's highest level and −1 for a pre-registered vertex: a 4 hits", () => {
    const b = withCrossHair(battle({}, { g: group(GERMAN, "telephone") }, { control: { "15,4": GERMAN } }), "g", yellow);
    b.oma.g!.preregistered = yellow;
    const { events } = hook(b, (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [4]);
    expect(only(events, "ffe-landed")[0]).toMatchObject({ vertex: yellow, stray: null, accuracy: { die: 4, final: 2, hits: true } });
    // The hill held by the other side and no pre-registration: a 4 strays (the spine is asked for).
    const other = withCrossHair(battle({}, { g: group(GERMAN, "telephone") }, { control: { "15,4": BRITISH } }), "g", yellow);
    expect(hookRun(other, (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [4])).toMatchObject({ status: "decision", request: { kind: "rp-spine" } });
  });

  it("RP 7.242: a vertex the same group hit before takes −1", () => {
    const b = withCrossHair(battle({}, { g: group(GERMAN, "telephone") }), "g", yellow);
    b.oma.g!.hits = [yellow];
    const { events } = hook(b, (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [3]);
    expect(only(events, "ffe-landed")[0]).toMatchObject({ accuracy: { final: 2, hits: true, trace: [{ id: "rp.oma.registered-vertex", value: -1, rule: "RP 7.242" }] } });
  });
});

describe("RP 7.241, 7.245 fire for effect: the attack", () => {
  it("RP 7.241: every unit in the three hexes checks, AFVs and the firer's own too, with firepower, deployment and terrain; no range or visibility (even at night)", () => {
    const units: Record<string, UnitSpec> = {
      inf: { side: BRITISH, at: "N18" },
      dug: { side: BRITISH, at: "O19", in: "trench", face: "dispersed" },
      tank: { side: BRITISH, at: "N19", types: ["tank"] },
      own: { side: GERMAN, at: "N19", types: ["machine-gun"], ...MG },
      away: { side: BRITISH, at: "N20" },
    };
    const b = withCrossHair(battle(units, { g: group(GERMAN, "telephone") }, {}, true), "g", yellow);
    const { events } = hook(b, (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [1, 1, 2, 1, 2, 1, 2, 1, 2]);
    const byUnit = Object.fromEntries(checks(events).map((e) => [e.unit, e.trace.filter((t) => t.id !== "cohesion").map((t) => [t.id, t.value])]));
    expect(Object.keys(byUnit).sort()).toEqual(["dug", "inf", "own", "tank"]);
    expect(byUnit.inf).toEqual([["oma-firepower", 3], ["formed", 1]]);
    expect(byUnit.dug).toEqual([["oma-firepower", 3], ["trench", -3]]);
    expect(checks(events).every((e) => e.cause === "ffe" && e.rule === "RP 3.72")).toBe(true);
  });

  it("RP 8.321: a howitzer group's fire for effect gives a trench only −2", () => {
    const b = withCrossHair(battle({ dug: { side: BRITISH, at: "O19", in: "trench", face: "dispersed" } }, { g: group(GERMAN, "telephone", { howitzer: true }) }), "g", yellow);
    const { events } = hook(b, (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [1, 1, 2]);
    expect(checks(events)[0]!.trace.find((t) => t.id === "trench")!.value).toBe(-2);
  });

  it("RP 7.247: the fire for effect stays and attacks units entering its hexes, not those entering others", () => {
    const b0 = battle({ mover: { side: BRITISH, at: "N18" }, far: { side: BRITISH, at: "P10" } }, { g: group(GERMAN, "telephone", { ffe: { vertex: [13, 17, 0], ammo: "he" } }) });
    const b = { ...b0, oma: { ...b0.oma, g: { ...b0.oma.g!, ffe: { vertex: yellow, ammo: "he" as const } } } };
    const { events } = hook(b, (ctx) => attacksOnEntering(ctx, ["mover"], at("N18")), [5, 6]);
    expect(checks(events)).toMatchObject([{ unit: "mover", cause: "ffe", result: 15, outcome: "destroyed", rule: "RP 3.73" }]);
    expect(hook(b, (ctx) => attacksOnEntering(ctx, ["far"], at("P10"))).events).toEqual([]);
    const smoke = { ...b, oma: { ...b.oma, g: { ...b.oma.g!, ffe: { vertex: yellow, ammo: "smoke" as const } } } };
    expect(hook(smoke, (ctx) => attacksOnEntering(ctx, ["mover"], at("N18"))).events).toEqual([]);
  });
});

describe("RP 7.5 gas and smoke", () => {
  it("RP 7.52, R5: a smoke fire for effect places smoke in its three hexes and attacks nobody", () => {
    const b = withCrossHair(battle({ inf: { side: BRITISH, at: "N18" } }, { g: group(GERMAN, "telephone") }), "g", yellow, "smoke");
    const { events, state } = hook(b, (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [1]);
    expect(checks(events)).toEqual([]);
    expect(state.markers.smoke.map(label).sort()).toEqual(["N18", "N19", "O19"]);
  });

  it("RP 7.51, 7.511: a gas fire for effect gasses its three hexes; checks take no firepower nor cover (not even a trench)", () => {
    const b = withCrossHair(battle({ inf: { side: BRITISH, at: "N18" }, dug: { side: BRITISH, at: "O19", in: "trench", face: "dispersed" } }, { g: group(GERMAN, "telephone") }), "g", yellow, "gas");
    const { events, state } = hook(b, (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [1, 1, 2, 1, 2]);
    expect(state.markers.gas.map(label).sort()).toEqual(["N18", "N19", "O19"]);
    const traces = Object.fromEntries(checks(events).map((e) => [e.unit, e.trace.filter((t) => t.id !== "cohesion").map((t) => t.id)]));
    expect(traces).toEqual({ inf: ["formed"], dug: [] });
    expect(checks(events).every((e) => e.cause === "gas")).toBe(true);
  });

  it("RP 7.513: doubles on a gas check: the side that rolled them moves every gas marker one hex one way; units in newly gassed hexes check", () => {
    const units = { a: { side: BRITISH, at: "N19" }, b: { side: GERMAN, at: "N20" }, c: { side: GERMAN, at: "N18" } };
    const b = battle(units, {}, { markers: { gas: [[13, 17], [13, 18], [14, 18]] } });
    const asked = hookRun(b, (ctx) => gasAttacks(ctx, ["a"]), [3, 3]);
    expect(asked).toMatchObject({ status: "decision", request: { kind: "rp-gas-drift", side: BRITISH, options: [0, 1, 2, 3, 4, 5], rule: "RP 7.513" } });
    // Direction 5 is south (axial 0, +1): N18 → N19, N19 → N20, O19 → O20.
    const { events, state } = hook(b, (ctx) => gasAttacks(ctx, ["a"]), [3, 3, 1, 2], { "rp-gas-drift:1": 5 });
    expect(state.markers.gas.map(label).sort()).toEqual(["N19", "N20", "O20"]);
    expect(only(events, "gas-drifted")[0]).toMatchObject({ side: BRITISH, direction: 5, rule: "RP 7.513" });
    expect(checks(events).map((e) => e.unit)).toEqual(["a", "b"]);
  });

  it("RP 7.513: gas drifting off the map is removed", () => {
    const b = battle({ a: { side: BRITISH, at: "A01" } }, {}, { markers: { gas: [[0, 0]] } });
    const { state } = hook(b, (ctx) => gasAttacks(ctx, ["a"]), [2, 2], { "rp-gas-drift:1": 2 });
    expect(state.markers.gas).toEqual([]);
  });

  it("RP 7.512: gas attacks a unit moving anew into a gassed hex", () => {
    const b = battle({ a: { side: BRITISH, at: "N19" } }, {}, { markers: { gas: [[13, 18]] } });
    const { events } = hook(b, (ctx) => attacksOnEntering(ctx, ["a"], at("N19")), [1, 2]);
    expect(checks(events)).toMatchObject([{ unit: "a", cause: "gas", rule: "RP 3.72" }]);
  });
});
