import { describe, expect, it } from "vitest";
import { BRITISH, GERMAN, MG, offsetOf, rpMap } from "../support/fixture";
import { acting, moveRunner, mv } from "./setup";

const map = rpMap({ hexes: { N17: { terrain: ["trench"] } }, hexsides: [["N18", "N17", ["stream"]]] });
const { run, play, at, refused, settle } = moveRunner(map);

describe("RP 3.8 rally", () => {
  const units = { g: { side: GERMAN, at: "M18" }, d: { side: GERMAN, at: "M17", face: "dispersed" as const } };

  it("RP 3.8: a formed unit entering a hex with a friendly ready dispersed unit offers it a rally, default no", () => {
    const b = acting(map, units, ["g"]);
    const r = run(b, mv(["g"], { to: at("M17") }));
    expect(r).toMatchObject({ status: "decision", request: { id: "rp-rally:d", kind: "rp-rally", side: GERMAN, default: false, rule: "RP 3.8" } });
    const { events } = play(b, mv(["g"], { to: at("M17") }), [], { "rp-rally:d": false });
    expect(events.some((e) => e.type === "cohesion-checked")).toBe(false);
  });

  it("RP 3.8: a passed rally flips the dispersed unit to formed and spends it, at no MP to the mover", () => {
    const b = acting(map, units, ["g"]);
    const { state, events } = play(b, mv(["g"], { to: at("M17") }), [2, 3], { "rp-rally:d": true });
    expect(events).toContainEqual(expect.objectContaining({ type: "cohesion-checked", unit: "d", cause: "rally", outcome: "rallied" }));
    expect(state.units.d).toMatchObject({ face: "formed", spent: true });
    expect(state.units.g).toMatchObject({ mpSpent: 1, spent: false });
  });

  it("RP 3.8: a failed rally has no penalty", () => {
    const b = acting(map, units, ["g"]);
    const { state } = play(b, mv(["g"], { to: at("M17") }), [6, 5], { "rp-rally:d": true });
    expect(state.units.d).toMatchObject({ face: "dispersed", spent: false });
  });

  it("RP 3.8: no rally for a dispersed mover, nor for a spent dispersed unit", () => {
    const dispersedMover = acting(map, { ...units, g: { side: GERMAN, at: "M18", face: "dispersed" } }, ["g"]);
    expect(play(dispersedMover, mv(["g"], { to: at("M17") })).state.units.g!.hex).toBe(at("M17"));
    const spent = acting(map, { ...units, d: { ...units.d, spent: true } }, ["g"]);
    expect(play(spent, mv(["g"], { to: at("M17") })).state.units.g!.hex).toBe(at("M17"));
  });

  it("RP 6.9: the rally comes before the reaction fire the MP triggers", () => {
    const b = acting(map, { ...units, e: { side: BRITISH, at: "M15" } }, ["g"]);
    expect(run(b, mv(["g"], { to: at("M17") }))).toMatchObject({ status: "decision", request: { kind: "rp-rally" } });
    expect(run(b, mv(["g"], { to: at("M17") }), [], { "rp-rally:d": false })).toMatchObject({ status: "decision", request: { kind: "rp-reaction", side: BRITISH } });
  });
});

describe("RP 6.9 order of operations", () => {
  const mg = { side: BRITISH, at: "M14", types: ["machine-gun" as const], face: "dispersed" as const, formed: MG.formed, dispersed: MG.dispersed };

  it("RP 6.9, plan ruling R9: a melee, and the attacks on units entering a gassed hex, come before the reaction fire the MP draws", () => {
    const melee = acting(map, { g: { side: GERMAN, at: "M17" }, e: { side: BRITISH, at: "M17", spent: true }, mg }, ["g"]);
    const fought = run(melee, mv(["g"], { melee: true }), [2, 3, 2, 4]);
    expect(fought).toMatchObject({ status: "decision", request: { kind: "rp-reaction", side: BRITISH } });
    expect(fought.status === "decision" && fought.preview.filter((e) => e.type === "cohesion-checked").map((e) => e.cause)).toEqual(["melee", "melee"]);
    const gassed = acting(map, { g: { side: GERMAN, at: "M17" }, mg }, ["g"], { extra: { markers: { gas: [offsetOf("M16")] } } });
    const entered = run(gassed, mv(["g"], { to: at("M16") }), [1, 2]);
    expect(entered).toMatchObject({ status: "decision", request: { kind: "rp-reaction", side: BRITISH } });
    expect(entered.status === "decision" && entered.preview.filter((e) => e.type === "cohesion-checked").map((e) => e.cause)).toEqual(["gas"]);
  });
});

describe("RP 6.67 initiating melee", () => {
  it("RP 6.671: a mover in an enemy hex spends one MP to initiate melee; its move is then over (RP 6.65)", () => {
    const b = acting(map, { g: { side: GERMAN, at: "M17" }, e: { side: BRITISH, at: "M17", spent: true } }, ["g"]);
    const { state, events } = settle(b, mv(["g"], { melee: true }), [2, 3, 2, 4]);
    expect(events).toContainEqual({ type: "melee-initiated", units: ["g"], hex: at("M17"), rule: "RP 6.671" });
    expect(state.activation?.moving).toEqual([]);
    expect(state.units.g).toMatchObject({ mpSpent: 1, spent: true });
  });

  it("RP 6.62: going IN a trench and initiating melee there cost one MP together", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N17" }, e: { side: BRITISH, at: "N17", spent: true, in: "trench" } }, ["g"]);
    const { events } = settle(b, mv(["g"], { melee: true, in: "trench" }), [2, 3, 2, 4]);
    const mine = events.filter((e) => (e.type === "went-in" || e.type === "melee-initiated") && ("unit" in e ? e.unit === "g" : true));
    expect(mine).toEqual([
      { type: "went-in", unit: "g", into: "trench", mp: 0, rule: "RP 6.62" },
      { type: "melee-initiated", units: ["g"], hex: at("N17"), rule: "RP 6.671" },
    ]);
  });

  it("RP 6.671: melee is initiated only in a hex holding enemy units", () => {
    const b = acting(map, { g: { side: GERMAN, at: "M17" } }, ["g"]);
    refused(b, mv(["g"], { melee: true }), "RP 6.671");
  });

  it("RP 6.671: a unit spent by crossing a stream to enter the enemy's hex cannot pay for melee", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" }, e: { side: BRITISH, at: "N17", spent: true } }, ["g"]);
    const s = play(b, mv(["g"], { to: at("N17") })).state;
    refused(s, mv(["g"], { melee: true }), "RP 6.671");
  });
});
