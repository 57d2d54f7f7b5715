import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../src/engine/rules/ia/data";
import { ownHiddenPieces } from "../../../../src/foundry/rulesets/ia/private-layer";
import { iaTablePieces } from "../../../../src/foundry/rulesets/ia/table-pieces";
import type { IaTableGame } from "../../../../src/foundry/rulesets/ia/table-game";
import { battle, inf, leader, side } from "../../../fixtures/ia-battle";
import { testMap } from "../../../fixtures/maps";

/** A 7 × 6 board: German and Russian pieces, some hidden (IA1 16.5), one hidden German unit off the map. */
function game(): IaTableGame {
  const map = testMap(ia1Tec, [], [7, 6]);
  const at = (c: number, r: number) => map.indexOfOffset(c, r);
  const state = battle(
    [side("german", 3), side("russian", 3)],
    [
      inf("g1", "german", at(0, 3), { name: "1./IR 147", hidden: true }),
      inf("g2", "german", at(1, 3)),
      inf("g3", "german", at(2, 2), { hidden: true }),
      { ...inf("g4", "german", at(0, 0), { hidden: true }), hex: null },
      inf("r1", "russian", at(4, 3), { name: "1./Rgt 12", hidden: true }),
      inf("r2", "russian", at(6, 1)),
    ],
    [leader("gl", "german", at(1, 3), { name: "Lt. Weber", hidden: true }), leader("rl", "russian", at(5, 2), { hidden: true })],
  );
  return { state, map, tec: ia1Tec } as unknown as IaTableGame;
}

describe("hidden pieces drawn on their owner's canvas (IA1 16.5)", () => {
  it("the German view: its own hidden units and leaders on the map, not its placed ones, not one off the map", () => {
    const reply = iaTablePieces.view(game(), "german");
    expect(ownHiddenPieces(reply)).toEqual([
      { name: "1./IR 147", hex: [0, 3] },
      { name: "g3", hex: [2, 2] },
      { name: "Lt. Weber", hex: [1, 3] },
    ]);
  });

  it("never another side's: the Russian view draws only Russian hidden pieces", () => {
    const reply = iaTablePieces.view(game(), "russian");
    expect(ownHiddenPieces(reply)).toEqual([
      { name: "1./Rgt 12", hex: [4, 3] },
      { name: "rl", hex: [5, 2] },
    ]);
  });

  it("a reply with another side's hidden pieces in it still draws none of them", () => {
    const reply = iaTablePieces.view(game(), "german") as { side: string };
    expect(ownHiddenPieces({ ...reply, side: "russian" })).toEqual([]);
  });

  it("nothing from a result that is not a view", () => {
    expect(ownHiddenPieces(null)).toEqual([]);
    expect(ownHiddenPieces({ unspotted: ["r1"] })).toEqual([]);
  });
});

describe("Infantry Attacks' private layer (referee/layer-json.ts)", () => {
  it("IA1 16.5 the side's own hidden pieces, named and marked hidden, from its own view: nothing of another side's", () => {
    expect(iaTablePieces.privateLayer!(game(), "russian")).toEqual({
      pieces: [
        { hex: [4, 3], label: { text: "1./Rgt 12" }, hidden: true },
        { hex: [5, 2], label: { text: "rl" }, hidden: true },
      ],
      markers: [],
      hexes: [],
    });
  });
});
