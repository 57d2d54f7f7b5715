import { describe, expect, it } from "vitest";
import { hitsOf } from "../../../../../src/engine/rules/ci/dice";
import { ciMap, ciRunner } from "../support/fixture";
import { activeBattle, expectRefused, fireAt, runAll, typesOf } from "./support";

const map = ciMap();
const { at, play } = ciRunner(map);

describe("CI 6.x Firepower", () => {
  it("CI 6.x Firepower: the worked example — 4 dice for 4 steps, the first two at or under F hit, the 8 misses (fixture values)", () => {
    // Fixture: a US rifle squad has F3, 4 steps.
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B", strength: 4 }, g1: { kind: "ger-squad", at: "0305" } });
    const { events, state } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 3, 5, 8]);
    const fired = events.find((e) => e.type === "fired")!;
    expect(fired).toMatchObject({ block: "s1", hex: at("0305"), target: null, dice: [1, 3, 5, 8], f: 3, hits: 2 });
    expect(state.blocks.g1!.strength).toBe(1);
    // "an 8" misses at every F the example may have had (F ≤ 7).
    for (let f = 1; f <= 7; f++) expect(hitsOf([8], f)).toBe(0);
  });

  it("CI 6.x Firepower: a roll of 0 (10) misses even at F7, a 7 hits (fixture values)", () => {
    const b = activeBattle(map, { sn: { kind: "us-sniper", at: "0304", attachedTo: "B", orientation: "face-up" }, g1: { kind: "ger-squad", at: "0306", orientation: "face-up" } });
    const miss = play(b, fireAt(map, b, "sn", { block: "g1" }), [10]);
    expect(miss.events.find((e) => e.type === "fired")).toMatchObject({ dice: [10], f: 7, hits: 0 });
    const hit = play(b, fireAt(map, b, "sn", { block: "g1" }), [7]);
    expect(hit.events.find((e) => e.type === "fired")).toMatchObject({ dice: [7], hits: 1 });
  });

  it("CI 6.x Firepower: the firer turns face-up before it rolls, its action taken", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305" } });
    const { events, state } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [9, 9, 9, 9]);
    expect(typesOf(events)).toEqual(["block-commanded", "revealed", "fired"]);
    expect(events[1]).toMatchObject({ block: "s1", why: "fire" });
    expect(state.blocks.s1).toMatchObject({ orientation: "face-up", acted: true });
  });

  it("CI 2.x Tanks: a hidden tank is revealed when it fires", () => {
    const b = activeBattle(map, { t: { kind: "sherman", at: "0304", attachedTo: "B" }, g1: { kind: "ger-squad", at: "0305" } });
    const { events, state } = runAll(map, b, fireAt(map, b, "t", { hex: "0305" }), [9, 9, 9]);
    expect(events.find((e) => e.type === "revealed")).toMatchObject({ block: "t", kind: "sherman", why: "fire" });
    expect(state.blocks.t!.orientation).toBe("face-up");
  });

  it("CI 5.x Range: a hex beyond the firer's range is refused, one at its range may be fired at (fixture values)", () => {
    // Fixture: range 3. Same column: 0302 → 0305 is 3 hexes, 0301 → 0305 is 4.
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0302", company: "B" }, s2: { kind: "us-squad", at: "0301", company: "B" }, g1: { kind: "ger-squad", at: "0305" } });
    expectRefused(map, b, fireAt(map, b, "s2", { hex: "0305" }), "CI 5.x Range");
    expect(runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [9, 9, 9, 9]).events.some((e) => e.type === "fired")).toBe(true);
  });

  it("CI 10.x Night Scenarios: at night the range is at most 2 hexes", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0302", company: "B" }, s2: { kind: "us-squad", at: "0303", company: "B" }, g1: { kind: "ger-squad", at: "0305" } }, { extra: { night: true } });
    expectRefused(map, b, fireAt(map, b, "s1", { hex: "0305" }), "CI 10.x Night Scenarios");
    expect(runAll(map, b, fireAt(map, b, "s2", { hex: "0305" }), [9, 9, 9, 9]).events.some((e) => e.type === "fired")).toBe(true);
  });

  it("CI 6.x Firepower: units cannot fire into an assault hex", () => {
    const b = activeBattle(
      map,
      { s1: { kind: "us-squad", at: "0304", company: "B" }, s2: { kind: "us-squad", at: "0305", company: "B", acted: true }, g1: { kind: "ger-squad", at: "0305" } },
      { extra: { activation: { side: "us", company: "B", hq: "chq", stage: "commands", assaults: [{ hex: [3, 5], attackers: ["s2"] }] } } },
    );
    expectRefused(map, b, fireAt(map, b, "s1", { hex: "0305" }), "CI 6.x Firepower");
  });

  it("CI 6.x Firepower: a hex with no enemy block is not a target", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0307" } });
    expectRefused(map, b, fireAt(map, b, "s1", { hex: "0305" }), "CI 6.x Firepower");
  });

  it("CI 6.x Line of Sight: a unit cannot fire through a hex of its own units, nor through woods", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0302", company: "B" }, s2: { kind: "us-squad", at: "0303", company: "B" }, g1: { kind: "ger-squad", at: "0305" } });
    expectRefused(map, b, fireAt(map, b, "s1", { hex: "0305" }), "CI 6.x Line of Sight");
    const woods = ciMap({ hexes: { "0303": { terrain: "woods" } } });
    const w = activeBattle(woods, { s1: { kind: "us-squad", at: "0302", company: "B" }, g1: { kind: "ger-squad", at: "0305" } });
    expectRefused(woods, w, fireAt(woods, w, "s1", { hex: "0305" }), "CI 6.x Line of Sight");
  });

  it("CI 1.x Actions: a unit that has acted this Game Turn cannot fire", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B", acted: true }, g1: { kind: "ger-squad", at: "0305" } });
    expectRefused(map, b, fireAt(map, b, "s1", { hex: "0305" }), "CI 1.x Actions");
  });

  it("CI 10.x Hit Limits: with the optional rule, one roll scores at most the hit limit (fixture values)", () => {
    // Fixture: hit limit 3; the squad's 4 dice all hit.
    const blocks = { s1: { kind: "us-squad", at: "0304", company: "B" as const }, g1: { kind: "ger-squad", at: "0305", strength: 3 } };
    const capped = activeBattle(map, blocks, { extra: { options: { hitLimits: true, tanksStayFaceUp: false, tanksRevealedAtSetup: false, chitPull: false } } });
    expect(runAll(map, capped, fireAt(map, capped, "s1", { hex: "0305" }), [1, 1, 1, 1]).events.find((e) => e.type === "fired")).toMatchObject({ hits: 3 });
    const free = activeBattle(map, blocks);
    expect(runAll(map, free, fireAt(map, free, "s1", { hex: "0305" }), [1, 1, 1, 1]).events.find((e) => e.type === "fired")).toMatchObject({ hits: 4 });
  });
});
