import { describe, expect, it } from "vitest";
import { doubleDefense } from "../../../../../src/engine/rules/ci/fire/double-defense";
import { clearHalfHits, takeHits } from "../../../../../src/engine/rules/ci/fire/hits";
import { ciEventSeen } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciMap, ciRunner, FIXTURE_NUMBERS, GERMAN, offsetOf, US } from "../support/fixture";
import { activeBattle, contextOn, fireAt, runAll } from "./support";

const map = ciMap({
  hexes: { "0305": { terrain: "woods" }, "0505": { terrain: "town" }, "0605": { terrain: "farm" }, "0705": { terrain: "marsh" }, "0805": { terrain: "orchard" }, "0905": { terrain: "cemetery" }, "1005": { terrain: "beach" } },
});
const { play } = ciRunner(map);
const hex = (label: string) => map.indexOfOffset(...offsetOf(label));

describe("CI 6.7 Double Defense", () => {
  it("CI 6.7 Double Defense: the TEC defense by hex terrain and kind of fire (RP 1D for clear, beach, cemetery; fixture orchard)", () => {
    const ctx = contextOn(map, activeBattle(map, {}, { extra: { markers: { foxholes: [[2, 2]], smoke: [], wire: [], wrecks: [], destroyedBridges: [], hedgeGaps: [] } } }));
    const d = (label: string) => (["fire", "bombard", "friendly", "assault"] as const).map((m) => doubleDefense(ctx, hex(label), m));
    expect(d("0305")).toEqual([true, false, false, false]); // woods: treebursts
    for (const l of ["0505", "0605", "0705", "0202"]) expect(d(l)).toEqual([true, true, true, false]); // town, farm, marsh, foxhole
    for (const l of ["0101", "0905", "1005", "0805"]) expect(d(l)).toEqual([false, false, false, false]); // clear, cemetery, beach, orchard 1 (fixture)
  });

  it("CI 6.7 Double Defense: a lost defense value is a setting: set to 2 it gives 2D, unset it refuses", () => {
    const two = contextOn(map, activeBattle(map, {}, { numbers: { ...FIXTURE_NUMBERS, "defense.orchard": 2 } }));
    expect(doubleDefense(two, hex("0805"), "fire")).toBe(true);
    const { "defense.orchard": _gone, ...unset } = FIXTURE_NUMBERS;
    const none = contextOn(map, activeBattle(map, {}, { numbers: unset }));
    expect(() => doubleDefense(none, hex("0805"), "fire")).toThrow(/defense\.orchard/);
  });

  it("CI 6.7 Double Defense: in woods against fire two hits cost a step; the odd hit is a half-hit", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305", orientation: "face-up", strength: 3 } });
    const { state, events } = play(b, fireAt(map, b, "s1", { block: "g1" }), [1, 1, 1, 9]);
    expect(events.find((e) => e.type === "hits-taken")).toMatchObject({ block: "g1", hits: 3, strength: 2, halfHit: true });
    expect(state.blocks.g1).toMatchObject({ strength: 2, halfHit: true });
  });

  it("CI 6.7 Double Defense (St. Aubyn example): single hits of two firing units combine into a step in town", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0504", company: "B" }, s2: { kind: "us-squad", at: "0406", company: "B" }, g1: { kind: "ger-squad", at: "0505", orientation: "face-up", strength: 3 } });
    const first = play(b, fireAt(map, b, "s1", { block: "g1" }), [1, 9, 9, 9]).state;
    expect(first.blocks.g1).toMatchObject({ strength: 3, halfHit: true });
    const second = play(first, fireAt(map, first, "s2", { block: "g1" }), [1, 9, 9, 9]).state;
    expect(second.blocks.g1).toMatchObject({ strength: 2, halfHit: false });
  });

  it("CI 6.7 Double Defense: unpaired half-hits are removed at the end of the activation; a hidden one only its owner hears of", () => {
    const b = activeBattle(map, { g1: { kind: "ger-squad", at: "0305", halfHit: true }, g2: { kind: "ger-squad", at: "0505", orientation: "face-up", halfHit: true }, g3: { kind: "ger-squad", at: "0505" } });
    const ctx = contextOn(map, b);
    clearHalfHits(ctx);
    // One event a block: shown ones by id, hidden ones after them (by handle).
    expect(ctx.events).toEqual([
      { type: "half-hit-cleared", block: "g2", rule: "CI 6.7 Double Defense" },
      { type: "half-hit-cleared", block: "g1", rule: "CI 6.7 Double Defense" },
    ]);
    expect(Object.values(ctx.state.blocks).some((k) => k.halfHit)).toBe(false);
    expect(ctx.events.map((e) => ciEventSeen(b, e, GERMAN))).toEqual(ctx.events);
    expect(ctx.events.map((e) => ciEventSeen(b, e, US))).toEqual([ctx.events[0], null]);
    const quiet = contextOn(map, activeBattle(map, { g3: { kind: "ger-squad", at: "0505" } }));
    clearHalfHits(quiet);
    expect(quiet.events).toEqual([]);
  });

  it("CI 9.x Assault Combat: hits in an assault are 1D whatever the terrain", () => {
    const ctx = contextOn(map, activeBattle(map, { g1: { kind: "ger-squad", at: "0505", strength: 3 } }));
    takeHits(ctx, "g1", 1, { twoD: doubleDefense(ctx, hex("0505"), "assault"), rule: "CI 9.x Assault Rounds" });
    expect(ctx.state.blocks.g1).toMatchObject({ strength: 2, halfHit: false });
  });

  it("CI 2.x Sniper: its target never has 2D, targeted or in its hex", () => {
    const b = activeBattle(map, { sn: { kind: "us-sniper", at: "0304", attachedTo: "B", orientation: "face-up" }, g1: { kind: "ger-squad", at: "0305", orientation: "face-up", strength: 3 } });
    expect(play(b, fireAt(map, b, "sn", { block: "g1" }), [1]).state.blocks.g1).toMatchObject({ strength: 2, halfHit: false });
    const town = activeBattle(map, { sn: { kind: "us-sniper", at: "0504", attachedTo: "B" }, g2: { kind: "ger-squad", at: "0505", strength: 3 } });
    expect(runAll(map, town, fireAt(map, town, "sn", { hex: "0505" }), [1]).state.blocks.g2).toMatchObject({ strength: 2, halfHit: false });
    // Another unit's single hit there is a half-hit.
    const squad = activeBattle(map, { s1: { kind: "us-squad", at: "0504", company: "B" }, g2: { kind: "ger-squad", at: "0505", strength: 3 } });
    expect(runAll(map, squad, fireAt(map, squad, "s1", { hex: "0505" }), [1, 9, 9, 9]).state.blocks.g2).toMatchObject({ strength: 3, halfHit: true });
  });
});
