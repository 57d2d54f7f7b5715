import { describe, expect, it } from "vitest";
import { ciBattle, ciMap, GERMAN } from "../support/fixture";
import { activation, mover } from "./support";

const squad = { kind: "us-squad", at: "0402", company: "B" as const, platoon: 1 as const };
const tank = { kind: "sherman", at: "0402", attachedTo: "B" as const };
const gun = { kind: "us-at-57", at: "0402", attachedTo: "B" as const };

describe("CI 8.x River Crossings and the TEC: impassable terrain", () => {
  it("CI 3.x Terrain Types: guns, tanks and vehicles cannot enter woods or marsh except along a road", () => {
    const map = ciMap({ hexes: { "0403": { terrain: "woods" }, "0703": { terrain: "woods" }, "0903": { terrain: "marsh" } }, hexsides: [["0702", "0703", ["road-paved"]]] });
    const m = mover(map);
    const b = activation(map, { t: tank, r: { ...tank, at: "0702" }, g: { ...gun, at: "0902" } });
    expect(m.tryStep(b, "t", "0403")).toMatchObject({ status: "refused", rule: "CI 3.x Terrain Types" });
    expect(m.tryStep(b, "g", "0903")).toMatchObject({ status: "refused", rule: "CI 3.x Terrain Types" });
    expect(m.step(b, "r", "0703").state.blocks.r!.hex).toBe(m.at("0703"));
  });

  it("CI 8.x River Crossings: rivers and cliffs are impassable to guns, tanks and vehicles; infantry crosses a river at its MP cost (fixture values)", () => {
    const map = ciMap({ hexsides: [["0402", "0403", ["river"]], ["0602", "0603", ["cliff"]]] });
    const m = mover(map);
    const b = activation(map, { t: tank, g: { ...gun, at: "0602" }, s: squad });
    expect(m.tryStep(b, "t", "0403")).toMatchObject({ status: "refused", rule: "CI 8.x River Crossings" });
    expect(m.tryStep(b, "g", "0603")).toMatchObject({ status: "refused", rule: "CI 8.x River Crossings" });
    expect(m.step(b, "s", "0403").events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 3 }));
  });

  it("CI 8.x River Crossings: a bridge carries guns and tanks over the river", () => {
    const map = ciMap({ hexsides: [["0402", "0403", ["river", "bridge-wood"]]] });
    const m = mover(map);
    expect(m.step(activation(map, { t: tank }), "t", "0403").state.blocks.t!.hex).toBe(m.at("0403"));
  });

  it("CI 3.x Terrain Types, Ford: all units may cross but guns and other vehicles; tanks may (fixture values)", () => {
    const map = ciMap({ hexsides: [["0402", "0403", ["river", "ford"]], ["0602", "0603", ["river", "ford"]]] });
    const m = mover(map);
    const b = activation(map, { t: tank, g: { ...gun, at: "0602" } });
    expect(m.step(b, "t", "0403").events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 2 }));
    expect(m.tryStep(b, "g", "0603")).toMatchObject({ status: "refused", rule: "CI 3.x Terrain Types" });
    const inf = activation(map, { s: squad });
    expect(m.step(inf, "s", "0403").state.blocks.s!.hex).toBe(m.at("0403"));
  });

  it("CI 3.x Terrain Types, Hedge, ruling R22: only a tank crosses, from the hex it started in, and leaves a gap others then use (fixture values)", () => {
    const map = ciMap({ hexsides: [["0402", "0403", ["hedge"]], ["0404", "0405", ["hedge"]]] });
    const m = mover(map);
    const b = activation(map, { t: tank, s: squad });
    expect(m.tryStep(b, "s", "0403")).toMatchObject({ status: "refused", rule: "CI 3.x Terrain Types" });
    const crossed = m.step(b, "t", "0403");
    expect(crossed.events).toContainEqual(expect.objectContaining({ type: "hedge-gap-made", block: "t", between: [m.at("0402"), m.at("0403")] }));
    expect(crossed.events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 2 }));
    expect(crossed.state.markers.hedgeGaps).toEqual([[m.at("0402"), m.at("0403")]]);
    const second = m.step(crossed.state, "t", "0404").state;
    expect(m.tryStep(second, "t", "0405")).toMatchObject({ status: "refused", rule: "CI 3.x Terrain Types" });
    expect(m.step(second, "s", "0403").events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 2 }));
  });

  it("CI 3.x Terrain Types, Sea/Lake, ruling R24: a sea or lake hexside stops every unit", () => {
    const map = ciMap({ hexes: { "0403": { terrain: "sea" } }, hexsides: [["0602", "0603", ["ht-sea"]]] });
    const m = mover(map);
    const b = activation(map, { s: squad, u: { ...squad, at: "0602" } });
    expect(m.tryStep(b, "s", "0403")).toMatchObject({ status: "refused", rule: "CI 3.x Terrain Types" });
    expect(m.tryStep(b, "u", "0603")).toMatchObject({ status: "refused", rule: "CI 3.x Terrain Types" });
  });

  it("CI 2.x Bunker, CI 7.x Mines: bunkers and minefields never move", () => {
    const map = ciMap();
    const m = mover(map);
    const b = ciBattle(map, {
      blocks: { chq: { kind: "ger-chq", at: "0000", company: "B" }, k: { kind: "ger-bunker", at: "0402", attachedTo: "B", orientation: "face-up" }, f: { kind: "ger-minefield", at: "0602", attachedTo: "B" } },
      playerTurn: 2,
      extra: { activation: { side: GERMAN, company: "B", hq: "chq", stage: "commands" } },
    });
    expect(m.tryStep(b, "k", "0403", GERMAN)).toMatchObject({ status: "refused", rule: "CI 2.x Bunker" });
    expect(m.tryStep(b, "f", "0603", GERMAN)).toMatchObject({ status: "refused", rule: "CI 7.x Mines" });
  });
});
