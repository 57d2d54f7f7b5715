import { describe, expect, it } from "vitest";
import { ciMap } from "../support/fixture";
import { activeBattle, runAll } from "../fire/support";
import { bombardAt } from "./support";

const map = ciMap();
const mortar = { kind: "us-mortar-60", at: "0205", company: "B" as const, orientation: "face-up" as const };

describe("CI 7.x Mines revealed by bombardment", () => {
  it("CI 7.x Mines: a hidden minefield in a bombarded hex is revealed even with no hit, and stays face-up", () => {
    const b = activeBattle(map, { m: mortar, mine: { kind: "ger-minefield", at: "0203" }, g: { kind: "ger-squad", at: "0203" } });
    const { state, events } = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }), [5, 6]);
    expect(events.filter((e) => e.type === "revealed").map((e) => e.type === "revealed" && [e.block, e.why])).toEqual([["mine", "mine"]]);
    expect(state.blocks.mine!.orientation).toBe("face-up");
    expect(state.blocks.g!.orientation).toBe("upright");
  });

  it("CI 7.x Mines: the hits go only to the other defenders", () => {
    const b = activeBattle(map, { m: mortar, mine: { kind: "ger-minefield", at: "0203" }, g: { kind: "ger-squad", at: "0203", strength: 1 } });
    const { state, asked } = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }), [1, 2]);
    expect(asked).toEqual([]);
    expect(state.blocks.g!.status).toBe("eliminated");
    expect(state.blocks.mine!.strength).toBe(1);
    expect(state.blocks.mine!.status).toBe("on-map");
  });
});
