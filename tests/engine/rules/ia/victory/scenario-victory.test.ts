import { describe, expect, it } from "vitest";
import { at, build, refusedPaths, scenarioJson } from "../scenario/support";

/** The fixture scenario with victory conditions of every kind, changed by `change`. */
function withVictory(change: (vc: any) => void = () => {}) {
  const s = scenarioJson();
  s.victoryConditions = {
    points: [
      { side: "german", for: "steps", points: 1 },
      { side: "russian", for: "units", points: 2 },
      { side: "russian", for: "leaders", points: 3 },
      { side: "german", for: "hexes", hexes: ["45/0305", [6, 6]], points: 5 },
      { side: "russian", for: "exits", hexes: ["46/1001"], points: 2 },
      { side: "german", for: "exits", points: 1 },
    ],
    winner: { by: "hexes", side: "german", hexes: ["45/0305"] },
  };
  change(s.victoryConditions);
  return s;
}

describe("IA1 Definitions (Victory Conditions), 3.0: a scenario's victory conditions as data", () => {
  it("IA1 3.0 the battle holds them with their hexes on the map (board labels and [column, row] alike)", () => {
    expect(build(withVictory()).battle.victory).toEqual({
      points: [
        { side: "german", for: "steps", points: 1 },
        { side: "russian", for: "units", points: 2 },
        { side: "russian", for: "leaders", points: 3 },
        { side: "german", for: "hexes", hexes: [at(2, 4), at(6, 6)], points: 5 },
        { side: "russian", for: "exits", hexes: [at(19, 0)], points: 2 },
        { side: "german", for: "exits", points: 1 },
      ],
      winner: { by: "hexes", side: "german", hexes: [at(2, 4)] },
    });
  });

  it("a scenario without them has none in the battle (its text only)", () => {
    expect(build().battle.victory).toBeUndefined();
  });

  it("bad victory data is refused at its JSON path: an unknown side, kind or winner rule, negative points, a hex off the map", () => {
    expect(refusedPaths(withVictory((vc) => (vc.points[0].side = "french")))).toEqual(["$.victoryConditions.points[0].side"]);
    expect(refusedPaths(withVictory((vc) => (vc.winner.side = "french")))).toEqual(["$.victoryConditions.winner.side"]);
    expect(refusedPaths(withVictory((vc) => (vc.points[1].for = "hexes-held")))).toEqual(["$.victoryConditions.points[1].for"]);
    expect(refusedPaths(withVictory((vc) => (vc.points[2].points = -1)))).toEqual(["$.victoryConditions.points[2].points"]);
    expect(refusedPaths(withVictory((vc) => (vc.winner = { by: "most" })))).toEqual(["$.victoryConditions.winner.by"]);
    expect(refusedPaths(withVictory((vc) => (vc.points[3].hexes[1] = [30, 3])))).toEqual(["$.victoryConditions.points[3].hexes[1]"]);
    expect(refusedPaths(withVictory((vc) => (vc.winner.hexes[0] = "47/0101")))).toEqual(["$.victoryConditions.winner.hexes[0]"]);
  });
});
