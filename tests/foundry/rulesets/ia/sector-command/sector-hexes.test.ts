import { describe, expect, it } from "vitest";
import type { DecisionRequest } from "../../../../../src/engine/core/decision";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaCommandHexes, iaDecisionHexes, iaEntries, iaTargetHexes } from "../../../../../src/foundry/rulesets/ia/sector-command/sector-hexes";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec, [], [10, 12]);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const state = battle(
  [side("german", 3), side("russian", 3)],
  [inf("g1", "german", at(3, 3)), inf("g2", "german", at(5, 3)), inf("g3", "german", null as never), inf("r1", "russian", at(3, 7), { hidden: true })],
  [leader("lt", "german", at(3, 3)), leader("kap", "russian", at(3, 7))],
);
const decision = (more: Partial<DecisionRequest>): DecisionRequest =>
  ({ id: "x", kind: "loss-allocation", side: "german", prompt: { code: "c", params: {}, text: "" }, options: [], default: null, ...more }) as DecisionRequest;

describe("where the pieces a command orders stand (IA1 17.51)", () => {
  it("IA1 17.51 an activation orders its root and every designated piece; each hex once", () => {
    const c = { type: "activate", side: "german", root: { leader: "lt" }, pieces: { g1: "move", g2: { action: "fire", ledBy: "lt" } } } as const;
    expect(iaCommandHexes(map, state, c as never)).toEqual([
      [3, 3],
      [5, 3],
    ]);
  });

  it("a move orders the mover and the leaders moving with it; a piece off the map stands nowhere", () => {
    expect(iaCommandHexes(map, state, { type: "move", side: "german", piece: "g2", to: at(5, 4), with: ["lt"] } as never)).toEqual([
      [5, 3],
      [3, 3],
    ]);
    expect(iaCommandHexes(map, state, { type: "recover", side: "german", piece: "g3" } as never)).toEqual([]);
  });

  it("another side's piece a command names is left out (IA1 16.5: where a hidden one stands is not told); the sequence orders no piece", () => {
    expect(iaCommandHexes(map, state, { type: "direct-fire", side: "german", firers: ["r1"], at: at(3, 7) } as never)).toEqual([]);
    for (const type of ["roll-initiative", "pass", "end-activation"]) expect(iaCommandHexes(map, state, { type, side: "german" } as never)).toEqual([]);
  });
});

describe("where the pieces a decision is about stand", () => {
  it("IA1 13.1 opportunity fire: the firing groups' units, not the enemy mover its id names", () => {
    const d = decision({ id: "opportunity-fire:r1@3,4", kind: "opportunity-fire", options: ["pass", ["g1"], ["g1", "g2", "lt"]], default: "pass" });
    expect(iaDecisionHexes(map, state, d)).toEqual([
      [3, 3],
      [5, 3],
    ]);
  });

  it("IA1 14.31 a flee hex: the fleeing piece its id names", () => {
    const d = decision({ id: "flee:g2:1", kind: "flee-hex", options: [{ hex: at(5, 2) }], default: { hex: at(5, 2) } });
    expect(iaDecisionHexes(map, state, d)).toEqual([[5, 3]]);
  });
});

describe("where a command fires and what it moves into a hex (IA1 17.51, 17.52)", () => {
  it("IA1 17.51 direct fire and Open Sights fire at their hex; IA1 17.52 an Artillery Plan plots fire at each Planned Fire hex, No Fire and Move missions at none", () => {
    expect(iaTargetHexes(map, { type: "direct-fire", side: "german", firers: ["g1"], at: at(3, 7) } as never)).toEqual([[3, 7]]);
    expect(iaTargetHexes(map, { type: "open-sights-fire", side: "german", firer: "g1", at: at(4, 8) } as never)).toEqual([[4, 8]]);
    const plan = {
      type: "write-artillery-plan",
      side: "german",
      missions: {
        g1: { mission: "planned-fire", turns: [{ at: at(2, 9) }, null, { at: at(6, 9), smoke: true }] },
        g2: { mission: "move", to: at(1, 1) },
        g3: { mission: "open-sights" },
      },
    };
    expect(iaTargetHexes(map, plan as never)).toEqual([
      [2, 9],
      [6, 9],
    ]);
    expect(iaTargetHexes(map, { type: "move", side: "german", piece: "g1", to: at(3, 4) } as never)).toEqual([]);
  });

  it("IA1 17.51 a move carries the mover and the side's leaders moving with it into its hex; other commands move nothing", () => {
    expect(iaEntries(map, state, { type: "move", side: "german", piece: "g1", to: at(3, 4), with: ["lt", "kap"] } as never)).toEqual([
      { piece: "g1", hex: [3, 4] },
      { piece: "lt", hex: [3, 4] },
    ]);
    expect(iaEntries(map, state, { type: "recover", side: "german", piece: "g1" } as never)).toEqual([]);
  });
});
