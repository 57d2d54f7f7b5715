import { describe, expect, it } from "vitest";
import { fireLimitOf } from "../../../../../src/engine/rules/ci/fire/limits";
import { hexsideKey } from "../../../../../src/engine/rules/ci/state/markers";
import { ciMap, ciRunner, FIXTURE_NUMBERS, offsetOf } from "../support/fixture";
import { activeBattle, contextOn, expectRefused, fireAt } from "./support";

const MISS = [9, 9, 9, 9];

describe("CI 6.x Hexside Fire Limits", () => {
  it('CI 6.x Hexside Fire Limits: "Fire 2, Assault 1" — two units may fire through that hexside at adjacent enemy, a third is refused (fixture values)', () => {
    // Fixture: a woods hexside is Fire 2, Assault 1.
    const map = ciMap({ hexes: { "0305": { terrain: "woods" } } });
    const { play, at } = ciRunner(map);
    const blocks = { s1: { kind: "us-squad", at: "0304", company: "B" as const }, s2: { kind: "us-squad", at: "0304", company: "B" as const }, s3: { kind: "us-squad", at: "0304", company: "B" as const }, g1: { kind: "ger-squad", at: "0305" } };
    let b = activeBattle(map, blocks);
    b = play(b, fireAt(map, b, "s1", { hex: "0305" }), MISS).state;
    b = play(b, fireAt(map, b, "s2", { hex: "0305" }), MISS).state;
    expect(b.activation!.fireThrough).toEqual({ [hexsideKey(at("0304"), at("0305"))]: 2 });
    expectRefused(map, b, fireAt(map, b, "s3", { hex: "0305" }), "CI 6.x Hexside Fire Limits");
    // Another hexside of the target hex has its own limit.
    const other = activeBattle(map, { ...blocks, s4: { kind: "us-squad", at: "0306", company: "B" } }, { extra: { activation: { side: "us", company: "B", hq: "chq", stage: "commands", fireThrough: b.activation!.fireThrough } } });
    expect(play(other, fireAt(map, other, "s4", { hex: "0305" }), MISS).events.some((e) => e.type === "fired")).toBe(true);
  });

  it("CI 6.x Hexside Fire Limits: a hexside's limit is the most restrictive of its terrain and features (fixture values)", () => {
    // Fixture: clear 3, river 2, wooden bridge 1, hedge gap 1; a hedge is 0 (TEC, L).
    const map = ciMap({ hexsides: [["0304", "0305", ["river", "bridge-wood"]], ["0504", "0505", ["hedge"]], ["0704", "0705", ["river"]]] });
    const { at } = ciRunner(map);
    const ctx = contextOn(map, activeBattle(map, {}));
    expect(fireLimitOf(ctx, at("0304"), at("0305"))).toBe(1);
    expect(fireLimitOf(ctx, at("0704"), at("0705"))).toBe(2);
    expect(fireLimitOf(ctx, at("0104"), at("0105"))).toBe(3);
    expect(fireLimitOf(ctx, at("0504"), at("0505"))).toBe(0);
    const gapped = contextOn(map, activeBattle(map, {}, { extra: { markers: { foxholes: [], smoke: [], wire: [], wrecks: [], destroyedBridges: [], hedgeGaps: [[offsetOf("0504"), offsetOf("0505")]] } } }));
    expect(fireLimitOf(gapped, at("0504"), at("0505"))).toBe(1);
  });

  it("CI 6.x Hexside Fire Limits: across a wooden bridge one unit may fire, a second is refused (fixture values)", () => {
    const map = ciMap({ hexsides: [["0304", "0305", ["river", "bridge-wood"]]] });
    const { play } = ciRunner(map);
    let b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, s2: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305" } });
    b = play(b, fireAt(map, b, "s1", { hex: "0305" }), MISS).state;
    expectRefused(map, b, fireAt(map, b, "s2", { hex: "0305" }), "CI 6.x Hexside Fire Limits");
  });

  it("CI 6.x Hexside Fire Limits: a limit the text lost and the battle has not set refuses, naming its rule", () => {
    const map = ciMap();
    const { "fireLimit.ht-clear": _gone, ...numbers } = FIXTURE_NUMBERS;
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305" } }, { numbers });
    expectRefused(map, b, fireAt(map, b, "s1", { hex: "0305" }), "CI 6.x Hexside Fire Limits");
  });
});

describe("CI 6.x Long Range Fire", () => {
  it("CI 6.x Long Range Fire (ruling R13): one unit per firing hex and target hex; another target hex is allowed; no fire limit is used", () => {
    const map = ciMap();
    const { play, at } = ciRunner(map);
    let b = activeBattle(map, { s1: { kind: "us-squad", at: "0302", company: "B" }, s2: { kind: "us-squad", at: "0302", company: "B" }, g1: { kind: "ger-squad", at: "0305" }, g2: { kind: "ger-squad", at: "0304" } });
    const first = play(b, fireAt(map, b, "s1", { hex: "0305" }), MISS);
    expect(first.events.find((e) => e.type === "fired")).toMatchObject({ longRange: true, through: null });
    b = first.state;
    expect(b.activation!.longRange).toEqual([`${at("0302")}>${at("0305")}`]);
    expect(b.activation!.fireThrough).toEqual({});
    expectRefused(map, b, fireAt(map, b, "s2", { hex: "0305" }), "CI 6.x Long Range Fire");
    expect(play(b, fireAt(map, b, "s2", { hex: "0304" }), MISS).events.some((e) => e.type === "fired")).toBe(true);
  });
});
