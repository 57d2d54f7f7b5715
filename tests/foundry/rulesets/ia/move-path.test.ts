/**
 * A dragged token's path as Infantry Attacks moves (rulesets/ia/move-path.ts): one `move` per hex entered (IA1 5.2), the
 * hexes between the drag's waypoints filled in; a piece the asking side may not move reads as no piece (IA1 16.5).
 */
import { describe, expect, it } from "vitest";
import { DataError } from "../../../../src/engine/data/validate";
import { encodeOnMap } from "../../../../src/engine/map";
import { IaCommandSchema } from "../../../../src/engine/rules/ia/commands/schema";
import { iaTablePieces } from "../../../../src/foundry/rulesets/ia/table-pieces";
import { map, storedBattle } from "../../world/live/table";

const actors = { g1: "a1", g2: "a1", r1: "a2", r2: "a2", r3: "a2", kap: "a3" };
const game = () => iaTablePieces.load("b1", storedBattle(true, actors, "scene1"));

const path = (side: string, piece: string, hexes: [number, number][], withLeaders: string[] = []) =>
  iaTablePieces.pathCommands(game(), side, [piece, ...withLeaders], hexes).map((c) => encodeOnMap(map, IaCommandSchema, c));

describe("a drag as Infantry Attacks moves", () => {
  it("IA1 5.2 one move per hex entered, the straight line between waypoints filled in, the piece's own hex left out", () => {
    expect(path("german", "g1", [[3, 3], [3, 5], [3, 5], [4, 5]])).toEqual([
      { type: "move", side: "german", piece: "g1", to: [3, 4] },
      { type: "move", side: "german", piece: "g1", to: [3, 5] },
      { type: "move", side: "german", piece: "g1", to: [4, 5] },
    ]);
  });

  it("IA1 6.4 the leaders moving with the piece go with every step", () => {
    expect(path("russian", "r1", [[3, 6]], ["kap"])).toEqual([{ type: "move", side: "russian", piece: "r1", to: [3, 6], with: ["kap"] }]);
  });

  it("IA1 16.5 another side's piece, hidden or not, and a hex off the map are refused alike, naming the field", () => {
    const refused = (side: string, piece: string, hexes: [number, number][]) => {
      try {
        path(side, piece, hexes);
      } catch (e) {
        return e instanceof DataError ? e.issues.map((i) => i.path) : e;
      }
      return null;
    };
    expect(refused("german", "r3", [[4, 7]])).toEqual(["$.movers[0]"]);
    expect(refused("german", "r1", [[3, 6]])).toEqual(["$.movers[0]"]);
    expect(refused("german", "nobody", [[3, 4]])).toEqual(["$.movers[0]"]);
    expect(refused("german", "g1", [[3, 4], [10, 4]])).toEqual(["$.path[1]"]);
  });
});
