import { describe, expect, it } from "vitest";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import type { HexMap } from "../../../../../src/engine/map";
import { ciMap, US } from "../support/fixture";
import { activeBattle, expectRefused, runAll } from "../fire/support";
import { eventOf, hexOf } from "./support";

const map = ciMap({ hexes: { "0303": { terrain: "woods" } } });
const support = { art: { kind: "us-artillery", at: null }, air: { kind: "us-air", at: null } } as const;
const strike = (m: HexMap, kind: "artillery" | "air", target: string | { block: string }, spotter = "chq"): CiCommand => ({
  type: "call-strike",
  side: US,
  kind,
  target: typeof target === "string" ? { hex: hexOf(m, target) } : target,
  spotter,
});
const battle = (blocks: Parameters<typeof activeBattle>[1] = {}, activation: Record<string, unknown> = {}): CiBattle =>
  activeBattle(map, { chq: { kind: "us-chq", at: "0205", company: "B", orientation: "face-up" }, g: { kind: "ger-squad", at: "0203" }, ...support, ...blocks }, { extra: { activation: { side: US, company: "B", hq: "chq", stage: "commands", ...activation } } });

describe("CI 2.x Artillery Support / Air Support", () => {
  it("CI 2.x Artillery Support: the CHQ calls a strike on a spotted hex: strikeDice at F7, a step (a strike) off the block, one of its three commands (ruling R29) (fixture values)", () => {
    const b = battle();
    const { state, events } = runAll(map, b, strike(map, "artillery", "0203"), [8, 9, 9]);
    expect(eventOf(events, "bombarded")).toMatchObject({ block: "art", spotter: "chq", dice: [8, 9, 9], f: 7, hits: 0 });
    expect(state.blocks.art!.strength).toBe(1);
    expect(state.activation!.chqCommands).toBe(1);
    expect(state.activation!.strike).toBe("artillery");
    expect(state.blocks.chq!.spotted).toBe(true);
  });

  it("CI 2.x Artillery Support: one strike per CHQ activation, and never both artillery and air", () => {
    const b = battle({}, { strike: "artillery" });
    expectRefused(map, b, strike(map, "artillery", "0203"), "CI 2.x Artillery Support");
    expectRefused(map, b, strike(map, "air", "0203"), "CI 2.x Air Support");
  });

  it("CI 2.x Artillery Support, ruling R29: a CHQ that has given its three commands calls no strike", () => {
    expectRefused(map, battle({}, { chqCommands: 3 }), strike(map, "artillery", "0203"), "CI 4.x HQ Ranks");
  });

  it("CI 2.x Artillery Support: the block's steps are its strikes: none left, none called", () => {
    expectRefused(map, battle({ art: { kind: "us-artillery", at: null, strength: 0 } }), strike(map, "artillery", "0203"), "CI 2.x Artillery Support");
  });

  it("CI 2.x Artillery Support: only an active CHQ calls a strike, not a PHQ", () => {
    const b = activeBattle(map, { phq: { kind: "us-phq", at: "0205", company: "B", platoon: 1, orientation: "face-up" }, g: { kind: "ger-squad", at: "0203" }, ...support }, { extra: { activation: { side: US, company: "B", hq: "phq", stage: "commands" } } });
    expectRefused(map, b, strike(map, "artillery", "0203", "phq"), "CI 2.x Artillery Support");
  });

  it("CI 2.x Artillery Support, ruling R25: the hex must be spotted by an HQ of the calling company with its one spot of the Game Turn", () => {
    expectRefused(map, battle({ chq: { kind: "us-chq", at: "0205", company: "B", orientation: "face-up" }, far: { kind: "us-phq", at: "0209", company: "B", platoon: 1, orientation: "face-up" } }), strike(map, "artillery", "0203", "far"), "CI 6.x Spotting");
    const spent = battle();
    spent.blocks.chq!.spotted = true;
    expectRefused(map, spent, strike(map, "artillery", "0203"), "CI 6.x Spotting");
  });

  it("CI 2.x Artillery Support: no targeting, except bunkers", () => {
    const b = battle({ t: { kind: "panther", at: "0202", orientation: "face-up" } });
    expectRefused(map, b, strike(map, "artillery", { block: "t" }), "CI 2.x Artillery Support");
  });

  it("CI 2.x Artillery Support, ruling R9: a targeted bunker's AC is halved, rounded up (F7 − ⌈3/2⌉ = F5) (fixture values)", () => {
    const b = battle({ k: { kind: "ger-bunker", at: "0202", orientation: "face-up" } });
    const { state, events } = runAll(map, b, strike(map, "artillery", { block: "k" }), [5, 6, 1]);
    expect(eventOf(events, "bombarded")).toMatchObject({ target: "k", f: 5, hits: 2 });
    expect(state.blocks.k!.strength).toBe(1);
  });

  it("CI 2.x Artillery Support: armor class is 0 — a face-up tank in the hex takes the hits", () => {
    const b = battle({ g: { kind: "panther", at: "0202", orientation: "face-up" } });
    const { state } = runAll(map, b, strike(map, "artillery", "0202"), [1, 2, 9]);
    expect(state.blocks.g!.strength).toBe(1);
  });

  it("CI 6.x Treebursts: an artillery strike into woods ignores 2D", () => {
    const b = battle({ chq: { kind: "us-chq", at: "0304", company: "B", orientation: "face-up" }, g: { kind: "ger-squad", at: "0303" } });
    const { state } = runAll(map, b, strike(map, "artillery", "0303"), [1, 9, 9]);
    expect([state.blocks.g!.strength, state.blocks.g!.halfHit]).toEqual([2, false]);
  });

  it("CI 2.x Air Support: each 0 is two friendly hits on units adjacent to the target", () => {
    const b = battle({ s: { kind: "us-squad", at: "0204", company: "B", platoon: 1 }, chq: { kind: "us-chq", at: "0206", company: "B", orientation: "face-up" } });
    const { state, events } = runAll(map, b, strike(map, "air", "0203"), [10, 9, 9]);
    expect(eventOf(events, "bombarded")).toMatchObject({ block: "air", hits: 0, friendly: 2 });
    expect(state.blocks.s!.strength).toBe(2);
    expect(state.blocks.air!.strength).toBe(0);
  });
});
