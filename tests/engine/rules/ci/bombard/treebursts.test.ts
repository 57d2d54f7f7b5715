import { describe, expect, it } from "vitest";
import { ciMap, GERMAN } from "../support/fixture";
import { activeBattle, expectRefused, runAll } from "../fire/support";
import { bombardAt, eventOf } from "./support";

const map = ciMap({ hexes: { "0203": { terrain: "woods" }, "0403": { terrain: "town" } } });
const mortar = { kind: "us-mortar-60", at: "0205", company: "B" as const, orientation: "face-up" as const };

describe("CI 6.x Treebursts", () => {
  it("CI 6.x Treebursts: bombardment into woods ignores 2D — one hit costs a step", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0204", company: "B", orientation: "face-up" }, m: mortar, g: { kind: "ger-squad", at: "0203" } });
    const g = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }, "chq"), [1, 9]).state.blocks.g!;
    expect([g.strength, g.halfHit]).toEqual([2, false]);
  });

  it("CI 6.7 Double Defense: bombardment into a town keeps 2D — one hit is a half-hit", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0404", company: "B", orientation: "face-up" }, m: { ...mortar, at: "0405" }, g: { kind: "ger-squad", at: "0403" } });
    const g = runAll(map, b, bombardAt(map, b, "m", { hex: "0403" }, "chq"), [1, 9]).state.blocks.g!;
    expect([g.strength, g.halfHit]).toEqual([3, true]);
  });
});

describe("CI 6.x Armor Class against bombardment (ruling R8a)", () => {
  const german = { firstPlayer: GERMAN, extra: { activation: { side: GERMAN, company: "B" as const, hq: "chq", stage: "commands" as const } } };
  const blocks = (spotterAt: string) => ({
    chq: { kind: "ger-chq", at: spotterAt, company: "B" as const, orientation: "face-up" as const },
    m: { kind: "ger-mortar-80", at: "0306", company: "B" as const, orientation: "face-up" as const },
    t: { kind: "sherman", at: "0303", orientation: "face-up" as const },
  });

  it("CI 6.x Armor Class, ruling R8a: a mortar targeting a face-up tank fires at F − AC: F3 − AC3 leaves no fire (fixture values)", () => {
    const b = activeBattle(map, blocks("0000"), german);
    expectRefused(map, b, bombardAt(map, b, "m", { block: "t" }), "CI 6.x Armor Class");
  });

  it("CI 6.x Armor Class, ruling R8a: with an adjacent spotter's +1 the mortar targets it at F1, all hits on it (fixture values)", () => {
    const b = activeBattle(map, blocks("0304"), german);
    const { state, events } = runAll(map, b, bombardAt(map, b, "m", { block: "t" }, "chq"), [1, 2, 9]);
    expect(eventOf(events, "bombarded")).toMatchObject({ target: "t", f: 1, hits: 1 });
    expect(state.blocks.t!.strength).toBe(2);
  });
});
